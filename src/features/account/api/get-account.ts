import type { AccountView } from '../../../contracts/account';
import { customerApi, unwrap, type ApiEnvelope } from '../../../lib/api-client';

/** GET /user/account: names, email, phone, picture, member since, default address ids. */
export async function getAccount(): Promise<AccountView> {
  const { user } = await unwrap(customerApi.get<ApiEnvelope<{ user: AccountView }>>('/user/account'));
  return user;
}

