/** A customer cancelled their own order: what was refunded, or that nothing was charged. */
import { type OrderNews, templated, type TemplatedEmail } from './templated';

/** `refunded`: the amount refunded to the card, written out; null when the order was never paid. */
export function orderCancelledEmail(news: OrderNews, refunded: string | null): TemplatedEmail {
  return templated('order-cancelled', `Your Verdant order #${news.number} has been cancelled`, {
    heading: `Order #${news.number} has been cancelled`,
    paragraphs: [
      `As you asked, we have cancelled your order #${news.number}. Nothing from it will be sent.`,
      refunded
        ? `We have refunded ${refunded} to the card you paid with. Banks usually show it within 5 to 10 working days.`
        : 'You were not charged for this order.',
    ],
    order: news.summary({
      addressTitle: null,
      extraTotals: refunded ? [{ label: 'Refunded to your card', amount: refunded, strong: true }] : [],
    }),
  });
}
