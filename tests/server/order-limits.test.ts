/**
 * The unpaid-orders allowance is one rule written twice in server/modules/checkout/order-limits.ts:
 * in SQL, where create-order's statement refuses itself with it (its COMMIT travels with it,
 * docs/decisions/0246-commit-with-the-last-statement.md), and in TypeScript, which words the
 * refusal. Over every edge of the allowance the two give the same answer, on both databases.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import {
  assertUnpaidWithinLimits,
  MAX_UNPAID_ORDERS,
  MAX_UNPAID_SUBTOTAL,
  MAX_UNPAID_UNITS,
  type UnpaidHoldings,
  unpaidWithinLimits,
} from '../../server/modules/checkout/order-limits';
import { createTestDatabase, type TestDatabase } from './support/database';

describe('the unpaid-orders allowance, in SQL and in TypeScript', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
  });
  afterAll(() => database.dispose());

  const around = (limit: number) => [0, 1, limit - 1, limit, limit + 1];
  const cases: { held: UnpaidHoldings; order: { units: number; subtotal: number } }[] = [];
  for (const orders of [0, 1, MAX_UNPAID_ORDERS - 1, MAX_UNPAID_ORDERS])
    for (const units of around(MAX_UNPAID_UNITS))
      for (const subtotal of around(MAX_UNPAID_SUBTOTAL))
        cases.push({ held: { orders, units: orders === 0 ? 0 : Math.max(0, units - 1), subtotal: orders === 0 ? 0 : Math.max(0, subtotal - 100) }, order: { units: 1, subtotal: 100 } });

  it(`agrees on ${cases.length} holdings around each limit`, async () => {
    const typescript = cases.map(({ held, order }) => {
      try {
        assertUnpaidWithinLimits(held, order);
        return true;
      } catch {
        return false;
      }
    });
    const checks = sql.join(
      cases.map(({ held, order }, i) => sql`select ${i}::int as i, ${unpaidWithinLimits(sql`${JSON.stringify(held)}::json`, order)} as ok`),
      sql` union all `,
    );
    const rows = await queryRows<{ i: number; ok: boolean }>(database.db, sql`select * from (${checks}) as checks order by i`);
    expect(rows.map((row) => row.ok)).toEqual(typescript);
    // Both answers occur: the grid crosses every limit.
    expect(new Set(typescript)).toEqual(new Set([true, false]));
  });
});
