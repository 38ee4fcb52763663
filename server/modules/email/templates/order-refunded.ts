/** An admin refunded all or part of an order (docs/decisions/0081 and the partial refunds after it). */
import { type OrderNews, templated, type TemplatedEmail } from './templated';

export interface RefundNews {
  /** The amount refunded, written out. */
  amount: string;
  /** "2 × Rose Serum, 1 × Clay Mask" for a part refund of units; null otherwise. */
  units: string | null;
  inFull: boolean;
  /** A full refund of an order not sent yet calls it off. */
  cancelsOrder: boolean;
}

export function orderRefundedEmail(news: OrderNews, refund: RefundNews): TemplatedEmail {
  const what = refund.units ? ` for ${refund.units}` : '';
  return templated(
    'order-refunded',
    refund.inFull ? `Your Verdant order #${news.number} has been refunded` : `We have refunded ${refund.amount} of your Verdant order #${news.number}`,
    {
      heading: refund.inFull ? `Order #${news.number} has been refunded` : `Part of order #${news.number} has been refunded`,
      paragraphs: [
        `We have refunded ${refund.amount}${what} to the card you paid with. Banks usually show it within 5 to 10 working days.`,
        refund.inFull && refund.cancelsOrder
          ? 'Your order has been cancelled, and nothing from it will be sent.'
          : 'If you have questions about this refund, reply to this email.',
      ],
      order: news.summary({ addressTitle: null, extraTotals: [{ label: 'Refunded to your card', amount: refund.amount, strong: true }] }),
    },
  );
}
