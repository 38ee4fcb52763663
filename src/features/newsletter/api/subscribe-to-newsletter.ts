/**
 * POST /general/newsletter: asks for the newsletter. The answer is the same whatever the address
 * (decision 0220): the confirmation link, or a reminder of the code, goes by email.
 */
import type { NewsletterAnswer } from '../../../contracts/storefront';
import { generalApi } from '../../../lib/api-client';
import type { ApiEnvelope } from '../../../contracts/envelope';

export interface Subscription extends NewsletterAnswer {
  message: string;
}

export async function subscribeToNewsletter(email: string): Promise<Subscription> {
  const response = await generalApi.post<ApiEnvelope<NewsletterAnswer>>('/general/newsletter', { email });
  return { ...response.data.data, message: response.data.message };
}
