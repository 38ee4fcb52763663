/**
 * POST /general/contact: a message to the shop. The answer's message thanks the sender. Offline,
 * the message is kept on this device and sent when the connection returns (null is answered then;
 * docs/product/offline-writes.md).
 */
import type { ContactBody } from '../../../contracts/storefront';
import { sendOrKeep } from '../../../lib/offline-writes/send-or-keep';

export const CONTACT_ERROR = 'Failed to send your message';

/** The thank-you sentence, or null when the message was kept to send later. */
export async function sendContactMessage(body: ContactBody): Promise<string | null> {
  const subject = body.subject?.trim();
  const sent = await sendOrKeep<null>({
    label: subject ? `your message to the shop, “${subject}”` : 'your message to the shop',
    method: 'POST',
    path: '/general/contact',
    body,
    as: 'anyone',
  });
  return sent.kept ? null : sent.answer.message;
}
