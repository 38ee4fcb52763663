/**
 * The admin session: the customer session's twin (docs/product/back-office.md#admin-session) with its own keys,
 * 'admin-token' and 'admin-auth', so the two never share a token.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { readLocal, removeLocal, STORAGE_KEYS, writeLocal } from '../../../lib/storage';
import { registerSession } from '../../../lib/session-registry';
import type { StaffRole } from '../../../domain/staff-roles';

export interface AdminUser {
  id?: string;
  name: string;
  email: string;
  /** For display: what the back office lets the admin use comes from the token's role (lib/jwt.ts). */
  role?: StaffRole;
}

export interface AdminAuthState {
  admin: AdminUser | null;
  token: string | null;
  isAuthenticated: boolean;
  login: (admin: AdminUser, token: string) => void;
  logout: () => void;
  /** The server's current record of the signed-in admin (a renamed admin, a record missing locally). */
  setAdmin: (admin: AdminUser) => void;
}

type PersistedAdminAuth = Pick<AdminAuthState, 'admin' | 'token' | 'isAuthenticated'>;

const TOKEN_KEY = STORAGE_KEYS.local.adminToken;

function initialSession(): PersistedAdminAuth {
  const token = readLocal(TOKEN_KEY);
  return { admin: null, token, isAuthenticated: Boolean(token) };
}

export const useAdminAuthStore = create<AdminAuthState>()(
  persist(
    (set) => ({
      ...initialSession(),
      login: (admin, token) => {
        writeLocal(TOKEN_KEY, token);
        set({ admin, token, isAuthenticated: true });
      },
      setAdmin: (admin) => set((state) => (state.token ? { admin } : state)),
      logout: () => {
        removeLocal(TOKEN_KEY);
        set({ admin: null, token: null, isAuthenticated: false });
        useAdminAuthStore.persist.clearStorage();
      },
    }),
    {
      name: STORAGE_KEYS.local.adminAuth,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ admin, token, isAuthenticated }): PersistedAdminAuth => ({ admin, token, isAuthenticated }),
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<PersistedAdminAuth>;
        const token = readLocal(TOKEN_KEY) ?? saved.token ?? null;
        if (token) writeLocal(TOKEN_KEY, token);
        return { ...current, admin: token ? (saved.admin ?? null) : null, token, isAuthenticated: Boolean(token) };
      },
    },
  ),
);

registerSession('admin', {
  getToken: () => useAdminAuthStore.getState().token,
  clear: () => useAdminAuthStore.getState().logout(),
});
