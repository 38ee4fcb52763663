/**
 * GET /admin/orders: one page of every customer's orders, found by order number or customer,
 * filtered by status, payment status, customer and days, sorted and paged. The item count is
 * computed for the page's rows only; the total comes from the maintained row counts when only the
 * status filters apply, and a page past the middle is read from the far end (docs/decisions/0117).
 * A bulk action's "every order that matches" reads its orders with the same filters and order
 * (ordersMatching), so it acts on exactly what the list shows.
 */
import { and, count, eq, gte, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import { shownPaymentStatus, UNPAID_PAYMENT_STATUSES } from '#domain/order-status';
import type { z } from 'zod';
import type { AdminOrderList, AdminOrderSummary, adminOrderListQuery, PaymentFilter } from '#contracts/admin-orders';
import type { DbOrTx } from '../../db/client';
import { customers, orders } from '../../db/schema';
import { countedRows } from '../../db/row-counts';
import { containsPattern, listAnswer, windowedPage } from '../../lib/admin-lists';
import { orderOf, sortKeysBy } from '../../lib/sort-keys';
import { orderFigureColumns, PARTIALLY_REFUNDED } from './order-queries';

/** The list's filters and sort (its page and size are ignored by an export). */
export type OrderListQuery = z.output<typeof adminOrderListQuery>;
type ListQuery = OrderListQuery;

const ORDER_NUMBER = /^#?(\d{1,9})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The customers whose name or email holds the text (customers_search_idx answers it). */
const customersMatching = (pattern: string) =>
  sql`(select ${customers.id} from ${customers} where (${customers.firstName} || ' ' || ${customers.lastName} || ' ' || ${customers.email}) ilike ${pattern})`;

function searchOf(search: string): SQL {
  const number = ORDER_NUMBER.exec(search);
  if (number) return eq(orders.number, Number(number[1]));
  const pattern = containsPattern(search);
  // = any(array(...)) rather than in (...): the planner can then OR two index scans (email trigrams,
  // orders_customer_idx) instead of filtering every order.
  return sql`(${orders.email} ilike ${pattern} or ${orders.customerId} = any(array${customersMatching(pattern)}))`;
}

/** The payment filter as a condition: the rows whose payment the list shows as `filter` (shownPaymentStatus). */
function paymentCondition(filter: PaymentFilter): SQL {
  switch (filter) {
    case 'partially_refunded':
      return PARTIALLY_REFUNDED;
    case 'cancelled':
      return and(eq(orders.status, 'cancelled'), inArray(orders.paymentStatus, [...UNPAID_PAYMENT_STATUSES]))!;
    case 'pending':
    case 'failed':
      return and(eq(orders.paymentStatus, filter), ne(orders.status, 'cancelled'))!;
    default:
      return eq(orders.paymentStatus, filter);
  }
}

/** The list's WHERE: the page and its export filter with this one condition. */
export function orderFilters(query: ListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.search) conditions.push(searchOf(query.search));
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.paymentStatus) conditions.push(paymentCondition(query.paymentStatus));
  if (query.customerId) conditions.push(eq(orders.customerId, query.customerId));
  if (query.from) conditions.push(gte(orders.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) conditions.push(lt(orders.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)));
  return conditions.length ? and(...conditions) : undefined;
}

/** The list's order: the page and its export read the rows in these keys' order. */
export const orderSortKeys = sortKeysBy<ListQuery['sortBy']>(
  {
    createdAt: [orders.createdAt, 'timestamptz'],
    total: [orders.total, 'integer'],
    number: [orders.number, 'integer'],
  },
  orders.id,
);

/**
 * The total: from the maintained counts when only status and payment status filter (db/row-counts.ts).
 * Those count by stored status pairs, which say how a payment is shown but for refunds: "partially
 * refunded" (paid, with refunds) is counted by the query.
 */
async function totalOf(db: DbOrTx, query: ListQuery, where: SQL | undefined): Promise<number> {
  if (!query.search && !query.customerId && !query.from && !query.to && query.paymentStatus !== 'partially_refunded') {
    return countedRows(db, 'orders', (bucket) => {
      const [status = '', paymentStatus = ''] = bucket.split('/');
      return (!query.status || status === query.status) && (!query.paymentStatus || shownPaymentStatus({ status, paymentStatus }) === query.paymentStatus);
    });
  }
  const [row] = await db.select({ total: count() }).from(orders).where(where);
  return row?.total ?? 0;
}

/** The orders the list's filters match, in the list's order, as bulk targets: at most `limit`. */
export async function ordersMatching(db: DbOrTx, query: ListQuery, limit: number): Promise<{ id: string; label: string }[]> {
  const rows = await db
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(orderFilters(query))
    .orderBy(...orderOf(orderSortKeys(query), false))
    .limit(limit);
  return rows.map((row) => ({ id: row.id, label: `#${row.number}` }));
}

export async function listAllOrders(db: DbOrTx, query: ListQuery): Promise<AdminOrderList> {
  const where = orderFilters(query);
  const total = await totalOf(db, query, where);
  const rows = await windowedPage(query, total, (window) => {
    const order = orderOf(orderSortKeys(query), window.reversed);
    // The page's ids first; item counts and customers are then read for those rows only.
    const page = db.$with('page').as(db.select({ pageId: orders.id }).from(orders).where(where).orderBy(...order).limit(window.limit).offset(window.offset));
    return db
      .with(page)
      .select({
        ...orderFigureColumns,
        email: orders.email,
        customerId: customers.id,
        firstName: customers.firstName,
        lastName: customers.lastName,
      })
      .from(orders)
      .innerJoin(page, eq(page.pageId, orders.id))
      .leftJoin(customers, eq(customers.id, orders.customerId))
      .orderBy(...order);
  });
  const summaries = rows.map(({ customerId, firstName, lastName, ...order }) => ({
    ...order,
    status: order.status as AdminOrderSummary['status'],
    paymentStatus: order.paymentStatus as AdminOrderSummary['paymentStatus'],
    createdAt: order.createdAt.toISOString(),
    customer: customerId && firstName !== null && lastName !== null ? { id: customerId, firstName, lastName } : null,
  }));
  return listAnswer('orders', summaries, query, total);
}
