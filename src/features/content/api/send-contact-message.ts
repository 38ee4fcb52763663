/** POST /general/contact: a message to the shop. The answer's message thanks the sender. */
import type { ContactBody } from '../../../contracts/storefront';
import { generalApi } from '../../../lib/api-client';
import type { ApiEnvelope } from '../../../contracts/envelope';

export const CONTACT_ERROR = 'Failed to send your message';

export async function sendContactMessage(body: ContactBody): Promise<string> {
  const response = await generalApi.post<ApiEnvelope<null>>('/general/contact', body);
  return response.data.message;
}
