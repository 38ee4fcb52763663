/**
 * The admin session: the customer session's twin (docs/product/back-office.md#admin-session), built by the
 * same factory (src/lib/token-session.ts) with its own keys, 'admin-token' and 'admin-auth', so the
 * two never share a token.
 */
import { createTokenSession, type RecordAccess, type TokenSessionState } from '../../../lib/token-session';
import type { StaffRole } from '../../../domain/staff-roles';

export interface AdminUser {
  id?: string;
  name: string;
  email: string;
  /** For display: what the back office lets the admin use comes from the token's role (lib/jwt.ts). */
  role?: StaffRole;
}

export type AdminAuthState = TokenSessionState<'admin', AdminUser> & {
  /** The server's current record of the signed-in admin (a renamed admin, a record missing locally). */
  setAdmin: (admin: AdminUser) => void;
};

export const useAdminAuthStore = createTokenSession('admin', 'admin', (session: RecordAccess<AdminUser>) => ({
  setAdmin: (admin: AdminUser) => {
    if (session.token()) session.setRecord(admin);
  },
}));
