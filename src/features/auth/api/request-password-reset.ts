import { customerApi } from '../../../lib/api-client';
import type { ApiEnvelope } from '../../../contracts/envelope';

/**
 * POST /user/forgot-password. The server answers the same for every email (it never tells
 * whether an account exists), so there is nothing to return.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  await customerApi.post<ApiEnvelope<null>>('/user/forgot-password', { email });
}
