/**
 * POST /general/newsletter: subscribes and answers the shopper's personal code for 20% off the
 * first order (the same code again if already subscribed), with a message saying which.
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
