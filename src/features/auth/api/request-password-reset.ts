import { customerApi, type ApiEnvelope } from '../../../lib/api-client';

/**
 * POST /user/forgot-password. The server answers the same for every email (it never tells
 * whether an account exists), so there is nothing to return.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  await customerApi.post<ApiEnvelope<null>>('/user/forgot-password', { email });
}
