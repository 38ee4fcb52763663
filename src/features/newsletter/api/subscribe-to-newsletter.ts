/**
 * POST /general/newsletter: asks for the newsletter. The answer is the same whatever the address
 * (decision 0220): the confirmation link, or a reminder of the code, goes by email. Offline, the
 * sign-up is kept on this device and sent when the connection returns (docs/product/offline-writes.md).
 */
import type { NewsletterAnswer } from '../../../contracts/storefront';
import { SAVED_OFFLINE, sendOrKeep } from '../../../lib/offline-writes/send-or-keep';

export interface Subscription extends NewsletterAnswer {
  message: string;
}

export async function subscribeToNewsletter(email: string): Promise<Subscription> {
  const sent = await sendOrKeep<NewsletterAnswer>({
    label: `your newsletter sign-up for ${email}`,
    method: 'POST',
    path: '/general/newsletter',
    body: { email },
    as: 'anyone',
  });
  return sent.kept ? { email, message: SAVED_OFFLINE } : { ...sent.answer.data, message: sent.answer.message };
}
