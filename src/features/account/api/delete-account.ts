import { customerApi, type ApiEnvelope } from '../../../lib/api-client';

/** DELETE /user/account with the password in the body. Past orders are kept, anonymised (decision 0025). */
export async function deleteAccount(password: string): Promise<void> {
  await customerApi.delete<ApiEnvelope<null>>('/user/account', { data: { password } });
}
