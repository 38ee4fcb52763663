/**
 * Whether a mailbox has ordered before, for first-order codes (docs/decisions/0221-first-order-by-mailbox.md).
 * An account's own orders are not enough to go by: delete the account and register the same
 * address again, or use another `+tag` of it, and the new account has none. So every paid order
 * records its mailbox (src/domain/mailbox.ts) in `first_orders`, by a hash that holds no address,
 * and that record outlives the account. Paid orders from before the ledger are found in `buyers`,
 * which the order triggers keep by exact address.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { mailboxKey } from '#domain/mailbox';
import type { DbOrTx, Tx } from '../../db/client';
import { buyers, firstOrders } from '../../db/schema';

export const mailboxHash = (email: string) => createHash('sha256').update(`verdant-mailbox:${mailboxKey(email)}`).digest('hex');

/** The mailbox's record as an INSERT, sent by the transaction that marks an order paid (inside its one statement of writes). */
export function firstOrderInsert(tx: Tx, email: string) {
  return tx.insert(firstOrders).values({ mailboxHash: mailboxHash(email) }).onConflictDoNothing();
}

export async function mailboxHasOrdered(db: DbOrTx, email: string): Promise<boolean> {
  const [ledger] = await db.select({ at: firstOrders.firstPaidAt }).from(firstOrders).where(eq(firstOrders.mailboxHash, mailboxHash(email)));
  if (ledger) return true;
  const [before] = await db.select({ at: buyers.firstPaidAt }).from(buyers).where(eq(buyers.email, sql`lower(${email})`));
  return Boolean(before);
}
