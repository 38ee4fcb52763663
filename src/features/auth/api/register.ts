import type { CustomerSession } from '../../../contracts/account';
import type { CustomerRegisterBody } from '../../../contracts/auth';
import { customerApi, unwrap } from '../../../lib/api-client';
import type { ApiEnvelope } from '../../../contracts/envelope';

/** POST /user/register: creates the account and signs in (201, the same answer as login). */
export function register(body: CustomerRegisterBody): Promise<CustomerSession> {
  return unwrap(customerApi.post<ApiEnvelope<CustomerSession>>('/user/register', body));
}
