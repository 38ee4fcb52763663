/** An admin moved the order to shipped (docs/decisions/0115), with the parcel's tracking when the shop has it (decision 0231). */
import type { EmailCallout } from '../layout';
import { type OrderNews, templated, type TemplatedEmail } from './templated';

export function orderShippedEmail(news: OrderNews & { tracking?: EmailCallout }): TemplatedEmail {
  return templated('order-shipped', `Your Verdant order #${news.number} is on its way`, {
    heading: `Good news, ${news.firstName}: order #${news.number} has shipped`,
    paragraphs: ['Your parcel has left us and is on its way to you. Most parcels arrive within 2 to 5 working days.'],
    callout: news.tracking,
    order: news.summary({ addressTitle: 'On its way to' }),
    action: { label: 'View your order', url: news.orderUrl },
  });
}
