import type { CustomerSession } from '../../../contracts/account';
import type { LoginBody } from '../../../contracts/auth';
import { customerApi, keepDeviceProof, unwrap, withDeviceProof } from '../../../lib/api-client';
import type { ApiEnvelope } from '../../../contracts/envelope';

/**
 * POST /user/login: the user and a token (24 h). A wrong password answers 401, a 10th try 429.
 * Sends and keeps this browser's device proof for the email (lib/api-client.ts).
 */
export async function login(body: LoginBody): Promise<CustomerSession> {
  return keepDeviceProof('customer', await unwrap(customerApi.post<ApiEnvelope<CustomerSession>>('/user/login', withDeviceProof('customer', body))));
}
