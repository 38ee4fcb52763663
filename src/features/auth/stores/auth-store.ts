/**
 * The customer session (docs/product/accounts.md#sessions). Persisted under 'auth' in localStorage, and the token is
 * also kept under 'customer-token'. localStorage is synchronous, so the session is known before
 * the first render and guards never flash. At start, a stored token counts as authenticated;
 * whether it has expired is the session-expiry check's job (src/app/session).
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { readLocal, removeLocal, STORAGE_KEYS, writeLocal } from '../../../lib/storage';
import { registerSession } from '../../../lib/session-registry';

export interface AuthUser {
  id?: string;
  firstName: string;
  lastName: string;
  email: string;
  profileImage?: string | null;
  /** ISO date-time the account was created (sessions saved before it was kept have none). */
  createdAt?: string;
}

export interface AuthState {
  user: AuthUser | null;
  token: string | null;
  isAuthenticated: boolean;
  /** After login, registration or a successful password reset. */
  login: (user: AuthUser, token: string) => void;
  /** Clears the token (both keys), the stored auth data and the user. */
  logout: () => void;
  /** After the account details page saves changes. No-op when signed out. */
  updateUser: (changes: Partial<AuthUser>) => void;
}

type PersistedAuth = Pick<AuthState, 'user' | 'token' | 'isAuthenticated'>;

const TOKEN_KEY = STORAGE_KEYS.local.customerToken;

function initialSession(): PersistedAuth {
  const token = readLocal(TOKEN_KEY);
  return { user: null, token, isAuthenticated: Boolean(token) };
}

export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => ({
      ...initialSession(),
      login: (user, token) => {
        writeLocal(TOKEN_KEY, token);
        set({ user, token, isAuthenticated: true });
      },
      logout: () => {
        removeLocal(TOKEN_KEY);
        set({ user: null, token: null, isAuthenticated: false });
        useAuthStore.persist.clearStorage();
      },
      updateUser: (changes) => {
        const { user } = get();
        if (user) set({ user: { ...user, ...changes } });
      },
    }),
    {
      name: STORAGE_KEYS.local.auth,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ user, token, isAuthenticated }): PersistedAuth => ({ user, token, isAuthenticated }),
      // 'customer-token' is the token of record; the persisted copy only fills in when it is missing.
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<PersistedAuth>;
        const token = readLocal(TOKEN_KEY) ?? saved.token ?? null;
        if (token) writeLocal(TOKEN_KEY, token);
        return { ...current, user: token ? (saved.user ?? null) : null, token, isAuthenticated: Boolean(token) };
      },
    },
  ),
);

registerSession('customer', {
  getToken: () => useAuthStore.getState().token,
  clear: () => useAuthStore.getState().logout(),
});
