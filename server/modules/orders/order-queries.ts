/**
 * Reads of the signed-in customer's orders: summaries by tab, one order in full, and the
 * dashboard figures. Every query is scoped to the customer: another customer's order is
 * "not found", never "forbidden".
 */
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  CANCELLABLE_STATUSES,
  type CustomerDashboard,
  ORDER_GROUPS,
  type OrderDetail,
  type OrderGroup,
  type OrderRefund,
  type OrderSummary,
} from '#contracts/orders';
import type { Pagination } from '#contracts/envelope';
import { trackingUrl } from '#domain/tracking';
import type { DbOrTx } from '../../db/client';
import { customers, orderLines, orders, refunds, type OrderLineRow, type OrderRow, type RefundRow } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { offsetOf, paginationOf } from '../../lib/paging';
import { LINES_IN_SHOP_ORDER } from './line-order';
import { payabilityOf } from './payability';

export const ORDER_NOT_FOUND = 'Order not found';
export const RECENT_ORDERS = 5;


// Drizzle writes columns unqualified in a one-table select, and inside the subqueries a bare "id"
// would mean order_lines.id: the outer order's id is named in full.
const outerOrderId = sql`${sql.identifier('orders')}.${sql.identifier('id')}`;
/** Units across an order's lines, as a column of any select from `orders` (customer and admin lists). */
export const itemCount = sql<number>`(select coalesce(sum(${orderLines.quantity}), 0)::int from ${orderLines} where ${orderLines.orderId} = ${outerOrderId})`;
// order_lines has no position column, so "the first line" is not recorded: the picture shown is
// the line the customer spent most on, which is also the most recognisable one.
const coverImage = sql<string | null>`(select ${orderLines.image} from ${orderLines} where ${orderLines.orderId} = ${outerOrderId} order by ${orderLines.lineTotal} desc, ${orderLines.name} asc limit 1)`;
/**
 * Pence given back by refunds that went through, as a column of any select from `orders` (customer
 * and admin lists), read for the listed rows only (refunds_order_idx answers it): a paid order with
 * some reads "partially refunded" (shownPaymentStatus, docs/decisions/0232-partial-refunds.md).
 */
export const refundedAmount = sql<number>`(select coalesce(sum(${refunds.amount}), 0)::int from ${refunds} where ${refunds.orderId} = ${outerOrderId} and ${refunds.status} = 'succeeded')`;
/** shownPaymentStatus's "partially refunded" as a condition on `orders`: paid, and some refund went through. */
export const PARTIALLY_REFUNDED = sql`(${orders.paymentStatus} = 'paid' and exists (select 1 from ${refunds} where ${refunds.orderId} = ${outerOrderId} and ${refunds.status} = 'succeeded'))`;

/** The figures every list of orders shows for an order: the customer's own list and the back office's. */
export const orderFigureColumns = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  total: orders.total,
  currency: orders.currency,
  createdAt: orders.createdAt,
  itemCount,
  refundedAmount,
};

const summaryColumns = { ...orderFigureColumns, image: coverImage };

type SummaryRow = Omit<OrderSummary, 'createdAt'> & { createdAt: Date };
const toSummary = (row: SummaryRow): OrderSummary => ({ ...row, createdAt: row.createdAt.toISOString() });

function whereCustomer(customerId: string, group?: OrderGroup): SQL {
  const mine = eq(orders.customerId, customerId);
  return group ? and(mine, inArray(orders.status, [...ORDER_GROUPS[group]]))! : mine;
}

export async function listOrders(
  db: DbOrTx,
  customerId: string,
  query: { group?: OrderGroup; page: number; limit: number },
): Promise<{ orders: OrderSummary[]; pagination: Pagination }> {
  const where = whereCustomer(customerId, query.group);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return {
    orders: rows.map(toSummary),
    pagination: paginationOf(query, total),
  };
}

export async function recentOrders(db: DbOrTx, customerId: string): Promise<OrderSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(orders)
    .where(whereCustomer(customerId))
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(RECENT_ORDERS);
  return rows.map(toSummary);
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** An order's refunds that went through, oldest first (pending and failed ones are not refunds). */
export function settledRefundsOf(db: DbOrTx, orderId: string): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'succeeded')))
    .orderBy(asc(refunds.settledAt), asc(refunds.id));
}

export function toOrderRefund(refund: RefundRow): OrderRefund {
  return {
    id: refund.id,
    amount: refund.amount,
    refundedAt: (refund.settledAt ?? refund.createdAt).toISOString(),
    lines: refund.lines.map(({ orderLineId, name, quantity, amount }) => ({ orderLineId, name, quantity, amount })),
  };
}

export function toOrderDetail(order: OrderRow, lines: OrderLineRow[], settled: readonly RefundRow[] = []): OrderDetail {
  const refundedUnits = new Map<string, number>();
  for (const refund of settled) for (const line of refund.lines) refundedUnits.set(line.orderLineId, (refundedUnits.get(line.orderLineId) ?? 0) + line.quantity);
  const byValue = [...lines].sort((a, b) => b.lineTotal - a.lineTotal || a.name.localeCompare(b.name));
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    paymentStatus: order.paymentStatus,
    total: order.total,
    currency: order.currency,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    image: byValue[0]?.image ?? null,
    createdAt: order.createdAt.toISOString(),
    email: order.email,
    lines: lines.map((line) => ({
      id: line.id,
      productId: line.productId,
      variantId: line.variantId,
      name: line.name,
      variantName: line.variantName,
      sku: line.sku,
      image: line.image,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      lineTotal: line.lineTotal,
      refundedQuantity: refundedUnits.get(line.id) ?? 0,
    })),
    subtotal: order.subtotal,
    shipping: order.shipping,
    tax: order.tax,
    discount: order.discount,
    discountCode: order.discountCode,
    shippingAddress: order.shippingAddress,
    billingAddress: order.billingAddress,
    timeline: {
      createdAt: order.createdAt.toISOString(),
      paidAt: iso(order.paidAt),
      fulfilledAt: iso(order.fulfilledAt),
      shippedAt: iso(order.shippedAt),
      deliveredAt: iso(order.deliveredAt),
      cancelledAt: iso(order.cancelledAt),
      refundedAt: iso(order.refundedAt),
    },
    tracking:
      order.trackingCarrier && order.trackingNumber
        ? { carrier: order.trackingCarrier, number: order.trackingNumber, url: trackingUrl(order.trackingCarrier, order.trackingNumber) }
        : null,
    refunds: settled.map(toOrderRefund),
    refundedAmount: settled.reduce((sum, refund) => sum + refund.amount, 0),
    canCancel: (CANCELLABLE_STATUSES as readonly string[]).includes(order.status),
    canPay: payabilityOf(order) === 'payable',
    reservedUntil: order.status === 'pending' && order.paymentStatus !== 'paid' ? iso(order.reservedUntil) : null,
  };
}

export async function orderDetail(db: DbOrTx, customerId: string, orderId: string): Promise<OrderDetail> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const [lines, settled] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(...LINES_IN_SHOP_ORDER),
    settledRefundsOf(db, order.id),
  ]);
  return toOrderDetail(order, lines, settled);
}

const inGroup = (group: OrderGroup) => inArray(orders.status, [...ORDER_GROUPS[group]]);

export async function customerDashboard(db: DbOrTx, customerId: string): Promise<CustomerDashboard> {
  const [[figures], [member]] = await Promise.all([
    db
      .select({
        totalOrders: sql<number>`count(*)::int`,
        ongoingOrders: sql<number>`(count(*) filter (where ${inGroup('ongoing')}))::int`,
        completedOrders: sql<number>`(count(*) filter (where ${inGroup('completed')}))::int`,
        cancelledOrders: sql<number>`(count(*) filter (where ${inGroup('cancelled')}))::int`,
        totalSpent: sql<number>`coalesce(sum(${orders.total}) filter (where ${orders.paymentStatus} = 'paid'), 0)::int`,
      })
      .from(orders)
      .where(eq(orders.customerId, customerId)),
    db.select({ createdAt: customers.createdAt }).from(customers).where(eq(customers.id, customerId)),
  ]);
  if (!member) throw notFound('Account not found');
  return {
    totalOrders: figures?.totalOrders ?? 0,
    ongoingOrders: figures?.ongoingOrders ?? 0,
    completedOrders: figures?.completedOrders ?? 0,
    cancelledOrders: figures?.cancelledOrders ?? 0,
    totalSpent: figures?.totalSpent ?? 0,
    memberSince: member.createdAt.toISOString(),
  };
}
