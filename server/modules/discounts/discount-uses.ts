/**
 * A code's uses, counted in the database: an order takes one in its own transaction with a
 * conditional UPDATE (`usage_count < usage_limit`), so concurrent checkouts can never use a
 * single-use code twice; an order that ends unpaid gives its use back, never below zero.
 */
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { discounts } from '../../db/schema';

/** Takes one use of a code; false when its usage limit is reached (or it is gone). */
export async function takeDiscountUse(tx: Tx, discountId: string): Promise<boolean> {
  const [taken] = await tx
    .update(discounts)
    .set({ usageCount: sql`${discounts.usageCount} + 1`, updatedAt: sql`now()` })
    .where(and(eq(discounts.id, discountId), or(isNull(discounts.usageLimit), lt(discounts.usageCount, discounts.usageLimit))))
    .returning({ id: discounts.id });
  return Boolean(taken);
}

/** Gives one use back (an order that held it was never paid). */
export async function giveBackDiscountUse(tx: Tx, discountId: string): Promise<void> {
  await tx
    .update(discounts)
    .set({ usageCount: sql`${discounts.usageCount} - 1`, updatedAt: sql`now()` })
    .where(and(eq(discounts.id, discountId), gt(discounts.usageCount, 0)));
}
