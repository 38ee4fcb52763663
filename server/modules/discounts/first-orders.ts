/**
 * Whether a mailbox has ordered before, for first-order codes (docs/decisions/0221-first-order-by-mailbox.md).
 * An account's own orders are not enough to go by: delete the account and register the same
 * address again, or use another `+tag` of it, and the new account has none. So every paid order
 * records its mailbox (src/domain/mailbox.ts) in `first_orders`, by a hash that holds no address,
 * and that record outlives the account. Paid orders from before the ledger are found in `buyers`,
 * which the order triggers keep by exact address.
 *
 * An unpaid order with a first-order code claims its mailbox's row as it is placed
 * (docs/decisions/0255-abandoned-checkouts.md): two aliases of one inbox checking out at once
 * meet on the row's primary key, and the one that finds it claimed is refused. The claim is judged
 * on the row alone (no read of the order that holds it, which a concurrent checkout's snapshot
 * could miss): it is free once its `held_until`, the holding order's reservation, has passed, or
 * once that order is cancelled or lapses (`releaseFirstOrderClaim` deletes it); paying the order
 * makes it the mailbox's record.
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { mailboxKey } from '#domain/mailbox';
import type { DbOrTx, Tx } from '../../db/client';
import { buyers, firstOrders } from '../../db/schema';

export const mailboxHash = (email: string) => createHash('sha256').update(`verdant-mailbox:${mailboxKey(email)}`).digest('hex');

/**
 * The mailbox's record as an upsert, sent by the transaction that marks an order paid (inside its
 * one statement of writes): a claim, this order's or another's, becomes the paid record.
 */
export function firstOrderInsert(tx: Tx, email: string, orderId: string) {
  return tx
    .insert(firstOrders)
    .values({ mailboxHash: mailboxHash(email), firstPaidAt: sql`now()`, orderId })
    .onConflictDoUpdate({
      target: firstOrders.mailboxHash,
      set: { firstPaidAt: sql`coalesce(${firstOrders.firstPaidAt}, now())`, heldUntil: null },
    });
}

/**
 * Claims the mailbox for an unpaid order until `heldUntil`; false when another order holds it (or
 * it has a paid record). Under concurrency the second claimant waits on the first's row and then
 * judges the row the first committed.
 */
export async function claimFirstOrder(tx: Tx, email: string, orderId: string, heldUntil: Date | SQL): Promise<boolean> {
  const claimed = await tx
    .insert(firstOrders)
    .values({ mailboxHash: mailboxHash(email), orderId, heldUntil })
    .onConflictDoUpdate({
      target: firstOrders.mailboxHash,
      set: { orderId, heldUntil },
      setWhere: and(isNull(firstOrders.firstPaidAt), or(eq(firstOrders.orderId, orderId), sql`${firstOrders.heldUntil} <= now()`)),
    })
    .returning({ orderId: firstOrders.orderId });
  return claimed.length > 0;
}

/** Gives up an unpaid order's claim (cancelled, lapsed, or revised without its first-order code). */
export async function releaseFirstOrderClaim(tx: Tx, orderId: string): Promise<void> {
  await tx.delete(firstOrders).where(and(eq(firstOrders.orderId, orderId), isNull(firstOrders.firstPaidAt)));
}

/**
 * Whether the mailbox has a paid order, or a live claim by an order other than `exceptOrderId`
 * (the order being revised keeps its own).
 */
export async function mailboxHasOrdered(db: DbOrTx, email: string, exceptOrderId?: string): Promise<boolean> {
  const [ledger] = await db
    .select({ hash: firstOrders.mailboxHash })
    .from(firstOrders)
    .where(
      and(
        eq(firstOrders.mailboxHash, mailboxHash(email)),
        or(
          isNotNull(firstOrders.firstPaidAt),
          and(gt(firstOrders.heldUntil, sql`now()`), exceptOrderId ? or(isNull(firstOrders.orderId), ne(firstOrders.orderId, exceptOrderId)) : undefined),
        ),
      ),
    );
  if (ledger) return true;
  const [before] = await db.select({ at: buyers.firstPaidAt }).from(buyers).where(eq(buyers.email, sql`lower(${email})`));
  return Boolean(before);
}
