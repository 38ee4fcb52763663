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
import { type EmailCallout, queueEmail, renderEmail } from '../email';
import { emailOrderOf, orderLinesOf } from './order-email';
import type { OrderRow } from '../../db/schema';

type MovedOrder = OrderRow;

interface StatusNews {
  subject: (number: number) => string;
  heading: (order: MovedOrder) => string;
  paragraphs: (order: MovedOrder) => string[];
  callout?: (order: MovedOrder) => EmailCallout | undefined;
  /** The title over the address in the email's order summary. */
  addressTitle: string;
}

/** "Shipped with Royal Mail: AB123456789GB", and the carrier's tracking page when the shop knows it (decision 0231). */
function trackingCallout(order: MovedOrder): EmailCallout | undefined {
  if (!order.trackingCarrier || !order.trackingNumber) return undefined;
  const url = trackingUrl(order.trackingCarrier, order.trackingNumber);
  return { text: trackingLine(order.trackingCarrier, order.trackingNumber), ...(url ? { link: { label: 'Track your parcel', url } } : {}) };
}

const NEWS: Partial<Record<OrderStatus, StatusNews>> = {
  shipped: {
    subject: (number) => `Your Verdant order #${number} is on its way`,
    heading: (order) => `Good news, ${order.shippingAddress.firstName}: order #${order.number} has shipped`,
    paragraphs: () => ['Your parcel has left us and is on its way to you. Most parcels arrive within 2 to 5 working days.'],
    callout: trackingCallout,
    addressTitle: 'On its way to',
  },
  delivered: {
    subject: (number) => `Your Verdant order #${number} has been delivered`,
    heading: (order) => `Order #${order.number} has been delivered`,
    paragraphs: () => ['We hope you enjoy it. If anything is missing or not as it should be, reply to this email and we will put it right.'],
    addressTitle: 'Delivered to',
  },
  cancelled: {
    subject: (number) => `Your Verdant order #${number} has been cancelled`,
    heading: (order) => `Order #${order.number} has been cancelled`,
    // Only an unpaid order is cancelled by a status change; a paid one is refunded (decision 0081),
    // and the refund sends its own email.
    paragraphs: () => [
      'Your order was cancelled before it was paid, so nothing has been charged and nothing will be sent.',
      'If you did not expect this, reply to this email and we will help.',
    ],
    addressTitle: 'It was to go to',
  },
};

/** The statuses a customer is emailed about (the decision's table, and what the tests check). */
export const STATUSES_CUSTOMERS_HEAR_ABOUT = Object.keys(NEWS) as OrderStatus[];

/** Queues the customer's email for a move to `to`, when it is one they hear about. */
export async function queueStatusEmail(tx: Tx, order: MovedOrder, to: OrderStatus, publicUrl: string): Promise<void> {
  const news = NEWS[to];
  if (!news) return;
  await queueEmail(tx, {
    to: order.email,
    subject: news.subject(order.number),
    kind: `order-${to}`,
    ...renderEmail({
      heading: news.heading(order),
      paragraphs: news.paragraphs(order),
      callout: news.callout?.(order),
      order: emailOrderOf(order, await orderLinesOf(tx, order.id), publicUrl, { addressTitle: news.addressTitle }),
      action: { label: 'View your order', url: `${publicUrl}/orders/${order.id}` },
    }),
  });
}
