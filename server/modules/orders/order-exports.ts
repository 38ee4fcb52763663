/**
 * The orders list as CSV (GET /admin/orders/export) and its order lines, one line per line of
 * each order (GET /admin/orders/lines/export): the orders the list shows for the same search,
 * filters and sort (admin-order-list.ts' conditions and keys, so the two cannot disagree), read
 * in keyset batches. The lines of each batch of orders are read by their ids, so the lines file
 * follows the orders' order, each order's lines by name as its page shows them. Money in pounds
 * (the currency in the header), moments in ISO 8601 (docs/decisions/0229-list-exports.md). A line
 * carries the size and SKU the order kept, as it was sold (docs/decisions/0249-sizes-as-variants.md).
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { BASE_CURRENCY } from '#domain/money';
import { shownPaymentStatus } from '#domain/order-status';
import type { DbOrTx } from '../../db/client';
import { customers, orderLines, orders } from '../../db/schema';
import { type CsvColumns, csvMoney } from '../../lib/csv';
import { type BatchRow, listBatches } from '../../lib/sort-keys';
import { orderFilters, type OrderListQuery, orderSortKeys } from './admin-order-list';
import { itemCount, refundedAmount } from './order-queries';
import { LINES_IN_SHOP_ORDER } from './line-order';

const GBP = `(${BASE_CURRENCY})`;

const exportColumns = {
  id: orders.id,
  number: orders.number,
  createdAt: orders.createdAt,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  email: orders.email,
  firstName: customers.firstName,
  lastName: customers.lastName,
  itemCount,
  subtotal: orders.subtotal,
  discount: orders.discount,
  discountCode: orders.discountCode,
  shipping: orders.shipping,
  tax: orders.tax,
  total: orders.total,
  paidAt: orders.paidAt,
  refundedAt: orders.refundedAt,
  refundedAmount,
  shippingCountry: sql<string | null>`${orders.shippingAddress}->>'country'`,
};

const orderBatches = (db: DbOrTx, query: OrderListQuery) =>
  listBatches(orderSortKeys(query), orderFilters(query), (cursor) =>
    db.select({ ...exportColumns, cursor }).from(orders).leftJoin(customers, eq(customers.id, orders.customerId)),
  );

type OrderExportRow = BatchRow<ReturnType<typeof orderBatches>>;

const customerName = (row: { firstName: string | null; lastName: string | null }) =>
  row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim();

export const ORDER_COLUMNS: CsvColumns<OrderExportRow> = [
  { header: 'order', value: (row) => row.number },
  { header: 'placedAt', value: (row) => row.createdAt },
  { header: 'status', value: (row) => row.status },
  // As the list and the order's page show it: "partially refunded", "cancelled" for a cancelled unpaid order.
  { header: 'paymentStatus', value: (row) => shownPaymentStatus(row) },
  { header: 'customer', value: customerName },
  { header: 'email', value: (row) => row.email },
  { header: 'items', value: (row) => row.itemCount },
  { header: `subtotal ${GBP}`, value: (row) => csvMoney(row.subtotal) },
  { header: `discount ${GBP}`, value: (row) => csvMoney(row.discount) },
  { header: 'discountCode', value: (row) => row.discountCode },
  { header: `shipping ${GBP}`, value: (row) => csvMoney(row.shipping) },
  { header: `tax ${GBP}`, value: (row) => csvMoney(row.tax) },
  { header: `total ${GBP}`, value: (row) => csvMoney(row.total) },
  { header: `refunded ${GBP}`, value: (row) => csvMoney(row.refundedAmount) },
  { header: 'paidAt', value: (row) => row.paidAt },
  { header: 'refundedAt', value: (row) => row.refundedAt },
  { header: 'shippingCountry', value: (row) => row.shippingCountry },
  { header: 'orderId', value: (row) => row.id },
];

export const exportOrders = (db: DbOrTx, query: OrderListQuery) => ({ columns: ORDER_COLUMNS, batches: orderBatches(db, query) });

interface OrderLineExportRow {
  order: OrderExportRow;
  name: string;
  variantName: string;
  sku: string;
  productId: string | null;
  variantId: string | null;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
}

/** Each batch of the list's orders with their lines, in the orders' order, each order's lines by name. */
async function* lineBatches(db: DbOrTx, query: OrderListQuery): AsyncGenerator<OrderLineExportRow[]> {
  for await (const batch of orderBatches(db, query)) {
    const byId = new Map(batch.map((order) => [order.id, order]));
    const lines = await db
      .select({
        orderId: orderLines.orderId,
        name: orderLines.name,
        variantName: orderLines.variantName,
        sku: orderLines.sku,
        productId: orderLines.productId,
        variantId: orderLines.variantId,
        unitPrice: orderLines.unitPrice,
        quantity: orderLines.quantity,
        lineTotal: orderLines.lineTotal,
      })
      .from(orderLines)
      .where(inArray(orderLines.orderId, [...byId.keys()]))
      .orderBy(asc(orderLines.orderId), ...LINES_IN_SHOP_ORDER);
    const linesOf = new Map<string, OrderLineExportRow[]>();
    for (const { orderId, ...line } of lines) {
      const ofOrder = linesOf.get(orderId) ?? [];
      ofOrder.push({ order: byId.get(orderId)!, ...line });
      linesOf.set(orderId, ofOrder);
    }
    yield batch.flatMap((order) => linesOf.get(order.id) ?? []);
  }
}

const ofOrder = (column: CsvColumns<OrderExportRow>[number]): CsvColumns<OrderLineExportRow>[number] => ({ header: column.header, value: (line) => column.value(line.order) });
const orderColumn = (header: string) => ofOrder(ORDER_COLUMNS.find((column) => column.header === header)!);

export const ORDER_LINE_COLUMNS: CsvColumns<OrderLineExportRow> = [
  ...['order', 'placedAt', 'status', 'paymentStatus', 'customer', 'email'].map(orderColumn),
  { header: 'product', value: (line) => line.name },
  { header: 'size', value: (line) => line.variantName },
  { header: 'sku', value: (line) => line.sku },
  { header: `unitPrice ${GBP}`, value: (line) => csvMoney(line.unitPrice) },
  { header: 'quantity', value: (line) => line.quantity },
  { header: `lineTotal ${GBP}`, value: (line) => csvMoney(line.lineTotal) },
  { header: 'productId', value: (line) => line.productId },
  { header: 'variantId', value: (line) => line.variantId },
  orderColumn('orderId'),
];

export const exportOrderLines = (db: DbOrTx, query: OrderListQuery) => ({ columns: ORDER_LINE_COLUMNS, batches: lineBatches(db, query) });
