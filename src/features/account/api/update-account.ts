import type { AccountView } from '../../../contracts/account';
import { customerApi, unwrap } from '../../../lib/api-client';
import { sendOrKeep } from '../../../lib/offline-writes/send-or-keep';
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
const ACCOUNT_PATH = '/user/account';

export async function updateAccount(changes: AccountChanges): Promise<AccountView> {
  const { user } = await unwrap(customerApi.put<ApiEnvelope<{ user: AccountView }>>(ACCOUNT_PATH, changes));
  return user;
}

/**
 * Names and phone, offline too (docs/product/offline-writes.md): kept on this device and sent with
 * the customer's own credentials when the connection returns (null is answered then). An email
 * change is never kept: it needs the current password, which is never stored on the device.
 */
export async function updateDetailsOrKeep(changes: Omit<AccountChanges, 'email' | 'currentPassword'>): Promise<AccountView | null> {
  const sent = await sendOrKeep<{ user: AccountView }>({ label: 'your change to your account details', method: 'PUT', path: ACCOUNT_PATH, body: changes, as: 'customer' });
  return sent.kept ? null : sent.answer.data.user;
}
