/**
 * An order's two badges side by side, its status and its payment's as shown (shownPaymentStatus,
 * docs/decisions/0264-a-cancelled-order-s-payment.md), for the customer's order pages and the back
 * office's order page. When the payment reads the same word as the order ("cancelled" twice), the
 * payment's badge says "payment cancelled", so the pair never reads as one word repeated.
 */
import { shownPaymentStatus } from '../domain/order-status';
import { StatusBadge } from './StatusBadge';

export function OrderAndPaymentBadges({ order }: { order: { status: string; paymentStatus: string; refundedAmount?: number } }) {
  const payment = shownPaymentStatus(order);
  return (
    <>
      <StatusBadge status={order.status} kind="Order" />
      <StatusBadge status={payment} kind="Payment" {...(payment === order.status ? { text: `payment ${payment}` } : {})} />
    </>
  );
}
