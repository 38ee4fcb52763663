/**
 * Access tokens: HS256 JWTs with a pinned algorithm, an issuer, a per-role audience and secret,
 * and an expiry. `ver` carries the account's token version: logout, password change and reset
 * bump it, so every earlier token stops working. An admin's token also carries the staff role it
 * was signed with (`srole`); a role change bumps the version, so no token outlives its role
 * (docs/decisions/0250-staff-roles.md).
 *
 * Signed and verified by fast-jwt, a maintained JWT library that works synchronously over
 * node:crypto's HMAC (docs/decisions/0282-tokens-through-fast-jwt.md): decision 0240 kept the
 * check off WebCrypto's thread pool, which fast-jwt's synchronous signer and verifier keep too,
 * and what the shop wrote by hand (parsing, the constant-time comparison, the registered claims)
 * is now the library's. What stays here is the shop's own: which claims a token carries and
 * which shapes of them it accepts. The tests forge and check tokens with jose, an implementation
 * of their own.
 */
import { createSigner, createVerifier } from 'fast-jwt';
import { ADMIN_AUDIENCE, CUSTOMER_AUDIENCE } from '#contracts/auth';
import { isStaffRole, type StaffRole } from '#domain/staff-roles';

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
const ROLES: readonly Role[] = ['customer', 'admin'];

export interface TokenService {
  sign(role: Role, claims: TokenClaims): Promise<string>;
  /** The claims of a valid token for `role`, or null for anything else (bad, expired, other role). */
  verify(role: Role, token: string): Promise<TokenClaims | null>;
}

/** The claims the shop reads, when the verified payload has them in the shapes it signs. */
function claimsOf(payload: Record<string, unknown>): TokenClaims | null {
  const { sub, ver, iat, srole } = payload;
  if (typeof sub !== 'string' || typeof ver !== 'number') return null;
  // The library checks iat only when a maximum age is set; a token with a malformed one is not the shop's.
  if (iat !== undefined && typeof iat !== 'number') return null;
  return { sub, ver, ...(isStaffRole(srole) ? { staffRole: srole } : {}) };
}

export function createTokenService(options: { customerSecret: string; adminSecret: string; issuer: string }): TokenService {
  const secrets: Record<Role, string> = { customer: options.customerSecret, admin: options.adminSecret };
  const build = <T>(make: (role: Role) => T) => Object.fromEntries(ROLES.map((role) => [role, make(role)])) as Record<Role, T>;
  const signers = build((role) =>
    createSigner({ key: secrets[role], algorithm: 'HS256', iss: options.issuer, aud: AUDIENCE[role], expiresIn: TOKEN_LIFETIME_SECONDS[role] * 1000 }),
  );
  // HS256 only (`none` and every other algorithm refused), this role's audience, this issuer, an
  // expiry that is required and still ahead, no not-before in the future, no clock tolerance.
  const verifiers = build((role) =>
    createVerifier({ key: secrets[role], algorithms: ['HS256'], allowedIss: options.issuer, allowedAud: AUDIENCE[role], requiredClaims: ['exp', 'iss', 'aud'] }),
  );

  return {
    async sign(role, claims) {
      return signers[role]({ ver: claims.ver, sub: claims.sub, ...(claims.staffRole ? { srole: claims.staffRole } : {}) });
    },
    async verify(role, token) {
      let payload: unknown;
      try {
        payload = verifiers[role](token);
      } catch {
        return null;
      }
      return typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? claimsOf(payload as Record<string, unknown>) : null;
    },
  };
}
