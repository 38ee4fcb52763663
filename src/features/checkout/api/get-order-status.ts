import type { OrderStatusAnswer } from '../../../contracts/checkout';
import type { ApiEnvelope } from '../../../contracts/envelope';
import { customerApi, unwrap } from '../../../lib/api-client';

/** GET /general/checkout/{orderId}/status: the order's status and payment status, to its owner. */
export function getOrderStatus(orderId: string): Promise<OrderStatusAnswer> {
  return unwrap(customerApi.get<ApiEnvelope<OrderStatusAnswer>>(`/general/checkout/${encodeURIComponent(orderId)}/status`));
}
