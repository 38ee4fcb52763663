/**
 * Access tokens: HS256 JWTs with a pinned algorithm, an issuer, a per-role audience and secret,
 * and an expiry. `ver` carries the account's token version: logout, password change and reset
 * bump it, so every earlier token stops working. An admin's token also carries the staff role it
 * was signed with (`srole`); a role change bumps the version, so no token outlives its role
 * (docs/decisions/0250-staff-roles.md).
 *
 * Signed and verified with node:crypto's HMAC, synchronously (decision 0240). Every signed-in
 * request verifies a token; through WebCrypto (as jose does it) each verification was a job on
 * libuv's thread pool and two wake-ups between threads, a tenth of the shop's CPU in the checkout
 * bench. The format is the standard one: the tests forge and check tokens with jose, an
 * implementation of their own.
 */
import { createHmac } from 'node:crypto';
import { ADMIN_AUDIENCE, CUSTOMER_AUDIENCE } from '#contracts/auth';
import { isStaffRole, type StaffRole } from '#domain/staff-roles';
import { sameBytes } from './same-bytes';

export type Role = 'customer' | 'admin';

export interface TokenClaims {
  sub: string;
  ver: number;
  /** Admin tokens only: what the admin may do. */
  staffRole?: StaffRole;
}

export const TOKEN_LIFETIME_SECONDS: Record<Role, number> = {
  customer: 24 * 60 * 60,
  admin: 12 * 60 * 60,
};

const AUDIENCE: Record<Role, string> = { customer: CUSTOMER_AUDIENCE, admin: ADMIN_AUDIENCE };

export interface TokenService {
  sign(role: Role, claims: TokenClaims): Promise<string>;
  /** The claims of a valid token for `role`, or null for anything else (bad, expired, other role). */
  verify(role: Role, token: string): Promise<TokenClaims | null>;
}

/** The one header this shop signs with and accepts: any other algorithm (`none` included) is refused. */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const BASE64URL = /^[A-Za-z0-9_-]+$/;

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The JSON object a base64url part holds, or null. */
function decodeObject(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Whether the claims hold now: issuer, audience, a future expiry, no future not-before. */
function claimsHold(payload: Record<string, unknown>, issuer: string, audience: string, nowSeconds: number): boolean {
  const { iss, aud, exp, nbf, iat } = payload;
  if (iss !== issuer) return false;
  if (!(aud === audience || (Array.isArray(aud) && aud.includes(audience)))) return false;
  if (typeof exp !== 'number' || !Number.isFinite(exp) || exp <= nowSeconds) return false;
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > nowSeconds)) return false;
  return iat === undefined || typeof iat === 'number';
}

export function createTokenService(options: { customerSecret: string; adminSecret: string; issuer: string }): TokenService {
  const secrets: Record<Role, Buffer> = {
    customer: Buffer.from(options.customerSecret, 'utf8'),
    admin: Buffer.from(options.adminSecret, 'utf8'),
  };
  const mac = (role: Role, signingInput: string) => createHmac('sha256', secrets[role]).update(signingInput).digest();

  return {
    async sign(role, claims) {
      const now = Math.floor(Date.now() / 1000);
      const payload = encode({ ver: claims.ver, sub: claims.sub, ...(claims.staffRole ? { srole: claims.staffRole } : {}), iss: options.issuer, aud: AUDIENCE[role], iat: now, exp: now + TOKEN_LIFETIME_SECONDS[role] });
      const signingInput = `${HEADER}.${payload}`;
      return `${signingInput}.${mac(role, signingInput).toString('base64url')}`;
    },
    async verify(role, token) {
      const parts = token.split('.');
      if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return null;
      const [header, payloadPart, signature] = parts as [string, string, string];
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(role, `${header}.${payloadPart}`);
      if (!sameBytes(given, expected)) return null;
      // The signature is this shop's, so the header is one it wrote; it is checked all the same.
      const head = decodeObject(header);
      if (!head || head.alg !== 'HS256' || head.crit !== undefined) return null;
      const payload = decodeObject(payloadPart);
      if (!payload || !claimsHold(payload, options.issuer, AUDIENCE[role], Math.floor(Date.now() / 1000))) return null;
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
      return { sub: payload.sub, ver: payload.ver, ...(isStaffRole(payload.srole) ? { staffRole: payload.srole } : {}) };
    },
  };
}
