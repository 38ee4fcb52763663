/** POST /general/newsletter/confirm: the token from the confirmation email's link (decision 0220). */
import type { ApiEnvelope } from '../../../contracts/envelope';
import type { NewsletterConfirmation } from '../../../contracts/storefront';
import { generalApi } from '../../../lib/api-client';

export async function confirmSubscription(token: string): Promise<NewsletterConfirmation & { message: string }> {
  const response = await generalApi.post<ApiEnvelope<NewsletterConfirmation>>('/general/newsletter/confirm', { token });
  return { ...response.data.data, message: response.data.message };
}
