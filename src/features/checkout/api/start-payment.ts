import type { PaymentAnswer } from '../../../contracts/checkout';
import type { ApiEnvelope } from '../../../contracts/envelope';
import { customerApi, unwrap } from '../../../lib/api-client';

/** POST /general/checkout/{orderId}/payment: the order's one payment intent (reused on a second call). */
export function startPayment(orderId: string): Promise<PaymentAnswer> {
  return unwrap(customerApi.post<ApiEnvelope<PaymentAnswer>>(`/general/checkout/${encodeURIComponent(orderId)}/payment`));
}
