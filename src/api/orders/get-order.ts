/**
 * GET /user/orders/{id}, which two features read: the account's order page, and checkout paying an
 * order from that page ("Pay now", docs/decisions/0255-abandoned-checkouts.md).
 */
import type { OrderDetail } from '../../contracts/orders';
import type { ApiEnvelope } from '../../contracts/envelope';
import { customerApi, unwrap } from '../../lib/api-client';

/** Lines, amounts, addresses, timeline. Another customer's order answers 404. */
export async function getOrder(id: string): Promise<OrderDetail> {
  const { order } = await unwrap(customerApi.get<ApiEnvelope<{ order: OrderDetail }>>(`/user/orders/${encodeURIComponent(id)}`));
  return order;
}
