/**
 * The newsletter subscribers as CSV (GET /admin/newsletter/subscribers/export): every subscriber the
 * list shows for the same search, status and sort (subscriber-list.ts' condition and keys), read
 * in keyset batches, each with its status and welcome code. Moments in ISO 8601
 * (docs/decisions/0229-list-exports.md).
 */
import type { DbOrTx } from '../../db/client';
import type { CsvColumns } from '../../lib/csv';
import { type BatchRow, listBatches } from '../../lib/sort-keys';
import {
  subscriberColumns,
  subscriberFilters,
  type SubscriberListQuery,
  subscribersWithCodes,
  subscriberSortKeys,
  subscriberStatus,
} from './subscriber-list';

const subscriberBatches = (db: DbOrTx, query: SubscriberListQuery) =>
  listBatches(subscriberSortKeys(query), subscriberFilters(query), (cursor) => subscribersWithCodes(db, { ...subscriberColumns, cursor }));

type Row = BatchRow<ReturnType<typeof subscriberBatches>>;

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
  batches: subscriberBatches(db, query),
});
