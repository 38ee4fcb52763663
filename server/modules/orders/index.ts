/**
 * The orders module's public surface: its routes (a customer's own orders, store-routes.ts; every
 * order for the back office, admin-routes.ts), and what checkout and the dashboard may use. Orders
 * own their stock holds, their provider operations, their status changes and their reads; other
 * modules import from here, never from the files behind it.
 */
import type { App } from '../../app-types';
import { adminOrderRoutes } from './admin-routes';
import { storeOrderRoutes } from './store-routes';

export { followStockTake, releaseOrderStock, type StockLine, stockTake, takeStock, type TakenStock } from './stock';
export { runOperation, orderOperationsJob, ORDER_BUSY, type Operation } from './operations';
export { refundPaidOrder } from './refunds';
export { adminPartialRefund, adminRefund, adminRefundKeepingStock } from './admin-refund';
export { toOrderDetail } from './order-queries';
export { payabilityOf } from './payability';
export { emailOrderOf, orderLinesOf, orderNewsOf } from './order-email';
export { paidPushInsert } from './status-pushes';
export { cancelAndRefund } from './cancel-order';
export { itemCount, listOrders as listCustomerOrders, ORDER_NOT_FOUND } from './order-queries';
export { listAllOrders } from './admin-order-list';
export { expireReservation, lapseReservations, RESERVATION_JOB, reservationSweeperJob } from './reservations';

export async function orderRoutes(app: App): Promise<void> {
  await app.register(storeOrderRoutes);
  await app.register(adminOrderRoutes);
}

import { adminPartialRefund, adminRefund, adminRefundKeepingStock } from './admin-refund';
import { cancelAndRefund } from './cancel-order';
import type { OrderOperation, Operation } from './operations';
import { refundPaidOrder } from './refunds';
import { expireReservation } from './reservations';

/** Every order operation by its mark, for the recovery job. */
export const ORDER_OPERATIONS: { [K in OrderOperation]: Operation<unknown> } = {
  cancel_and_refund: cancelAndRefund,
  refund: refundPaidOrder,
  admin_refund: adminRefund,
  admin_refund_keep_stock: adminRefundKeepingStock,
  admin_partial_refund: adminPartialRefund,
  expire: expireReservation,
};
