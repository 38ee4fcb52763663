/**
 * The background jobs' claims run after every paid order (the email delivery) or every half minute
 * (the sweeps), so each must read the few rows it may take through a partial index, never walk past
 * every email already sent or every order already paid: at 200,000 sent emails the email claim took
 * 30 ms through the creation-time index and 0.04 ms through its own (decision 0222). The planner
 * prefers a sequential scan on a table this small, so it is told not to; a claim that could not use
 * its index would then still scan the other one, and the plan would name it.
 */
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dueEmailsClaim } from '../../server/modules/email/delivery';
import { expiredKeysClaim } from '../../server/modules/idempotency';
import { staleOperationsClaim } from '../../server/modules/orders/operations';
import { expiredReservationsClaim } from '../../server/modules/orders/reservations';
import { createTestDatabase, type TestDatabase } from './support/database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

async function planOf(query: { getSQL(): SQL }): Promise<string> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const rows = (await tx.execute(sql`explain ${query}`)) as unknown as { rows?: Array<Record<string, string>> } | Array<Record<string, string>>;
    const lines = Array.isArray(rows) ? rows : (rows.rows ?? []);
    return lines.map((line) => line['QUERY PLAN']).join('\n');
  });
}

describe('the jobs claim through their partial indexes', () => {
  it('email delivery reads the queued emails only', async () => {
    expect(await planOf(dueEmailsClaim(database.db, 4))).toContain('emails_queued_idx');
  });

  it('the reservation sweep reads the open reservations only', async () => {
    expect(await planOf(expiredReservationsClaim(database.db, 20))).toContain('orders_open_reservation_idx');
  });

  it('the recovery job reads the orders with a marked operation only', async () => {
    expect(await planOf(staleOperationsClaim(database.db, 20))).toContain('orders_pending_operation_idx');
  });

  it('the idempotency-key expiry reads the oldest keys through their creation-time index', async () => {
    expect(await planOf(expiredKeysClaim(database.db, 500))).toContain('idempotent_writes_created_idx');
  });
});
