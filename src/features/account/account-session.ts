/**
 * How account screens reach the signed-in session without importing the auth feature (features
 * never import each other): the account layout in src/app provides this from the auth store.
 * The screens need four things: who is signed in, to store the fresh token a password change
 * answers, to reflect saved details (name, email, picture) in the navigation, and to leave
 * signed out (log out, a deleted account).
 */
import { createContext, useContext } from 'react';
import type { CustomerRecord } from '../../lib/token-session';

/** The customer record the session keeps (the same one the auth store holds). */
export type AccountUser = CustomerRecord;

export interface AccountSession {
  user: AccountUser | null;
  /** Replace the session after the API issued a new token (password change). */
  signIn: (user: AccountUser, token: string) => void;
  updateUser: (changes: Partial<AccountUser>) => void;
  /**
   * Go to `to` (outside the account area), then forget the session on this device. No API call:
   * the caller has already told the server (logout) or the account is gone (deletion).
   */
  signOutTo: (to: string) => Promise<void>;
}

export const AccountSessionContext = createContext<AccountSession | null>(null);

export function useAccountSession(): AccountSession {
  const session = useContext(AccountSessionContext);
  if (!session) throw new Error('Account screens render inside the account layout, which provides the session.');
  return session;
}
