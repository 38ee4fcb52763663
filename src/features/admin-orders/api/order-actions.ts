/**
 * The three things an admin does to an order (spec section 4: update status, fulfil, refund):
 * PUT /admin/orders/{id}/status, /fulfill and /refund. Each answers the order as it now stands,
 * which replaces the cached detail (its status, timeline and next moves change together); the
 * tables are read again when next shown. A refusal (409: not an allowed move, a refund in flight)
 * is thrown with the server's sentence for the screen's toast.
 */
import type { AdminOrderDetail, OrderStatusBody } from '../../../contracts/admin-orders';
import type { ApiEnvelope } from '../../../contracts/envelope';
import { adminApi } from '../../../lib/api-client';
import { queryClient } from '../../../lib/server-state';
import { adminOrderKeys } from './admin-order-keys';

export interface ChangedOrder {
  order: AdminOrderDetail;
  /** The server's sentence: "Order fulfilled", "Order marked shipped", "Refunded £42.00". */
  message: string;
}

const orderPath = (id: string, action: string) => `/admin/orders/${encodeURIComponent(id)}/${action}`;

async function applied(request: Promise<{ data: ApiEnvelope<{ order: AdminOrderDetail }> }>): Promise<ChangedOrder> {
  const { data } = await request;
  const { order } = data.data;
  queryClient.setQueryData(adminOrderKeys.detail(order.id), order);
  await queryClient.invalidateQueries({ queryKey: [...adminOrderKeys.all, 'list'] });
  return { order, message: data.message };
}

/** Only the moves in the order's `nextStatuses` are accepted (decision 0081). */
export function changeOrderStatus(id: string, status: OrderStatusBody['status']): Promise<ChangedOrder> {
  return applied(adminApi.put<ApiEnvelope<{ order: AdminOrderDetail }>>(orderPath(id, 'status'), { status }));
}

// `{}`: an empty PUT body may be sent as a form, which the API refuses (see auth/api/logout.ts).
export function fulfilOrder(id: string): Promise<ChangedOrder> {
  return applied(adminApi.put<ApiEnvelope<{ order: AdminOrderDetail }>>(orderPath(id, 'fulfill'), {}));
}

/** A full refund through the payment provider, once; an order not yet shipped is cancelled by it. */
export function refundOrder(id: string): Promise<ChangedOrder> {
  return applied(adminApi.put<ApiEnvelope<{ order: AdminOrderDetail }>>(orderPath(id, 'refund'), {}));
}

/** The call behind one of the screen's choices (../order-action-choices.ts). */
export function performOrderAction(id: string, action: { kind: 'fulfil' } | { kind: 'status'; to: OrderStatusBody['status'] } | { kind: 'refund' }): Promise<ChangedOrder> {
  if (action.kind === 'fulfil') return fulfilOrder(id);
  if (action.kind === 'refund') return refundOrder(id);
  return changeOrderStatus(id, action.to);
}
