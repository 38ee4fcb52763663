/** The confirmation a paid order sends, with its lines, totals ("Total paid") and address. */
import { type OrderNews, templated, type TemplatedEmail } from './templated';

/** `total`: the amount paid, written out. */
export function orderConfirmationEmail(news: OrderNews & { total: string }): TemplatedEmail {
  return templated('order-confirmation', `Your Verdant order #${news.number} is confirmed`, {
    heading: `Thank you, ${news.firstName}: order #${news.number} is confirmed`,
    preheader: `We have your payment of ${news.total} and are preparing your order.`,
    paragraphs: ['We have received your payment and are preparing your order. We will email you again when it ships.'],
    order: news.summary({}),
    action: { label: 'View your order', url: news.orderUrl },
  });
}
