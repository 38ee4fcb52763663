import type { CustomerSession } from '../../../contracts/account';
import type { CustomerRegisterBody } from '../../../contracts/auth';
import { customerApi, keepDeviceProof, unwrap } from '../../../lib/api-client';
import type { ApiEnvelope } from '../../../contracts/envelope';

/** POST /user/register: creates the account and signs in (201, the same answer as login, device proof included). */
export async function register(body: CustomerRegisterBody): Promise<CustomerSession> {
  return keepDeviceProof('customer', await unwrap(customerApi.post<ApiEnvelope<CustomerSession>>('/user/register', body)));
}
