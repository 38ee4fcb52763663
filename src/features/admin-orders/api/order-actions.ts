/**
 * The three things an admin does to an order (docs/product/back-office.md#order-actions: update status, fulfil, refund):
 * PUT /admin/orders/{id}/status (marking shipped may carry the tracking), /fulfill and /refund, and
 * PUT /tracking to add or correct a shipped order's tracking (decision 0231). Each answers the order as it now stands,
 * which replaces the cached detail (its status, timeline and next moves change together); the
 * tables are read again when next shown. A refusal (409: not an allowed move, a refund in flight)
 * is thrown with the server's sentence for the screen's toast.
 */
import type { AdminOrderDetail, OrderStatusBody, OrderTrackingBody, PartialRefundBody, RefundOrderBody } from '../../../contracts/admin-orders';
import type { ApiEnvelope } from '../../../contracts/envelope';
import { adminApi, unwrapResult, type ApiResult } from '../../../lib/api-client';
import { queryClient } from '../../../lib/server-state';
import type { OrderAction } from '../order-action-choices';
import { orderKeys } from './list-orders';

/** The order as it now stands, and the server's sentence: "Order fulfilled", "Refunded £42.00". */
export type ChangedOrder = ApiResult<AdminOrderDetail>;

const orderPath = (id: string, action: string) => `/admin/orders/${encodeURIComponent(id)}/${action}`;

async function applied(id: string, action: string, body: object, call = adminApi.put<ApiEnvelope<{ order: AdminOrderDetail }>>(orderPath(id, action), body)): Promise<ChangedOrder> {
  const { data, message } = await unwrapResult(call);
  queryClient.setQueryData(orderKeys.detail(data.order.id), data.order);
  await queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
  return { data: data.order, message };
}

/** Only the moves in the order's `nextStatuses` are accepted (decision 0081); `tracking` only with shipped. */
export function changeOrderStatus(id: string, status: OrderStatusBody['status'], tracking?: OrderStatusBody['tracking']): Promise<ChangedOrder> {
  return applied(id, 'status', { status, ...(tracking ? { tracking } : {}) } satisfies OrderStatusBody);
}

/** Adds or corrects the tracking of a shipped or delivered order. */
export function saveTracking(id: string, tracking: OrderTrackingBody): Promise<ChangedOrder> {
  return applied(id, 'tracking', tracking);
}

// `{}`: an empty PUT body may be sent as a form, which the API refuses (see auth/api/logout.ts).
export function fulfilOrder(id: string): Promise<ChangedOrder> {
  return applied(id, 'fulfill', {});
}

/**
 * A full refund through the payment provider, once; an order not yet shipped is cancelled by it.
 * `restock`: whether its items go back into stock (the admin's choice in the dialog).
 */
export function refundOrder(id: string, restock: boolean): Promise<ChangedOrder> {
  return applied(id, 'refund', { restock } satisfies RefundOrderBody);
}

/**
 * POST /admin/orders/{id}/refunds: chosen lines and units, or an amount (docs/decisions/0232).
 * `attempt` is the dialog's Idempotency-Key: sent again after a lost answer, the server answers the
 * refund it made instead of making a second one.
 */
export function refundOrderPart(id: string, body: PartialRefundBody, attempt: string): Promise<ChangedOrder> {
  return applied(id, 'refunds', body, adminApi.post<ApiEnvelope<{ order: AdminOrderDetail }>>(orderPath(id, 'refunds'), body, { headers: { 'Idempotency-Key': attempt } }));
}

/** The call behind one of the screen's choices (../order-action-choices.ts). */
export function performOrderAction(id: string, action: OrderAction): Promise<ChangedOrder> {
  if (action.kind === 'fulfil') return fulfilOrder(id);
  if (action.kind === 'refund') return refundOrder(id, action.restock);
  return changeOrderStatus(id, action.to, action.tracking);
}
