import type { OrderDetail } from '../../../contracts/orders';
import { customerApi } from '../../../lib/api-client';
import type { ApiEnvelope } from '../../../contracts/envelope';

export interface CancelledOrder {
  order: OrderDetail;
  /** The server's sentence: "Your order has been cancelled" or "… cancelled and refunded". */
  message: string;
}

/**
 * PUT /user/orders/{id}/cancel: accepted while pending or unfulfilled, a paid order is refunded
 * in the same step (decision 0026); later than that it answers 409.
 */
export async function cancelOrder(id: string): Promise<CancelledOrder> {
  // `{}`: see auth/api/logout.ts — an empty body may be sent as a form, which the API refuses.
  const response = await customerApi.put<ApiEnvelope<{ order: OrderDetail }>>(`/user/orders/${encodeURIComponent(id)}/cancel`, {});
  return { order: response.data.data.order, message: response.data.message };
}
