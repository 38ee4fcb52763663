/** The emails a payment sends: the order confirmation, and the rare "paid too late" notice. */
import { formatMoney } from '../../../src/domain/money';
import type { Tx } from '../../db/client';
import { renderEmail } from '../email';
import { queueEmail } from '../email';
import type { OrderRow } from '../orders';

interface Line {
  name: string;
  quantity: number;
  lineTotal: number;
}

export async function queueOrderConfirmation(tx: Tx, order: OrderRow, lines: readonly Line[], publicUrl: string): Promise<void> {
  const amounts = [
    `Subtotal: ${formatMoney(order.subtotal)}`,
    `Shipping: ${order.shipping === 0 ? 'free' : formatMoney(order.shipping)}`,
    `Tax: ${formatMoney(order.tax)}`,
    ...(order.discount > 0 ? [`Discount${order.discountCode ? ` (${order.discountCode})` : ''}: −${formatMoney(order.discount)}`] : []),
    `Total paid: ${formatMoney(order.total)}`,
  ];
  const to = order.shippingAddress;
  await queueEmail(tx, {
    to: order.email,
    subject: `Your Verdant order #${order.number} is confirmed`,
    kind: 'order-confirmation',
    ...renderEmail({
      heading: `Thank you, ${to.firstName}: order #${order.number} is confirmed`,
      paragraphs: [
        'We have received your payment and are preparing your order.',
        lines.map((line) => `${line.quantity} × ${line.name}: ${formatMoney(line.lineTotal)}`).join('\n'),
        amounts.join('\n'),
        `Shipping to ${to.firstName} ${to.lastName}, ${to.address1}, ${to.city} ${to.postalCode}, ${to.country}.`,
      ],
      action: { label: 'View your order', url: `${publicUrl}/orders/${order.id}` },
    }),
  });
}

export async function queuePaidTooLate(tx: Tx, order: OrderRow): Promise<void> {
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
    }),
  });
}
