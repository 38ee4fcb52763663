/**
 * A code's uses, counted in the database: an order takes one in its own transaction with a
 * conditional UPDATE (`usage_count < usage_limit`), so concurrent checkouts can never use a
 * single-use code twice; an order that ends unpaid gives its use back, never below zero.
 */
import { and, eq, gt, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { discounts } from '../../db/schema';

/**
 * The UPDATE that takes one use of a code, unsent, for a statement that does more in the same round
 * trip (create-order's, decision 0246); `when` adds a condition (create-order: once the stock is
 * taken, so the code's row is locked after the products', as before). Answers the code's id when
 * the use was taken, no row when its usage limit is reached (or it is gone).
 */
export function discountUseTake(tx: Tx, discountId: string, when?: SQL) {
  return tx
    .update(discounts)
    .set({ usageCount: sql`${discounts.usageCount} + 1`, updatedAt: sql`now()` })
    .where(and(eq(discounts.id, discountId), or(isNull(discounts.usageLimit), lt(discounts.usageCount, discounts.usageLimit)), when))
    .returning({ id: discounts.id });
}

/** Takes one use of a code; false when its usage limit is reached (or it is gone). */
export async function takeDiscountUse(tx: Tx, discountId: string): Promise<boolean> {
  const [taken] = await discountUseTake(tx, discountId);
  return Boolean(taken);
}

/** Gives one use back (an order that held it was never paid). */
export async function giveBackDiscountUse(tx: Tx, discountId: string): Promise<void> {
  await tx
    .update(discounts)
    .set({ usageCount: sql`${discounts.usageCount} - 1`, updatedAt: sql`now()` })
    .where(and(eq(discounts.id, discountId), gt(discounts.usageCount, 0)));
}
