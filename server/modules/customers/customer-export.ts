/**
 * The customers list as CSV (GET /admin/customers/export): every customer the list shows for the
 * same search, status and sort (customer-list.ts' condition and keys), read in keyset batches;
 * a sort by a figure walks customer_figures' index as the list's pages do. Money in pounds, moments
 * in ISO 8601 (docs/decisions/0229-list-exports.md).
 */
import { eq } from 'drizzle-orm';
import { BASE_CURRENCY } from '#domain/money';
import type { DbOrTx } from '../../db/client';
import { customerFigures, customers } from '../../db/schema';
import { type CsvColumns, csvMoney } from '../../lib/csv';
import { type BatchRow, listBatches } from '../../lib/sort-keys';
import { customerFilters, type CustomerListQuery, customerSortKeys, sortsByFigure, summaryColumns } from './customer-list';

const customerBatches = (db: DbOrTx, query: CustomerListQuery) =>
  listBatches(customerSortKeys(query), customerFilters(query), (cursor) => {
    const fields = { ...summaryColumns, cursor };
    return sortsByFigure(query)
      ? db.select(fields).from(customerFigures).innerJoin(customers, eq(customers.id, customerFigures.customerId))
      : db.select(fields).from(customers);
  });

type Row = BatchRow<ReturnType<typeof customerBatches>>;

export const CUSTOMER_COLUMNS: CsvColumns<Row> = [
  { header: 'firstName', value: (row) => row.firstName },
  { header: 'lastName', value: (row) => row.lastName },
  { header: 'email', value: (row) => row.email },
  { header: 'phone', value: (row) => row.phone },
  { header: 'status', value: (row) => row.status },
  { header: 'orders', value: (row) => row.orderCount },
  { header: `totalSpent (${BASE_CURRENCY})`, value: (row) => csvMoney(row.totalSpent) },
  { header: 'joinedAt', value: (row) => row.createdAt },
  { header: 'lastSignInAt', value: (row) => row.lastLoginAt },
  { header: 'customerId', value: (row) => row.id },
];

export const exportCustomers = (db: DbOrTx, query: CustomerListQuery) => ({
  columns: CUSTOMER_COLUMNS,
  batches: customerBatches(db, query),
});
