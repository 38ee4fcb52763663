import type { ApiEnvelope } from '../../contracts/envelope';
import type { SavedPaymentMethod } from '../../contracts/payment-methods';
import { customerApi, unwrap } from '../../lib/api-client';

/** PUT /user/payment-methods/{id} with isDefault: this card becomes the default; the old default stops being it. */
export async function setDefaultPaymentMethod(id: string): Promise<SavedPaymentMethod> {
  const { paymentMethod } = await unwrap(
    customerApi.put<ApiEnvelope<{ paymentMethod: SavedPaymentMethod }>>(`/user/payment-methods/${encodeURIComponent(id)}`, { isDefault: true }),
  );
  return paymentMethod;
}
