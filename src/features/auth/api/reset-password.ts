import type { CustomerSession } from '../../../contracts/account';
import type { ResetPasswordBody } from '../../../contracts/auth';
import { customerApi, unwrap } from '../../../lib/api-client';
import type { ApiEnvelope } from '../../../contracts/envelope';

/** POST /user/reset-password (the token is the emailed link's ?token=): sets the password and signs in (docs/product/accounts.md#customer-calls), ending every other session. */
export function resetPassword(body: ResetPasswordBody): Promise<CustomerSession> {
  return unwrap(customerApi.post<ApiEnvelope<CustomerSession>>('/user/reset-password', body));
}
