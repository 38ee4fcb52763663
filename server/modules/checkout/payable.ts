/** Whether an order can still be paid for, with the sentence a shopper sees when not. */
import { conflict } from '../../lib/http-errors';
import { ORDER_BUSY, payabilityOf } from '../orders';
import type { OrderRow } from '../../db/schema';

export const ALREADY_PAID = 'This order has already been paid';
export const ORDER_EXPIRED = 'This order has expired and its items went back on the shelf. Please check out again.';

const REFUSALS = { paid: ALREADY_PAID, expired: ORDER_EXPIRED, busy: ORDER_BUSY } as const;

export function assertPayable(order: OrderRow, now = new Date()): void {
  const payability = payabilityOf(order, now);
  if (payability !== 'payable') throw conflict(REFUSALS[payability]);
}
