/**
 * The customer and the admin sessions keep a signed-in record and its token by the same rule
 * (docs/product/accounts.md#sessions, docs/product/back-office.md#admin-session), so one factory
 * builds both stores and the rule cannot drift between them. The rule: the token is kept under its
 * own localStorage key (the token of record, read synchronously so guards know the session before
 * the first render) and the whole session is persisted beside it; at start a stored token counts as
 * signed in (whether it has expired is the session-expiry check's job, src/app/session); the
 * persisted copy of the token only fills in when the key is missing; signing out clears both.
 * Each store registers with lib/session-registry so the API client reaches it without importing it.
 *
 * The two stores still differ in what they hold (a customer's `user`, a staff member's `admin`)
 * and in how that record changes while signed in, so each passes its record's name and its own
 * actions; the persisted shape stays the one each store has always written.
 */
import { create } from 'zustand';
import { createJSONStorage, persist, type PersistOptions } from 'zustand/middleware';
import type { PublicUser } from '../contracts/auth';
import { readLocal, removeLocal, STORAGE_KEYS, writeLocal } from './storage';
import { registerSession, TOKEN_KEYS, type SessionRole } from './session-registry';

/** Where each session persists itself, beside its token of record. */
const SESSION_KEYS: Record<SessionRole, string> = {
  customer: STORAGE_KEYS.local.auth,
  admin: STORAGE_KEYS.local.adminAuth,
};

/**
 * The customer record a session keeps, which the account screens read too: the server's public
 * user, where id, picture and creation date may be missing from sessions saved before they were kept.
 */
export type CustomerRecord = Pick<PublicUser, 'firstName' | 'lastName' | 'email'> & {
  id?: string;
  profileImage?: string | null;
  /** ISO date-time the account was created. */
  createdAt?: string;
};

/** The part every token session shares; `Key` names the signed-in record ('user', 'admin'). */
export type TokenSessionState<Key extends string, Record> = { [K in Key]: Record | null } & {
  token: string | null;
  isAuthenticated: boolean;
  /** After signing in (or anything else that issues a new token). */
  login: (record: Record, token: string) => void;
  /** Clears the token (both keys), the persisted session and the record. */
  logout: () => void;
};

/** What a store's own actions may do to its session. */
export interface RecordAccess<Record> {
  record(): Record | null;
  token(): string | null;
  setRecord(record: Record): void;
}

/**
 * `recordKey` is the name the record has in the state and in the persisted JSON; `actions` are the
 * store's own, beside login and logout.
 */
export function createTokenSession<Key extends string, Record, Actions extends object>(
  role: SessionRole,
  recordKey: Key,
  actions: (access: RecordAccess<Record>) => Actions,
) {
  type State = TokenSessionState<Key, Record> & Actions;
  const tokenKey = TOKEN_KEYS[role];
  // The state's record sits under a name chosen by the caller, which the type system cannot follow
  // through a computed key; these two helpers are the only places that cross that line.
  const withRecord = (record: Record | null, token: string | null) =>
    ({ [recordKey]: record, token, isAuthenticated: Boolean(token) }) as unknown as Partial<State>;
  const recordOf = (state: object) => (state as { [key: string]: Record | null | undefined })[recordKey] ?? null;

  const options: PersistOptions<State, Partial<State>> = {
    name: SESSION_KEYS[role],
    storage: createJSONStorage(() => localStorage),
    partialize: (state) => withRecord(recordOf(state), state.token),
    merge: (persisted, current) => {
      const saved = (persisted ?? {}) as Partial<State>;
      const token = readLocal(tokenKey) ?? saved.token ?? null;
      if (token) writeLocal(tokenKey, token);
      return { ...current, ...withRecord(token ? recordOf(saved) : null, token) };
    },
  };

  const useStore = create<State>()(
    persist(
      (set, get) =>
        ({
          ...withRecord(null, readLocal(tokenKey)),
          login: (record: Record, token: string) => {
            writeLocal(tokenKey, token);
            set(withRecord(record, token));
          },
          logout: () => {
            removeLocal(tokenKey);
            set(withRecord(null, null));
            useStore.persist.clearStorage();
          },
          ...actions({
            record: () => recordOf(get()),
            token: () => get().token,
            setRecord: (record) => set({ [recordKey]: record } as unknown as Partial<State>),
          }),
        }) as State,
      options,
    ),
  );

  registerSession(role, {
    getToken: () => useStore.getState().token,
    clear: () => useStore.getState().logout(),
  });
  return useStore;
}
