/**
 * The orders module's public surface: what checkout and the back office may use. Orders own their
 * stock and discount holds, their provider operations and their reads; other modules import from
 * here, never from the files behind it.
 */
export { takeDiscountUse, takeStock, releaseOrderStock } from './stock';
export { runOperation, orderOperationsJob, ORDER_BUSY, type Operation, type OrderRow, type PaymentRow } from './operations';
export { refundPaidOrder } from './refunds';
export { adminRefund } from './admin-refund';
export { toOrderDetail } from './order-queries';
export { emailOrderOf, orderLinesOf } from './order-email';
export { cancelAndRefund } from './cancel-order';
export { itemCount, listOrders as listCustomerOrders, ORDER_NOT_FOUND } from './order-queries';
export { customerOrderRoutes } from './customer-routes';
export { expireReservation, RESERVATION_JOB, reservationSweeperJob } from './reservations';

import { adminRefund } from './admin-refund';
import { cancelAndRefund } from './cancel-order';
import type { OrderOperation, Operation } from './operations';
import { refundPaidOrder } from './refunds';
import { expireReservation } from './reservations';

/** Every order operation by its mark, for the recovery job. */
export const ORDER_OPERATIONS: { [K in OrderOperation]: Operation<unknown> } = {
  cancel_and_refund: cancelAndRefund,
  refund: refundPaidOrder,
  admin_refund: adminRefund,
  expire: expireReservation,
};
