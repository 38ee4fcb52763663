/**
 * The states an order and its payment can be in. They are domain facts, not API shapes: the
 * status table (order-transitions.ts) is keyed by them, the database checks its columns against
 * them, and the contracts build their answers from them, so they live here, below all three
 * (src/domain imports nothing from src/contracts).
 */
export const ORDER_STATUSES = ['pending', 'unfulfilled', 'fulfilled', 'shipped', 'delivered', 'cancelled'] as const;
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * The payment status as shown to customers and admins (docs/decisions/0264-a-cancelled-order-s-payment.md).
 * Derived, not stored; the stored status stays the provider's story:
 * - a cancelled order that was never paid (its payment pending or failed) reads "cancelled": nothing
 *   is owed any more, and "pending" would tell the customer a payment is still expected;
 * - a paid order with some of its money refunded reads "partially refunded": the stored status
 *   stays paid until nothing is left.
 */
/** The payment statuses of an order that was never paid: cancelled, such an order reads "cancelled". */
export const UNPAID_PAYMENT_STATUSES: readonly PaymentStatus[] = ['pending', 'failed'];

export function shownPaymentStatus(order: { status: string; paymentStatus: string; refundedAmount?: number }): string {
  if (order.status === 'cancelled' && (UNPAID_PAYMENT_STATUSES as readonly string[]).includes(order.paymentStatus)) return 'cancelled';
  return order.paymentStatus === 'paid' && (order.refundedAmount ?? 0) > 0 ? 'partially refunded' : order.paymentStatus;
}
