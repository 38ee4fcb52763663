/**
 * What the customer hears when an admin moves their order along (docs/decisions/0115): shipped,
 * delivered and cancelled each send one email; fulfilled (packed, still in the warehouse) sends
 * none, since nothing changes for the customer until the parcel leaves. The email is queued in the
 * transaction that makes the move, under the order's row lock: it goes out after the commit, once
 * per move (a repeated or retried request finds the order already moved and is refused, and a
 * rolled-back move takes its email with it).
 */
import type { OrderStatus } from '#contracts/orders';
import { trackingLine, trackingUrl } from '#domain/tracking';
import type { Tx } from '../../db/client';
import {
  type EmailCallout,
  type OrderNews,
  orderCancelledUnpaidEmail,
  orderDeliveredEmail,
  orderShippedEmail,
  queueEmail,
  type TemplatedEmail,
} from '../email';
import { orderLinesOf, orderNewsOf } from './order-email';
import type { OrderRow } from '../../db/schema';

/** "Shipped with Royal Mail: AB123456789GB", and the carrier's tracking page when the shop knows it (decision 0231). */
function trackingCallout(order: OrderRow): EmailCallout | undefined {
  if (!order.trackingCarrier || !order.trackingNumber) return undefined;
  const url = trackingUrl(order.trackingCarrier, order.trackingNumber);
  return { text: trackingLine(order.trackingCarrier, order.trackingNumber), ...(url ? { link: { label: 'Track your parcel', url } } : {}) };
}

/** Each status a customer hears about, and its email (the words: email/templates/order-*.ts). */
const NEWS: Partial<Record<OrderStatus, (news: OrderNews, order: OrderRow) => TemplatedEmail>> = {
  shipped: (news, order) => orderShippedEmail({ ...news, tracking: trackingCallout(order) }),
  delivered: (news) => orderDeliveredEmail(news),
  cancelled: (news) => orderCancelledUnpaidEmail(news),
};

/** The statuses a customer is emailed about (the decision's table, and what the tests check). */
export const STATUSES_CUSTOMERS_HEAR_ABOUT = Object.keys(NEWS) as OrderStatus[];

/** Queues the customer's email for a move to `to`, when it is one they hear about. */
export async function queueStatusEmail(tx: Tx, order: OrderRow, to: OrderStatus, publicUrl: string): Promise<void> {
  const email = NEWS[to];
  if (!email) return;
  const news = orderNewsOf(order, await orderLinesOf(tx, order.id), publicUrl);
  await queueEmail(tx, { to: order.email, ...email(news, order) });
}
