/**
 * The customer session (docs/product/accounts.md#sessions). Persisted under 'auth' in localStorage, and the token is
 * also kept under 'customer-token'. localStorage is synchronous, so the session is known before
 * the first render and guards never flash. At start, a stored token counts as authenticated;
 * whether it has expired is the session-expiry check's job (src/app/session). The keeping rule is
 * the admin session's too (src/lib/token-session.ts); what is the customer's own is the record.
 */
import { createTokenSession, type CustomerRecord, type RecordAccess, type TokenSessionState } from '../../../lib/token-session';

export type AuthUser = CustomerRecord;

export type AuthState = TokenSessionState<'user', AuthUser> & {
  /** After the account details page saves changes. No-op when signed out. */
  updateUser: (changes: Partial<AuthUser>) => void;
};

export const useAuthStore = createTokenSession('customer', 'user', (session: RecordAccess<AuthUser>) => ({
  updateUser: (changes: Partial<AuthUser>) => {
    const user = session.record();
    if (user) session.setRecord({ ...user, ...changes });
  },
}));
