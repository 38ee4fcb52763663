import type { CustomerSession } from '../../../contracts/account';
import { customerApi, unwrap } from '../../../lib/api-client';
import type { ApiEnvelope } from '../../../contracts/envelope';

export interface ResetPasswordBody {
  /** From the emailed link's ?token=. */
  token: string;
  password: string;
}

/** POST /user/reset-password: sets the password and signs in (spec section 7), ending every other session. */
export function resetPassword(body: ResetPasswordBody): Promise<CustomerSession> {
  return unwrap(customerApi.post<ApiEnvelope<CustomerSession>>('/user/reset-password', body));
}
