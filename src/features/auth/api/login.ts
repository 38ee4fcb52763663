import type { CustomerSession } from '../../../contracts/account';
import { customerApi, unwrap, type ApiEnvelope } from '../../../lib/api-client';

export interface LoginBody {
  email: string;
  password: string;
}

/** POST /user/login: the user and a token (24 h). A wrong password answers 401, a 10th try 429. */
export function login(body: LoginBody): Promise<CustomerSession> {
  return unwrap(customerApi.post<ApiEnvelope<CustomerSession>>('/user/login', body));
}
