import { customerApi } from '../../../lib/api-client';
import type { ApiEnvelope } from '../../../contracts/envelope';

/** DELETE /user/account with the password in the body. Past orders are kept, anonymised (decision 0025). */
export async function deleteAccount(password: string): Promise<void> {
  await customerApi.delete<ApiEnvelope<null>>('/user/account', { data: { password } });
}
