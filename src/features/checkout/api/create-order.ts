import type { CreatedOrder, CreateOrderBody } from '../../../contracts/checkout';
import type { ApiEnvelope } from '../../../contracts/envelope';
import { customerApi, unwrap } from '../../../lib/api-client';

/**
 * POST /general/checkout/create-order as the signed-in customer. The idempotency key names one
 * checkout attempt: sending it again (a retry after a lost answer, a second click) answers the
 * same order instead of making another.
 */
export function createOrder(body: CreateOrderBody, idempotencyKey: string): Promise<CreatedOrder> {
  return unwrap(
    customerApi.post<ApiEnvelope<CreatedOrder>>('/general/checkout/create-order', body, {
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  );
}
