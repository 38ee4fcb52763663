/**
 * Whether an order can be paid for now, and if not why: one rule for the payment calls
 * (checkout/payable.ts words the refusals) and for the customer's order page, which offers
 * "Pay now" exactly when the payment call would take it (docs/decisions/0255-abandoned-checkouts.md).
 */
import type { OrderRow } from '../../db/schema';

export type Payability = 'payable' | 'paid' | 'expired' | 'busy';

export function payabilityOf(order: Pick<OrderRow, 'status' | 'paymentStatus' | 'stockReleasedAt' | 'reservedUntil' | 'pendingOperation'>, now = new Date()): Payability {
  if (order.paymentStatus === 'paid') return 'paid';
  if (order.status !== 'pending' || order.stockReleasedAt || (order.reservedUntil && order.reservedUntil <= now)) return 'expired';
  if (order.pendingOperation) return 'busy';
  return 'payable';
}
