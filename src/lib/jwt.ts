/** Reading a token's expiry and an admin token's role on the client (the server is the one that verifies it). Wraps jwt-decode. */
import { jwtDecode } from 'jwt-decode';
import { isStaffRole, type StaffRole } from '../domain/staff-roles';

/** The token's exp claim in seconds since the epoch, or null when it cannot be decoded or has none. */
export function tokenExpiry(token: string): number | null {
  try {
    const { exp } = jwtDecode<{ exp?: unknown }>(token);
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

/**
 * docs/product/accounts.md#token-expiry: a session is over when its token's exp (seconds) is not after now, or when the
 * token cannot be decoded. A token without exp counts as undecodable: every token we issue has one.
 */
export function isTokenExpired(token: string, nowMs: number = Date.now()): boolean {
  const exp = tokenExpiry(token);
  return exp === null || exp <= Math.floor(nowMs / 1000);
}

/**
 * The staff role an admin token was signed with (decision 0250), for hiding what the role cannot
 * use; null for a token without one (the server refuses those and the session ends).
 */
export function staffRoleOf(token: string | null): StaffRole | null {
  if (!token) return null;
  try {
    const { srole } = jwtDecode<{ srole?: unknown }>(token);
    return isStaffRole(srole) ? srole : null;
  } catch {
    return null;
  }
}

/** Whose token it is (the sub claim: the customer's or admin's id), null when it cannot be decoded. */
export function tokenSubject(token: string | null): string | null {
  if (!token) return null;
  try {
    const { sub } = jwtDecode<{ sub?: unknown }>(token);
    return typeof sub === 'string' && sub ? sub : null;
  } catch {
    return null;
  }
}
