import type { ApiEnvelope } from '../../contracts/envelope';
import { customerApi } from '../../lib/api-client';

/** DELETE /user/payment-methods/{id}; when it was the default, the newest other card takes over. */
export async function deletePaymentMethod(id: string): Promise<void> {
  await customerApi.delete<ApiEnvelope<null>>(`/user/payment-methods/${encodeURIComponent(id)}`);
}
