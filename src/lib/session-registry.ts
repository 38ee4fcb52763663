/**
 * How lib code (the API client, the session-expiry check) reaches the two sessions without
 * importing feature stores: each store registers itself here when it is created.
 * Until a store registers, the token is read from its localStorage key, so an early call still
 * carries the right credentials.
 */
import { readLocal, removeLocal, STORAGE_KEYS } from './storage';

export type SessionRole = 'customer' | 'admin';

export interface SessionAccess {
  getToken(): string | null;
  /** Drops the token and the user or admin record (docs/product/accounts.md#refused-tokens, 401 handling). */
  clear(): void;
}

/** Where each session's token of record lives (src/lib/token-session.ts keeps it there). */
export const TOKEN_KEYS: Record<SessionRole, string> = {
  customer: STORAGE_KEYS.local.customerToken,
  admin: STORAGE_KEYS.local.adminToken,
};

const registered = new Map<SessionRole, SessionAccess>();

export function registerSession(role: SessionRole, access: SessionAccess): void {
  registered.set(role, access);
}

export function sessionToken(role: SessionRole): string | null {
  const access = registered.get(role);
  return access ? access.getToken() : readLocal(TOKEN_KEYS[role]);
}

export function clearSession(role: SessionRole): void {
  const access = registered.get(role);
  if (access) access.clear();
  else removeLocal(TOKEN_KEYS[role]);
}
