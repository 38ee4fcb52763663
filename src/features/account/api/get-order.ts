import { queryOptions } from '@tanstack/react-query';
import type { OrderDetail } from '../../../contracts/orders';
import { customerApi, unwrap } from '../../../lib/api-client';
import type { ApiEnvelope } from '../../../contracts/envelope';
import { accountKeys } from './account-queries';

/** GET /user/orders/{id}: lines, amounts, addresses, timeline. Another customer's order answers 404. */
export async function getOrder(id: string): Promise<OrderDetail> {
  const { order } = await unwrap(customerApi.get<ApiEnvelope<{ order: OrderDetail }>>(`/user/orders/${encodeURIComponent(id)}`));
  return order;
}

export const orderQuery = (id: string) => queryOptions({ queryKey: accountKeys.order(id), queryFn: () => getOrder(id) });
