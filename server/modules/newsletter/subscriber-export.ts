/**
 * The newsletter subscribers as CSV (GET /admin/newsletter/subscribers/export): every subscriber the
 * list shows for the same search, status and sort (subscriber-list.ts' condition and keys), read
 * in keyset batches, each with its status and welcome code. Moments in ISO 8601
 * (docs/decisions/0229-list-exports.md).
 */
import { and, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { CsvColumns } from '../../lib/csv';
import { cursorField, keysetBatches, orderOf, type SortCursor } from '../../lib/sort-keys';
import {
  subscriberColumns,
  subscriberFilters,
  type SubscriberListQuery,
  type SubscriberRow,
  subscribersWithCodes,
  subscriberSortKeys,
  subscriberStatus,
} from './subscriber-list';

type Row = SubscriberRow & { cursor: SortCursor };

function batchReader(db: DbOrTx, query: SubscriberListQuery) {
  const keys = subscriberSortKeys(query);
  const where = subscriberFilters(query);
  return (past: SQL | undefined, limit: number): Promise<Row[]> =>
    subscribersWithCodes(db, { ...subscriberColumns, cursor: cursorField(keys) })
      .where(and(where, past))
      .orderBy(...orderOf(keys))
      .limit(limit);
}

export const SUBSCRIBER_COLUMNS: CsvColumns<Row> = [
  { header: 'email', value: (row) => row.email },
  { header: 'status', value: (row) => subscriberStatus(row) },
  { header: 'signedUpAt', value: (row) => row.subscribedAt },
  { header: 'confirmedAt', value: (row) => row.confirmedAt },
  { header: 'unsubscribedAt', value: (row) => row.unsubscribedAt },
  { header: 'welcomeCode', value: (row) => row.code },
  { header: 'welcomeCodeUsed', value: (row) => (row.code === null ? null : (row.codeUses ?? 0) > 0 ? 'yes' : 'no') },
  { header: 'subscriberId', value: (row) => row.id },
];

export const exportSubscribers = (db: DbOrTx, query: SubscriberListQuery) => ({
  columns: SUBSCRIBER_COLUMNS,
  batches: keysetBatches(subscriberSortKeys(query), batchReader(db, query)),
});
