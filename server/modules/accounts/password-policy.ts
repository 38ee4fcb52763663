/**
 * What a new password must be beyond its length (8-128, checked by the contracts' zod field):
 * not one of the 1,000 most common passwords (ASVS 6.2.4), and not the account's own email.
 */
import { readFileSync } from 'node:fs';
import { badRequest } from '../../lib/http-errors';

export const TOO_COMMON = 'This password is too common. Please choose a less predictable one.';
export const LIKE_EMAIL = 'Your password must not be your email address.';

let common: ReadonlySet<string> | undefined;

/** The list is read once, on first use, and kept (about 8 KB). */
function commonPasswords(): ReadonlySet<string> {
  if (!common) {
    const text = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8');
    common = new Set(
      text
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('#')),
    );
  }
  return common;
}

/** Throws a 400 naming the rule the password breaks; `field` names the body field it came in. */
export function assertAcceptablePassword(password: string, options: { email?: string; field?: string } = {}): void {
  const field = options.field ?? 'password';
  const lowered = password.toLowerCase();
  if (commonPasswords().has(lowered)) throw badRequest(TOO_COMMON, [{ field, message: TOO_COMMON }]);
  const email = options.email?.toLowerCase();
  if (email && (lowered === email || lowered === email.split('@')[0]))
    throw badRequest(LIKE_EMAIL, [{ field, message: LIKE_EMAIL }]);
}
