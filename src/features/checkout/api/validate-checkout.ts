import type { CheckoutBody, ValidationResult } from '../../../contracts/checkout';
import type { ApiEnvelope } from '../../../contracts/envelope';
import { generalApi, unwrap } from '../../../lib/api-client';

/**
 * POST /general/checkout/validate: the server prices the bag (and the code, when there is one)
 * and refuses what cannot be sold, naming the product or the code.
 */
export function validateCheckout(body: CheckoutBody): Promise<ValidationResult> {
  return unwrap(generalApi.post<ApiEnvelope<ValidationResult>>('/general/checkout/validate', body));
}
