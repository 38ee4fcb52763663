/**
 * What a customer's devices are told about their order (Web Push, docs/decisions/0257-web-push-
 * for-orders.md): payment received, shipped (with the tracking), delivered, refunded (each refund)
 * and cancelled — the moments of the order emails (docs/decisions/0115), said in a line or two. The
 * texts live here, once; each push is queued by the transaction that makes the change, beside its
 * email, and delivered after the commit by the push module. A guest's order has no devices to tell.
 */
import { formatMoney } from '#domain/money';
import type { OrderPushEvent, OrderPushMessage } from '#contracts/push-message';
import { trackingLine } from '#domain/tracking';
import type { Tx } from '../../db/client';
import type { OrderRow } from '../../db/schema';
import { pushInsert, queuePush } from '../push';

type Order = Pick<OrderRow, 'id' | 'number' | 'customerId' | 'status' | 'paymentStatus' | 'total' | 'trackingCarrier' | 'trackingNumber'>;

/** A refund, as its push tells of it. */
export interface RefundNews {
  refundId: string;
  amount: number;
  /** Nothing is left to refund. */
  inFull: boolean;
  /** The refund called the order off (it had not shipped). */
  cancelsOrder: boolean;
}

const BANKS = 'Banks usually show it within 5 to 10 working days.';

function shippedBody(order: Order): string {
  const tracking = order.trackingCarrier && order.trackingNumber ? `${trackingLine(order.trackingCarrier, order.trackingNumber)}. ` : '';
  return `${tracking}Most parcels arrive within 2 to 5 working days.`;
}

function message(order: Order, event: OrderPushEvent, title: string, body: string): OrderPushMessage {
  return { kind: 'order', event, orderId: order.id, orderNumber: order.number, status: order.status, paymentStatus: order.paymentStatus, title, body, url: `/orders/${order.id}` };
}

/** `order` as it is once paid. */
export function paidPush(order: Order) {
  return message(order, 'paid', `Order #${order.number}: payment received`, `Thank you! We have your payment of ${formatMoney(order.total)} and are preparing your order.`);
}

const STATUS_NEWS: Partial<Record<string, (order: Order) => OrderPushMessage>> = {
  shipped: (order) => message(order, 'shipped', `Order #${order.number} is on its way`, shippedBody(order)),
  delivered: (order) => message(order, 'delivered', `Order #${order.number} has been delivered`, 'We hope you enjoy it. Tap to see your order.'),
  cancelled: (order) =>
    message(order, 'cancelled', `Order #${order.number} has been cancelled`, 'Nothing was charged and nothing will be sent.'),
};

/** The payment's push, as an INSERT to send among the payment's other writes (checkout/payment-events.ts). */
export function paidPushInsert(tx: Tx, order: Order) {
  return pushInsert(tx, { customerId: order.customerId, eventKey: 'paid', message: paidPush(order) });
}

/** An admin's move, `order` as it is after it: shipped, delivered and an unpaid order cancelled are told. */
export async function queueStatusPush(tx: Tx, order: Order): Promise<void> {
  const news = STATUS_NEWS[order.status];
  if (news) await queuePush(tx, { customerId: order.customerId, eventKey: order.status, message: news(order) });
}

/** The customer's own cancellation, `refunded` the pence a paid order gave back (0 when unpaid). */
export async function queueCancelledPush(tx: Tx, order: Order, refunded: number): Promise<void> {
  const body = refunded > 0 ? `We have refunded ${formatMoney(refunded)} to your card. ${BANKS}` : 'Nothing was charged and nothing will be sent.';
  await queuePush(tx, { customerId: order.customerId, eventKey: 'cancelled', message: message(order, 'cancelled', `Order #${order.number} has been cancelled`, body) });
}

/** One refund of the order (each refund is its own event), `order` as it is after it. */
export async function queueRefundPush(tx: Tx, order: Order, refund: RefundNews): Promise<void> {
  const title = refund.inFull ? `Order #${order.number} has been refunded` : `Part of order #${order.number} has been refunded`;
  const body = `We have refunded ${formatMoney(refund.amount)} to your card. ${refund.cancelsOrder ? 'Your order has been cancelled. ' : ''}${BANKS}`;
  await queuePush(tx, { customerId: order.customerId, eventKey: `refunded:${refund.refundId}`, message: message(order, 'refunded', title, body) });
}
