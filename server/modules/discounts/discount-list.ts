/**
 * GET /admin/discounts: one page of codes of one kind (the shop's unless the newsletter's welcome
 * codes are asked for, decision 0260), searched over the code, its description and the email a
 * personal code was issued to, filtered by state, sorted and paged like every admin list.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminDiscountList, adminDiscountListQuery } from '#contracts/admin-discounts';
import type { DbOrTx } from '../../db/client';
import { discounts } from '../../db/schema';
import { containsPattern, listAnswer, pageOfRows } from '../../lib/admin-lists';
import { orderOf, sortKeysBy } from '../../lib/sort-keys';
import { NOT_ARCHIVED, STATE_CONDITION } from './discount-state';
import { toAdminDiscount } from './discount-view';

/** The list's filters and sort (its page and size are ignored by an export). */
export type DiscountListQuery = z.output<typeof adminDiscountListQuery>;
type ListQuery = DiscountListQuery;

/** The list's order: the page and its export read the rows in these keys' order. */
export const discountSortKeys = sortKeysBy<ListQuery['sortBy']>(
  {
    createdAt: [discounts.createdAt, 'timestamptz'],
    code: [discounts.code, 'text'],
    usageCount: [discounts.usageCount, 'integer'],
    // A code without an end sorts as ending last.
    endsAt: [sql`coalesce(${discounts.endsAt}, 'infinity'::timestamptz)`, 'timestamptz'],
  },
  discounts.id,
);

/** The list's WHERE: the page and its export filter with this one condition. */
export function discountFilters(query: ListQuery): SQL {
  const conditions: SQL[] = [NOT_ARCHIVED, eq(discounts.kind, query.kind)];
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
  const where = discountFilters(query);
  const now = new Date();
  const { rows, total } = await pageOfRows(db, discounts, where, orderOf(discountSortKeys(query)), query);
  return listAnswer('discounts', rows.map((row) => toAdminDiscount(row, now)), query, total);
}
