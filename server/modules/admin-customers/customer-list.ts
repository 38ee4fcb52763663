/**
 * GET /admin/customers: one page of customers with their order count and money spent, searched
 * over name and email. The figures are computed for the page's rows only (a correlated subquery
 * on orders_customer_idx), never for the whole table or the rows a deep page skips. The total
 * comes from the maintained row counts unless a search narrows the list, and a page past the middle
 * is read from the far end (lib/admin-lists.ts pageWindow; docs/decisions/0117).
 */
import { and, count, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminCustomerList, AdminCustomerSummary, adminCustomerListQuery } from '#contracts/admin-customers';
import type { DbOrTx } from '../../db/client';
import { customers, orders } from '../../db/schema';
import { countedRows } from '../../db/row-counts';
import { containsPattern, flipped, inAskedOrder, pageFields, type PageWindow, pageWindow, sortedBy } from '../../lib/admin-lists';

type ListQuery = z.output<typeof adminCustomerListQuery>;

/** The text a customer search looks in; the trigram index customers_search_idx is on this expression. */
export const customerSearchText = sql`(${customers.firstName} || ' ' || ${customers.lastName} || ' ' || ${customers.email})`;

const customerId = sql`${sql.identifier('customers')}.${sql.identifier('id')}`;
export const orderCount = sql<number>`(select count(*)::int from ${orders} where ${orders.customerId} = ${customerId})`;
export const totalSpent = sql<number>`(select coalesce(sum(${orders.total}), 0)::int from ${orders} where ${orders.customerId} = ${customerId} and ${orders.paymentStatus} = 'paid')`;

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

function filtersOf(query: ListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(customers.status, query.status));
  if (query.search) conditions.push(sql`${customerSearchText} ilike ${containsPattern(query.search)}`);
  return conditions.length ? and(...conditions) : undefined;
}

const SORT_COLUMN = {
  createdAt: customers.createdAt,
  email: customers.email,
  lastLoginAt: customers.lastLoginAt,
  name: sql`${customers.lastName} || ' ' || ${customers.firstName}`,
} as const;

/**
 * A sort by a figure needs it for every customer, not just the page's: orders grouped by customer
 * once (one pass over orders_customer_idx's table) and joined, rather than the two correlated
 * subqueries 50,000 times (docs/decisions/0163). Customers without orders have no row: 0.
 */
function figuresOf(db: DbOrTx) {
  return db
    .select({
      figuresCustomerId: orders.customerId,
      orderCount: sql<number>`count(*)::int`.as('figures_order_count'),
      totalSpent: sql<number>`coalesce(sum(${orders.total}) filter (where ${orders.paymentStatus} = 'paid'), 0)::int`.as('figures_total_spent'),
    })
    .from(orders)
    .where(isNotNull(orders.customerId))
    .groupBy(orders.customerId)
    .as('figures');
}

const FIGURE_SORTS = new Set<ListQuery['sortBy']>(['orderCount', 'totalSpent']);

/** The page's ids in the asked order, from the index alone unless the sort is by a figure. */
function pageIds(db: DbOrTx, query: ListQuery, where: SQL | undefined, window: PageWindow) {
  const direction = window.reversed ? flipped(query.sortOrder) : query.sortOrder;
  if (!FIGURE_SORTS.has(query.sortBy)) {
    const order = sortedBy(SORT_COLUMN[query.sortBy as keyof typeof SORT_COLUMN], customers.id, direction);
    return { order, ids: db.select({ pageId: customers.id }).from(customers).where(where).orderBy(...order).limit(window.limit).offset(window.offset) };
  }
  const figures = figuresOf(db);
  const figure = query.sortBy === 'orderCount' ? figures.orderCount : figures.totalSpent;
  const order = sortedBy(sql`coalesce(${figure}, 0)`, customers.id, direction);
  return {
    order: sortedBy(query.sortBy === 'orderCount' ? orderCount : totalSpent, customers.id, direction),
    ids: db
      .select({ pageId: customers.id })
      .from(customers)
      .leftJoin(figures, eq(figures.figuresCustomerId, customers.id))
      .where(where)
      .orderBy(...order)
      .limit(window.limit)
      .offset(window.offset),
  };
}

/** The total: from the maintained counts unless a search narrows it (db/row-counts.ts). */
async function totalOf(db: DbOrTx, query: ListQuery, where: SQL | undefined): Promise<number> {
  if (!query.search) return countedRows(db, 'customers', query.status && ((bucket) => bucket === query.status));
  const [row] = await db.select({ total: count() }).from(customers).where(where);
  return row?.total ?? 0;
}

export async function listCustomers(db: DbOrTx, query: ListQuery): Promise<AdminCustomerList> {
  const where = filtersOf(query);
  const total = await totalOf(db, query, where);
  const window = pageWindow(query, total);
  if (!window) return { customers: [], totalCustomers: total, ...pageFields(query, total) };
  // The page's ids first; the figures shown are then computed for those rows only (computed in
  // the same select as OFFSET, they would be for every row skipped too).
  const { order, ids } = pageIds(db, query, where, window);
  const page = db.$with('page').as(ids);
  const rows = await db.with(page).select(summaryColumns).from(customers).innerJoin(page, eq(page.pageId, customers.id)).orderBy(...order);
  return { customers: inAskedOrder(rows, window).map(toCustomerSummary), totalCustomers: total, ...pageFields(query, total) };
}
