/**
 * GET /admin/newsletter/subscribers: one page of the newsletter's subscribers, searched by any part
 * of the address (newsletter_subscribers_search_idx), filtered by status, sorted and paged like
 * every admin list, each with its welcome code and whether it was used
 * (docs/decisions/0261-newsletter-subscribers-screen.md). The export reads the same condition,
 * keys and columns (subscriber-export.ts).
 */
import { and, count, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AdminSubscriber, SubscriberList, subscriberListQuery, SubscriberStatus } from '#contracts/admin-newsletter';
import type { DbOrTx } from '../../db/client';
import { discounts, newsletterSubscribers } from '../../db/schema';
import { containsPattern, listAnswer, rowsToSkip } from '../../lib/admin-lists';
import { orderOf, sortKeysBy } from '../../lib/sort-keys';

/** The list's filters and sort (its page and size are ignored by an export). */
export type SubscriberListQuery = z.output<typeof subscriberListQuery>;

/** A status as the rows' moments say it, in SQL for the filter and in code for one row: the two must agree. */
const STATUS_CONDITION: Record<SubscriberStatus, SQL> = {
  unsubscribed: isNotNull(newsletterSubscribers.unsubscribedAt),
  subscribed: and(isNull(newsletterSubscribers.unsubscribedAt), isNotNull(newsletterSubscribers.confirmedAt))!,
  unconfirmed: and(isNull(newsletterSubscribers.unsubscribedAt), isNull(newsletterSubscribers.confirmedAt))!,
};

export function subscriberStatus(row: { confirmedAt: Date | null; unsubscribedAt: Date | null }): SubscriberStatus {
  if (row.unsubscribedAt) return 'unsubscribed';
  return row.confirmedAt ? 'subscribed' : 'unconfirmed';
}

/** The list's WHERE: the page and its export filter with this one condition. */
export function subscriberFilters(query: SubscriberListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(STATUS_CONDITION[query.status]);
  if (query.search) conditions.push(sql`${newsletterSubscribers.email} ilike ${containsPattern(query.search)}`);
  return conditions.length ? and(...conditions) : undefined;
}

/** The list's order: the page and its export read the rows in these keys' order. */
export const subscriberSortKeys = sortKeysBy<SubscriberListQuery['sortBy']>(
  {
    subscribedAt: [newsletterSubscribers.subscribedAt, 'timestamptz'],
    email: [newsletterSubscribers.email, 'text'],
  },
  newsletterSubscribers.id,
);

/** What a list row reads: the subscriber, and its welcome code beside it. */
export const subscriberColumns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  subscribedAt: newsletterSubscribers.subscribedAt,
  confirmedAt: newsletterSubscribers.confirmedAt,
  unsubscribedAt: newsletterSubscribers.unsubscribedAt,
  code: discounts.code,
  codeUses: discounts.usageCount,
};

export type SubscriberRow = {
  id: string;
  email: string;
  subscribedAt: Date;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
  code: string | null;
  codeUses: number | null;
};

export function toAdminSubscriber(row: SubscriberRow): AdminSubscriber {
  return {
    id: row.id,
    email: row.email,
    status: subscriberStatus(row),
    subscribedAt: row.subscribedAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
    welcomeCode: row.code === null ? null : { code: row.code, used: (row.codeUses ?? 0) > 0 },
  };
}

/** The subscribers with their codes, for the list, the export and one row. */
export const subscribersWithCodes = <T extends SelectedFields>(db: DbOrTx, fields: T) =>
  db.select(fields).from(newsletterSubscribers).leftJoin(discounts, eq(discounts.id, newsletterSubscribers.discountId));

export async function listSubscribers(db: DbOrTx, query: SubscriberListQuery): Promise<SubscriberList> {
  const where = subscriberFilters(query);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    subscribersWithCodes(db, subscriberColumns)
      .where(where)
      .orderBy(...orderOf(subscriberSortKeys(query)))
      .limit(query.limit)
      .offset(rowsToSkip(query)),
    db.select({ total: count() }).from(newsletterSubscribers).where(where),
  ]);
  return listAnswer('subscribers', rows.map(toAdminSubscriber), query, total);
}
