/**
 * An admin cancelled an unpaid order by a status change (docs/decisions/0115). Only an unpaid order
 * is cancelled that way; a paid one is refunded (decision 0081), and the refund sends its own email.
 */
import { type OrderNews, templated, type TemplatedEmail } from './templated';

export function orderCancelledUnpaidEmail(news: OrderNews): TemplatedEmail {
  return templated('order-cancelled', `Your Verdant order #${news.number} has been cancelled`, {
    heading: `Order #${news.number} has been cancelled`,
    paragraphs: [
      'Your order was cancelled before it was paid, so nothing has been charged and nothing will be sent.',
      'If you did not expect this, reply to this email and we will help.',
    ],
    order: news.summary({ addressTitle: 'It was to go to' }),
    action: { label: 'View your order', url: news.orderUrl },
  });
}
