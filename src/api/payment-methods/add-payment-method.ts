import type { ApiEnvelope } from '../../contracts/envelope';
import type { PaymentMethodAdd, SavedPaymentMethod } from '../../contracts/payment-methods';
import { customerApi, unwrap } from '../../lib/api-client';

/** POST /user/payment-methods/add: a card the payment provider already holds, by its id (never its number). */
export async function addPaymentMethod(card: PaymentMethodAdd): Promise<SavedPaymentMethod> {
  const { paymentMethod } = await unwrap(
    customerApi.post<ApiEnvelope<{ paymentMethod: SavedPaymentMethod }>>('/user/payment-methods/add', card),
  );
  return paymentMethod;
}
