/**
 * What the order screen offers an admin (docs/product/back-office.md#order-actions: fulfil, update status, refund), read
 * from the order the server sent: its `nextStatuses` (the transition table, decision 0081),
 * `canFulfil` and `canRefund`. The screen never works the rules out itself, so it cannot offer a
 * move the server would refuse. Each choice carries its confirmation's words, whether it is
 * destructive, and the spec's fallback message (docs/product/back-office.md#back-office-messages) for when the server gives none.
 * A refund also carries whether its items go back into stock, as the dialog first offers it: yes
 * for an order not shipped yet, no for a shipped or delivered one (docs/product/back-office.md#order-actions).
 * The refund's own dialog (components/RefundDialog.tsx) chooses lines or an amount (decision 0232).
 */
import type { AdminOrderDetail } from '../../contracts/admin-orders';
import type { OrderStatus, Tracking } from '../../contracts/orders';
import { formatPaid } from '../../lib/format';

/** A move to shipped may carry the parcel's tracking, asked for in its dialog (decision 0231). */
export type OrderAction = { kind: 'fulfil' } | { kind: 'status'; to: OrderStatus; tracking?: Tracking } | { kind: 'refund'; restock: boolean };

export interface OrderActionChoice {
  action: OrderAction;
  /** The button's words. */
  label: string;
  confirmTitle: string;
  confirmText: string;
  /** The confirm button's words. */
  confirmLabel: string;
  destructive: boolean;
  fallbackMessage: string;
}

const STATUS_WORDS: Partial<Record<OrderStatus, { label: string; text: string }>> = {
  shipped: { label: 'Mark as shipped', text: 'The customer is emailed that it is on its way, with the tracking if you add it.' },
  delivered: { label: 'Mark as delivered', text: 'The customer will see the order as delivered.' },
  cancelled: { label: 'Cancel order', text: 'The order is called off: its stock and any discount code use go back. This cannot be undone.' },
};

/** Not shipped yet: refunding everything left calls the order off (decision 0081). */
export const refundCancels = (order: Pick<AdminOrderDetail, 'status'>): boolean => ['pending', 'unfulfilled', 'fulfilled'].includes(order.status);

export function orderActionChoices(order: AdminOrderDetail): OrderActionChoice[] {
  if (order.busy) return [];
  const choices: OrderActionChoice[] = [];
  const number = `#${order.number}`;
  if (order.canFulfil) {
    choices.push({
      action: { kind: 'fulfil' },
      label: 'Fulfil order',
      confirmTitle: `Fulfil order ${number}?`,
      confirmText: 'Mark it packed and ready to ship.',
      confirmLabel: 'Fulfil',
      destructive: false,
      fallbackMessage: 'Failed to fulfill order',
    });
  }
  for (const to of order.nextStatuses) {
    // Fulfilling has its own call and button; the status menu does not offer it twice.
    if (to === 'fulfilled' && order.canFulfil) continue;
    const words = STATUS_WORDS[to] ?? { label: `Mark as ${to}`, text: `The order will be ${to}.` };
    choices.push({
      action: { kind: 'status', to },
      label: words.label,
      confirmTitle: `${words.label} (order ${number})?`,
      confirmText: words.text,
      confirmLabel: to === 'cancelled' ? 'Cancel order' : 'Update status',
      destructive: to === 'cancelled',
      fallbackMessage: 'Failed to update order status',
    });
  }
  if (order.canRefund) {
    const left = order.refundable;
    const cancels = refundCancels(order);
    choices.push({
      // The goods of an order not shipped never left; a shipped one's are with the customer until they come back.
      action: { kind: 'refund', restock: cancels },
      label: 'Refund',
      confirmTitle: `Refund ${formatPaid(left)} for order ${number}?`,
      confirmText: `The full amount goes back to the customer's card.${cancels ? ' The order is cancelled.' : ''} This cannot be undone.`,
      confirmLabel: 'Refund',
      destructive: true,
      fallbackMessage: 'Failed to refund order',
    });
  }
  return choices;
}
