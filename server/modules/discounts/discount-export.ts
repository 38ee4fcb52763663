/**
 * The discount codes list as CSV (GET /admin/discounts/export): every code the list shows for the
 * same search, state and sort (discount-list.ts' condition and keys), read in keyset batches, each
 * with its state as its badge shows it. Amounts in pounds, moments in ISO 8601
 * (docs/decisions/0229-list-exports.md).
 */
import { getTableColumns } from 'drizzle-orm';
import { BASE_CURRENCY } from '#domain/money';
import type { DbOrTx } from '../../db/client';
import { discounts } from '../../db/schema';
import { type CsvColumns, csvMoney } from '../../lib/csv';
import { type BatchRow, listBatches } from '../../lib/sort-keys';
import { discountFilters, type DiscountListQuery, discountSortKeys } from './discount-list';
import { discountState } from './discount-state';

const discountBatches = (db: DbOrTx, query: DiscountListQuery) =>
  listBatches(discountSortKeys(query), discountFilters(query), (cursor) => db.select({ ...getTableColumns(discounts), cursor }).from(discounts));

type Row = BatchRow<ReturnType<typeof discountBatches>>;

/** The offer in a spreadsheet's terms: a percentage, an amount in pounds, or neither (free shipping). */
const percentOff = (row: Row) => (row.type === 'percentage' ? row.value : null);
const amountOff = (row: Row) => (row.type === 'fixed_amount' ? csvMoney(row.value) : null);

export function discountColumns(now: Date): CsvColumns<Row> {
  return [
    { header: 'code', value: (row) => row.code },
    { header: 'description', value: (row) => row.description },
    { header: 'type', value: (row) => row.type },
    { header: 'percentOff', value: percentOff },
    { header: `amountOff (${BASE_CURRENCY})`, value: amountOff },
    { header: `minSubtotal (${BASE_CURRENCY})`, value: (row) => csvMoney(row.minSubtotal) },
    { header: 'state', value: (row) => discountState(row, now) },
    { header: 'uses', value: (row) => row.usageCount },
    { header: 'usageLimit', value: (row) => row.usageLimit },
    { header: 'usageLimitPerCustomer', value: (row) => row.usageLimitPerCustomer },
    { header: 'firstOrderOnly', value: (row) => (row.firstOrderOnly ? 'yes' : 'no') },
    { header: 'restrictedToEmail', value: (row) => row.restrictedToEmail },
    { header: 'startsAt', value: (row) => row.startsAt },
    { header: 'endsAt', value: (row) => row.endsAt },
    { header: 'createdAt', value: (row) => row.createdAt },
    { header: 'discountId', value: (row) => row.id },
  ];
}

export const exportDiscounts = (db: DbOrTx, query: DiscountListQuery) => ({
  columns: discountColumns(new Date()),
  batches: discountBatches(db, query),
});
