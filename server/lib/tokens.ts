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

/**
 * A secret as a key WebCrypto has imported once: jose imports a byte secret again on every call,
 * which was half of a verification's CPU (18 µs against 37 µs here), and every signed-in request
 * verifies a token.
 */
const hmacKey = (secret: string): Promise<CryptoKey> =>
  crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

export function createTokenService(options: { customerSecret: string; adminSecret: string; issuer: string }): TokenService {
  const keys: Record<Role, Promise<CryptoKey>> = {
    customer: hmacKey(options.customerSecret),
    admin: hmacKey(options.adminSecret),
  };
  return {
    async sign(role, claims) {
      return new SignJWT({ ver: claims.ver })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(options.issuer)
        .setAudience(AUDIENCE[role])
        .setIssuedAt()
        .setExpirationTime(`${TOKEN_LIFETIME_SECONDS[role]}s`)
        .sign(await keys[role]);
    },
    async verify(role, token) {
      try {
        const { payload } = await jwtVerify(token, await keys[role], {
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
