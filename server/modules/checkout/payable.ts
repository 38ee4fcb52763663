/** Whether an order can still be paid for, with the sentence a shopper sees when not. */
import { conflict } from '../../lib/http-errors';
import { ORDER_BUSY } from '../orders';
import type { OrderRow } from '../../db/schema';

export const ALREADY_PAID = 'This order has already been paid';
export const ORDER_EXPIRED = 'This order has expired and its items went back on the shelf. Please check out again.';

export function assertPayable(order: OrderRow, now = new Date()): void {
  if (order.paymentStatus === 'paid') throw conflict(ALREADY_PAID);
  if (order.status !== 'pending' || order.stockReleasedAt || (order.reservedUntil && order.reservedUntil <= now))
    throw conflict(ORDER_EXPIRED);
  if (order.pendingOperation) throw conflict(ORDER_BUSY);
}
