/**
 * The one table of order status changes an admin may make (docs/decisions/0081), shared by the
 * server, which enforces it, and the back office, which offers only the moves it allows. Payment
 * and provider-driven moves (pending -> unfulfilled when paid, cancellation by refund, expiry) are
 * not here: they belong to checkout and to the order operations, never to a status dropdown.
 */
import type { OrderStatus } from './order-status';

interface Move {
  to: OrderStatus;
  /** The order must be paid (not pending, failed or refunded) for this move. */
  needsPayment: boolean;
}

export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly Move[]>> = {
  // Unpaid: nothing to pack; the admin may only call it off (its stock and code go back).
  pending: [{ to: 'cancelled', needsPayment: false }],
  unfulfilled: [{ to: 'fulfilled', needsPayment: true }],
  fulfilled: [{ to: 'shipped', needsPayment: true }],
  shipped: [{ to: 'delivered', needsPayment: true }],
  delivered: [],
  cancelled: [],
};

export type TransitionRefusal = 'unknown-status' | 'not-allowed' | 'needs-payment' | 'same-status';

/** Why `from -> to` may not happen for an order in this payment state, or null when it may. */
export function transitionRefusal(from: string, to: string, paymentStatus: string): TransitionRefusal | null {
  if (!Object.hasOwn(ORDER_TRANSITIONS, from)) return 'unknown-status';
  if (from === to) return 'same-status';
  const move = ORDER_TRANSITIONS[from as OrderStatus].find((candidate) => candidate.to === to);
  if (!move) return 'not-allowed';
  if (move.needsPayment && paymentStatus !== 'paid') return 'needs-payment';
  return null;
}

/** The statuses an admin can move this order to now (the screen's choices). */
export function nextStatuses(from: string, paymentStatus: string): OrderStatus[] {
  if (!Object.hasOwn(ORDER_TRANSITIONS, from)) return [];
  return ORDER_TRANSITIONS[from as OrderStatus]
    .filter((move) => transitionRefusal(from, move.to, paymentStatus) === null)
    .map((move) => move.to);
}
