import type { AccountView } from '../../../contracts/account';
import { customerApi, unwrap } from '../../../lib/api-client';
import type { ApiEnvelope } from '../../../contracts/envelope';

export interface AccountChanges {
  firstName?: string;
  lastName?: string;
  email?: string;
  /** '' clears it. */
  phone?: string;
  /** Required with a different email, which then waits for confirmation (user.pendingEmail). */
  currentPassword?: string;
}

/**
 * PUT /user/account: fields left out stay as they are; an email another account uses answers 409.
 * A new email is not applied yet: the answer keeps `email` and names it in `pendingEmail`.
 */
export async function updateAccount(changes: AccountChanges): Promise<AccountView> {
  const { user } = await unwrap(customerApi.put<ApiEnvelope<{ user: AccountView }>>('/user/account', changes));
  return user;
}
