import type { CustomerSession } from '../../../contracts/account';
import type { ResetPasswordBody } from '../../../contracts/auth';
import { customerApi, keepDeviceProof, unwrap } from '../../../lib/api-client';
import type { ApiEnvelope } from '../../../contracts/envelope';

/** POST /user/reset-password (the token is the emailed link's ?token=): sets the password and signs in (docs/product/accounts.md#customer-calls), ending every other session. */
export async function resetPassword(body: ResetPasswordBody): Promise<CustomerSession> {
  return keepDeviceProof('customer', await unwrap(customerApi.post<ApiEnvelope<CustomerSession>>('/user/reset-password', body)));
}
