import type { AccountView } from '../../../contracts/account';
import { customerApi, unwrap } from '../../../lib/api-client';
import type { ApiEnvelope } from '../../../contracts/envelope';

/** GET /user/account: names, email, phone, picture, member since, default address ids. */
export async function getAccount(): Promise<AccountView> {
  const { user } = await unwrap(customerApi.get<ApiEnvelope<{ user: AccountView }>>('/user/account'));
  return user;
}

