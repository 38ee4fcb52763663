/**
 * Access tokens: HS256 JWTs with a pinned algorithm, an issuer, a per-role audience and secret,
 * and an expiry. `ver` carries the account's token version: logout, password change and reset
 * bump it, so every earlier token stops working.
 */
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { ADMIN_AUDIENCE, CUSTOMER_AUDIENCE } from '#contracts/auth';

export type Role = 'customer' | 'admin';

export interface TokenClaims {
  sub: string;
  ver: number;
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

export function createTokenService(options: { customerSecret: string; adminSecret: string; issuer: string }): TokenService {
  const keys: Record<Role, Uint8Array> = {
    customer: new TextEncoder().encode(options.customerSecret),
    admin: new TextEncoder().encode(options.adminSecret),
  };
  return {
    sign(role, claims) {
      return new SignJWT({ ver: claims.ver })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(options.issuer)
        .setAudience(AUDIENCE[role])
        .setIssuedAt()
        .setExpirationTime(`${TOKEN_LIFETIME_SECONDS[role]}s`)
        .sign(keys[role]);
    },
    async verify(role, token) {
      try {
        const { payload } = await jwtVerify(token, keys[role], {
          algorithms: ['HS256'],
          issuer: options.issuer,
          audience: AUDIENCE[role],
          requiredClaims: ['exp', 'sub'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
        return { sub: payload.sub, ver: payload.ver };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
