/**
 * Archiving a customer (the back office's archive and restore). An archived customer keeps their
 * row, orders and addresses, but cannot sign in (credentials.ts) and their tokens stop working at
 * once: the auth guard refuses any customer who is not active, and the token version is bumped,
 * so a token issued before the archive stays dead after a restore too.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { CustomerStatus } from '#contracts/admin-customers';
import type { DbOrTx } from '../../../db/client';
import { customers } from '../../../db/schema';
import { notFound } from '../../../lib/http-errors';
import { forgetTokenCheck } from '../../../lib/token-checks';

export const CUSTOMER_NOT_FOUND = 'Customer not found';

/** Answers whether the status changed (false: it already was `status`). */
export async function setCustomerStatus(db: DbOrTx, customerId: string, status: CustomerStatus): Promise<boolean> {
  const [changed] = await db
    .update(customers)
    .set({ status, tokenVersion: sql`${customers.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(and(eq(customers.id, customerId), ne(customers.status, status)))
    .returning({ id: customers.id });
  if (changed) {
    forgetTokenCheck('customer', customerId);
    return true;
  }
  const [exists] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
  if (!exists) throw notFound(CUSTOMER_NOT_FOUND);
  return false;
}
