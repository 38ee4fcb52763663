/**
 * GET /admin/customers: one page of customers with their order count and money spent, searched
 * over name and email. The figures are the ones the database keeps per customer (customer_figures,
 * migration 0009), so a sort by a figure is a walk of its index like any other sort, and the page's
 * rows read their figures by key. The total comes from the maintained row counts unless a search
 * narrows the list, and a page past the middle is read from the far end (lib/admin-lists.ts
 * pageWindow; docs/decisions/0117, docs/decisions/0205).
 */
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminCustomerList, AdminCustomerSummary, adminCustomerListQuery } from '#contracts/admin-customers';
import type { DbOrTx } from '../../db/client';
import { customerFigures, customers } from '../../db/schema';
import { countedRows } from '../../db/row-counts';
import { containsPattern, listAnswer, type PageWindow, windowedPage } from '../../lib/admin-lists';
import { keysBy, orderOf, type SortKey } from '../../lib/sort-keys';

/** The list's filters and sort (its page and size are ignored by an export). */
export type CustomerListQuery = z.output<typeof adminCustomerListQuery>;
type ListQuery = CustomerListQuery;

/** The text a customer search looks in; the trigram index customers_search_idx is on this expression. */
export const customerSearchText = sql`(${customers.firstName} || ' ' || ${customers.lastName} || ' ' || ${customers.email})`;

const customerId = sql`${sql.identifier('customers')}.${sql.identifier('id')}`;
/** A customer's kept figure, 0 if their row were ever missing (a customer without orders has 0). */
const keptFigure = (column: typeof customerFigures.orderCount | typeof customerFigures.totalSpent) =>
  sql<number>`coalesce((select ${column} from ${customerFigures} where ${customerFigures.customerId} = ${customerId}), 0)`.mapWith(Number);
export const orderCount = keptFigure(customerFigures.orderCount);
export const totalSpent = keptFigure(customerFigures.totalSpent);

export const summaryColumns = {
  id: customers.id,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  phone: customers.phone,
  status: customers.status,
  createdAt: customers.createdAt,
  lastLoginAt: customers.lastLoginAt,
  orderCount,
  totalSpent,
};

type SummaryRow = Omit<AdminCustomerSummary, 'status' | 'createdAt' | 'lastLoginAt'> & {
  status: string;
  createdAt: Date;
  lastLoginAt: Date | null;
};

export function toCustomerSummary(row: SummaryRow): AdminCustomerSummary {
  return {
    ...row,
    status: row.status as AdminCustomerSummary['status'],
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

/** The list's WHERE: the page and its export filter with this one condition. */
export function customerFilters(query: ListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(customers.status, query.status));
  if (query.search) conditions.push(sql`${customerSearchText} ilike ${containsPattern(query.search)}`);
  return conditions.length ? and(...conditions) : undefined;
}

const SORT_KEY = {
  createdAt: [customers.createdAt, 'timestamptz'],
  email: [customers.email, 'text'],
  lastLoginAt: [customers.lastLoginAt, 'timestamptz'],
  name: [sql`${customers.lastName} || ' ' || ${customers.firstName}`, 'text'],
  // Read from customer_figures, where every customer has a row: a walk of its (figure, id) index.
  orderCount: [customerFigures.orderCount, 'integer'],
  totalSpent: [customerFigures.totalSpent, 'bigint'],
} as const satisfies Record<ListQuery['sortBy'], [SortKey['value'], SortKey['type']]>;

const FIGURE_SORTS = new Set<ListQuery['sortBy']>(['orderCount', 'totalSpent']);

/** Whether the sort reads customer_figures (its keys are that table's columns). */
export const sortsByFigure = (query: ListQuery) => FIGURE_SORTS.has(query.sortBy);

/** The list's order: the page and its export read the rows in these keys' order. */
export function customerSortKeys(query: ListQuery): SortKey[] {
  const [value, type] = SORT_KEY[query.sortBy];
  return keysBy(value, type, sortsByFigure(query) ? customerFigures.customerId : customers.id, query.sortOrder, query.sortBy === 'lastLoginAt');
}

/** A page's ids, named alike whichever table they come from. */
const pageIdOf = (column: typeof customers.id | typeof customerFigures.customerId) => ({ pageId: sql<string>`${column}`.as('page_id') });

/**
 * The page's ids in the asked order (a CTE), from an index alone: the customers' own, or for a sort
 * by a figure customer_figures' (every customer has a row there), joined to the customers only when
 * a filter needs their columns.
 */
function pageIds(db: DbOrTx, query: ListQuery, where: SQL | undefined, window: PageWindow) {
  const keys = customerSortKeys(query);
  if (!sortsByFigure(query)) {
    const order = orderOf(keys, window.reversed);
    const ids = db.select(pageIdOf(customers.id)).from(customers).where(where).orderBy(...order).limit(window.limit).offset(window.offset);
    return { order, page: db.$with('page').as(ids) };
  }
  let ids = db.select(pageIdOf(customerFigures.customerId)).from(customerFigures).$dynamic();
  if (where) ids = ids.innerJoin(customers, eq(customers.id, customerFigures.customerId)).where(where);
  ids = ids.orderBy(...orderOf(keys, window.reversed)).limit(window.limit).offset(window.offset);
  // The page's rows, read by id, are put in the same order by the figures' values shown.
  const shown = keysBy(query.sortBy === 'orderCount' ? orderCount : totalSpent, 'bigint', customers.id, query.sortOrder);
  return { order: orderOf(shown, window.reversed), page: db.$with('page').as(ids) };
}

/** The total: from the maintained counts unless a search narrows it (db/row-counts.ts). */
async function totalOf(db: DbOrTx, query: ListQuery, where: SQL | undefined): Promise<number> {
  if (!query.search) return countedRows(db, 'customers', query.status && ((bucket) => bucket === query.status));
  const [row] = await db.select({ total: count() }).from(customers).where(where);
  return row?.total ?? 0;
}

export async function listCustomers(db: DbOrTx, query: ListQuery): Promise<AdminCustomerList> {
  const where = customerFilters(query);
  const total = await totalOf(db, query, where);
  const rows = await windowedPage(query, total, (window) => {
    // The page's ids first; the figures shown are then computed for those rows only (computed in
    // the same select as OFFSET, they would be for every row skipped too).
    const { order, page } = pageIds(db, query, where, window);
    return db.with(page).select(summaryColumns).from(customers).innerJoin(page, eq(page.pageId, customers.id)).orderBy(...order);
  });
  return customerList(rows.map(toCustomerSummary), query, total);
}

/** The common answer, with the product rules' own names for its total and paging beside it (decision 0208). */
function customerList(rows: AdminCustomerList['customers'], query: ListQuery, total: number): AdminCustomerList {
  const answer = listAnswer('customers', rows, query, total);
  return { ...answer, totalCustomers: total, currentPage: answer.pagination.page, totalPages: answer.pagination.totalPages };
}
