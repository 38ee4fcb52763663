import type { ChangePasswordBody, CustomerSession } from '../../../contracts/account';
import { customerApi, keepDeviceProof, unwrap } from '../../../lib/api-client';
import type { ApiEnvelope } from '../../../contracts/envelope';

/**
 * PUT /user/account/password. The server revokes every earlier token (this one included) and
 * answers a fresh one, which the caller must store to stay signed in. A wrong current password is
 * a 400 naming the field, never a 401, so it does not end the session. The device proofs issued
 * before die with the old password (decision 0210); the answer's new one is kept for this browser.
 */
export async function changePassword(body: ChangePasswordBody): Promise<CustomerSession> {
  return keepDeviceProof('customer', await unwrap(customerApi.put<ApiEnvelope<CustomerSession>>('/user/account/password', body)));
}
