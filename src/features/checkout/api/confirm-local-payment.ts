import type { LocalConfirmAnswer, LocalConfirmBody } from '../../../contracts/checkout';
import type { ApiEnvelope } from '../../../contracts/envelope';
import { customerApi, unwrap } from '../../../lib/api-client';

/**
 * POST /general/payments/local/confirm: the embedded test provider confirms a card (Stripe's test
 * numbers) or a saved card. A decline is an answer (status failed with the provider's message),
 * not a refused call.
 */
export function confirmLocalPayment(body: LocalConfirmBody): Promise<LocalConfirmAnswer> {
  return unwrap(customerApi.post<ApiEnvelope<LocalConfirmAnswer>>('/general/payments/local/confirm', body));
}
