/**
 * The auth guard's question "is this token's version still the account's?", remembered for a
 * second (docs/decisions/0234-token-checks-remembered-for-a-second.md). Every signed-in request
 * asked the database (five statements of a checkout's flow); a buyer's calls come a few hundred
 * milliseconds apart, so one answer now serves the next calls.
 *
 * Only a match is remembered, and only ever used for the same version: a token newer than the
 * remembered one (a fresh sign-in elsewhere) is checked in the database, so a valid token is never
 * refused. What a second of memory can do is let a just-revoked token through for up to a second
 * in another process; in this one the revoking code forgets the account at once
 * (`forgetTokenCheck`: password change or reset, logout everywhere, archiving, deletion, removal).
 *
 * One memory per process, not per app: the revoking code runs deep in services that hold a
 * transaction, not the app, and account ids are unique across every database a process opens.
 */
import type { Role } from './tokens';

export const TOKEN_CHECK_MS = 1_000;
/** Far more accounts than call within a second; past it, expired entries are swept. */
const MAX_REMEMBERED = 20_000;

interface Remembered {
  version: number;
  until: number;
}

const remembered = new Map<string, Remembered>();
const keyOf = (role: Role, id: string) => `${role}:${id}`;

function sweep(now: number): void {
  for (const [key, entry] of remembered) if (entry.until <= now) remembered.delete(key);
  if (remembered.size >= MAX_REMEMBERED) remembered.clear();
}

/** Whether `version` is still the account's: from memory when it matched within the last second, else from `load`. */
export async function tokenVersionHolds(role: Role, id: string, version: number, load: () => Promise<number | null>): Promise<boolean> {
  const key = keyOf(role, id);
  const now = Date.now();
  const known = remembered.get(key);
  if (known && known.until > now && known.version === version) return true;
  const current = await load();
  if (current === null || current !== version) {
    remembered.delete(key);
    return false;
  }
  if (remembered.size >= MAX_REMEMBERED) sweep(now);
  remembered.set(key, { version: current, until: now + TOKEN_CHECK_MS });
  return true;
}

/** Called by whatever revokes an account's tokens: this process asks the database again at once. */
export function forgetTokenCheck(role: Role, id: string): void {
  remembered.delete(keyOf(role, id));
}
