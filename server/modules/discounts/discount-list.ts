/**
 * GET /admin/discounts: one page of codes, searched over the code, its description and the email a
 * personal code was issued to, filtered by state, sorted and paged like every admin list.
 */
import { and, count, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminDiscountList, adminDiscountListQuery } from '#contracts/admin-discounts';
import type { DbOrTx } from '../../db/client';
import { discounts } from '../../db/schema';
import { containsPattern, listAnswer, rowsToSkip, sortedBy } from '../../lib/admin-lists';
import { NOT_ARCHIVED, STATE_CONDITION } from './discount-state';
import { toAdminDiscount } from './discount-view';

type ListQuery = z.output<typeof adminDiscountListQuery>;

const SORT_COLUMN = {
  createdAt: discounts.createdAt,
  code: discounts.code,
  usageCount: discounts.usageCount,
  endsAt: sql`coalesce(${discounts.endsAt}, 'infinity'::timestamptz)`,
} as const;

function filtersOf(query: ListQuery): SQL {
  const conditions: SQL[] = [NOT_ARCHIVED];
  if (query.status) conditions.push(STATE_CONDITION[query.status]);
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      sql`(${discounts.code} ilike ${pattern} or ${discounts.description} ilike ${pattern} or coalesce(${discounts.restrictedToEmail}, '') ilike ${pattern})`,
    );
  }
  return and(...conditions)!;
}

export async function listDiscounts(db: DbOrTx, query: ListQuery): Promise<AdminDiscountList> {
  const where = filtersOf(query);
  const now = new Date();
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(discounts)
      .where(where)
      .orderBy(...sortedBy(SORT_COLUMN[query.sortBy], discounts.id, query.sortOrder))
      .limit(query.limit)
      .offset(rowsToSkip(query)),
    db.select({ total: count() }).from(discounts).where(where),
  ]);
  return listAnswer('discounts', rows.map((row) => toAdminDiscount(row, now)), query, total);
}
