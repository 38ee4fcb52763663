/**
 * The emails a payment sends: the order confirmation (the order's lines, totals and address in the
 * shared email layout) and the rare "paid too late" notice, which refunds in full.
 */
import { formatMoney } from '#domain/money';
import type { Tx } from '../../db/client';
import { queueEmail, renderEmail } from '../email';
import { emailOrderOf, orderLinesOf } from '../orders';
import type { OrderRow } from '../../db/schema';

type Lines = Awaited<ReturnType<typeof orderLinesOf>>;

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

export async function queueOrderConfirmation(tx: Tx, order: OrderRow, publicUrl: string): Promise<void> {
  const email = orderConfirmationEmail(order, await orderLinesOf(tx, order.id), publicUrl);
  await queueEmail(tx, { to: order.email, kind: 'order-confirmation', ...email });
}

export async function queuePaidTooLate(tx: Tx, order: OrderRow, publicUrl: string): Promise<void> {
  await queueEmail(tx, {
    to: order.email,
    subject: `Your Verdant order #${order.number}: payment refunded`,
    kind: 'order-refunded',
    ...renderEmail({
      heading: `We could not keep order #${order.number} for you`,
      paragraphs: [
        'Your payment reached us after the order’s reservation had run out, and some of its items have sold out since.',
        `We are refunding ${formatMoney(order.total)} to your card in full. Banks usually show it within 5 to 10 working days. We are sorry.`,
      ],
      order: emailOrderOf(order, await orderLinesOf(tx, order.id), publicUrl, {
        addressTitle: null,
        extraTotals: [{ label: 'Refunded to your card', amount: formatMoney(order.total), strong: true }],
      }),
    }),
  });
}
