/** The rare "paid too late" notice: the payment came after the reservation ran out and items sold out, so it is refunded in full. */
import { type OrderNews, templated, type TemplatedEmail } from './templated';

/** `total`: the amount refunded (the whole order), written out. */
export function orderPaidTooLateEmail(news: OrderNews & { total: string }): TemplatedEmail {
  return templated('order-refunded', `Your Verdant order #${news.number}: payment refunded`, {
    heading: `We could not keep order #${news.number} for you`,
    paragraphs: [
      'Your payment reached us after the order’s reservation had run out, and some of its items have sold out since.',
      `We are refunding ${news.total} to your card in full. Banks usually show it within 5 to 10 working days. We are sorry.`,
    ],
    order: news.summary({ addressTitle: null, extraTotals: [{ label: 'Refunded to your card', amount: news.total, strong: true }] }),
  });
}
