import type { CustomerSession } from '../../../contracts/account';
import { customerApi, unwrap } from '../../../lib/api-client';
import type { ApiEnvelope } from '../../../contracts/envelope';

export interface RegisterBody {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** POST /user/register: creates the account and signs in (201, the same answer as login). */
export function register(body: RegisterBody): Promise<CustomerSession> {
  return unwrap(customerApi.post<ApiEnvelope<CustomerSession>>('/user/register', body));
}
