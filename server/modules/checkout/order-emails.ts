/**
 * The emails a payment sends: the order confirmation (the order's lines, totals and address in the
 * shared email layout) and the rare "paid too late" notice, which refunds in full. Each is answered
 * as its INSERT, with the lines the caller already read: the payment sends it among the other
 * writes of its one statement (payment-events.ts).
 */
import { formatMoney } from '#domain/money';
import type { Tx } from '../../db/client';
import { emailInsert, renderEmail } from '../email';
import { emailOrderOf, type orderLinesOf } from '../orders';
import type { OrderRow } from '../../db/schema';

type Lines = readonly Awaited<ReturnType<typeof orderLinesOf>>[number][];

/** The confirmation as subject, text and HTML (no database: what the tests read). */
export function orderConfirmationEmail(order: OrderRow, lines: Lines, publicUrl: string) {
  return {
    subject: `Your Verdant order #${order.number} is confirmed`,
    ...renderEmail({
      heading: `Thank you, ${order.shippingAddress.firstName}: order #${order.number} is confirmed`,
      preheader: `We have your payment of ${formatMoney(order.total)} and are preparing your order.`,
      paragraphs: ['We have received your payment and are preparing your order. We will email you again when it ships.'],
      order: emailOrderOf(order, lines, publicUrl),
      action: { label: 'View your order', url: `${publicUrl}/orders/${order.id}` },
    }),
  };
}

/** `order` as it is once paid (the totals then read "Total paid"). */
export function orderConfirmationInsert(tx: Tx, order: OrderRow, lines: Lines, publicUrl: string) {
  return emailInsert(tx, { to: order.email, kind: 'order-confirmation', ...orderConfirmationEmail(order, lines, publicUrl) });
}

export function paidTooLateInsert(tx: Tx, order: OrderRow, lines: Lines, publicUrl: string) {
  return emailInsert(tx, {
    to: order.email,
    subject: `Your Verdant order #${order.number}: payment refunded`,
    kind: 'order-refunded',
    ...renderEmail({
      heading: `We could not keep order #${order.number} for you`,
      paragraphs: [
        'Your payment reached us after the order’s reservation had run out, and some of its items have sold out since.',
        `We are refunding ${formatMoney(order.total)} to your card in full. Banks usually show it within 5 to 10 working days. We are sorry.`,
      ],
      order: emailOrderOf(order, lines, publicUrl, {
        addressTitle: null,
        extraTotals: [{ label: 'Refunded to your card', amount: formatMoney(order.total), strong: true }],
      }),
    }),
  });
}
