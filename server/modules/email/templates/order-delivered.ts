/** An admin moved the order to delivered (docs/decisions/0115). */
import { type OrderNews, templated, type TemplatedEmail } from './templated';

export function orderDeliveredEmail(news: OrderNews): TemplatedEmail {
  return templated('order-delivered', `Your Verdant order #${news.number} has been delivered`, {
    heading: `Order #${news.number} has been delivered`,
    paragraphs: ['We hope you enjoy it. If anything is missing or not as it should be, reply to this email and we will put it right.'],
    order: news.summary({ addressTitle: 'Delivered to' }),
    action: { label: 'View your order', url: news.orderUrl },
  });
}
