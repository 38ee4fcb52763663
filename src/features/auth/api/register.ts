import type { CustomerSession } from '../../../contracts/account';
import { customerApi, unwrap, type ApiEnvelope } from '../../../lib/api-client';

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
