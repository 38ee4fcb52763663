import type { CustomerSession } from '../../../contracts/account';
import type { LoginBody } from '../../../contracts/auth';
import { customerApi, unwrap } from '../../../lib/api-client';
import type { ApiEnvelope } from '../../../contracts/envelope';

/** POST /user/login: the user and a token (24 h). A wrong password answers 401, a 10th try 429. */
export function login(body: LoginBody): Promise<CustomerSession> {
  return unwrap(customerApi.post<ApiEnvelope<CustomerSession>>('/user/login', body));
}
