/** POST /general/unsubscribe: the token from a campaign email's link (decision 0130). */
import type { ApiEnvelope } from '../../../contracts/envelope';
import { generalApi } from '../../../lib/api-client';

export async function unsubscribe(token: string): Promise<{ email: string; message: string }> {
  const response = await generalApi.post<ApiEnvelope<{ email: string }>>('/general/unsubscribe', { token });
  return { email: response.data.data.email, message: response.data.message };
}
