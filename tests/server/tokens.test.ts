/**
 * The access tokens (server/lib/tokens.ts): standard HS256 JWTs, checked here against jose, an
 * implementation of their own, both ways; and every token that must be refused is.
 */
import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ADMIN_AUDIENCE, CUSTOMER_AUDIENCE } from '#contracts/auth';
import { createTokenService } from '../../server/lib/tokens';

const customerSecret = 'customer-secret-for-the-token-tests-0123456789';
const adminSecret = 'admin-secret-for-the-token-tests-0123456789-xyz';
const tokens = createTokenService({ customerSecret, adminSecret, issuer: 'verdant-shop' });
const bytes = (secret: string) => new TextEncoder().encode(secret);
const now = () => Math.floor(Date.now() / 1000);

/** A token jose signs, with the claims a test changes. */
function joseToken(change: { alg?: string; secret?: string; iss?: string; aud?: string; exp?: number; nbf?: number; payload?: Record<string, unknown> } = {}) {
  let jwt = new SignJWT({ ver: 3, iat: now(), ...change.payload })
    .setProtectedHeader({ alg: change.alg ?? 'HS256', typ: 'JWT' })
    .setSubject('0b7e2f54-8f1e-4d7e-9a57-3f2b7c1d9e10')
    .setIssuer(change.iss ?? 'verdant-shop')
    .setAudience(change.aud ?? CUSTOMER_AUDIENCE)
    .setExpirationTime(change.exp ?? now() + 600);
  if (change.nbf !== undefined) jwt = jwt.setNotBefore(change.nbf);
  return jwt.sign(bytes(change.secret ?? customerSecret));
}

describe('access tokens', () => {
  it('a token signed here verifies with jose, and one jose signed verifies here', async () => {
    const token = await tokens.sign('customer', { sub: 'c0ffee00-0000-4000-8000-000000000001', ver: 4 });
    const { payload, protectedHeader } = await jwtVerify(token, bytes(customerSecret), { algorithms: ['HS256'], issuer: 'verdant-shop', audience: CUSTOMER_AUDIENCE });
    expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({ sub: 'c0ffee00-0000-4000-8000-000000000001', ver: 4 });
    expect(payload.exp! - payload.iat!).toBe(24 * 60 * 60);
    expect(await tokens.verify('customer', token)).toEqual({ sub: 'c0ffee00-0000-4000-8000-000000000001', ver: 4 });
    expect(await tokens.verify('customer', await joseToken())).toEqual({ sub: '0b7e2f54-8f1e-4d7e-9a57-3f2b7c1d9e10', ver: 3 });
    const admin = await tokens.sign('admin', { sub: 'a', ver: 0 });
    expect((await jwtVerify(admin, bytes(adminSecret), { audience: ADMIN_AUDIENCE })).payload.aud).toBe(ADMIN_AUDIENCE);
  });

  it('refuses another role’s token, a changed one, and one signed with another secret or algorithm', async () => {
    const customer = await tokens.sign('customer', { sub: 'c', ver: 1 });
    expect(await tokens.verify('admin', customer)).toBeNull();
    const [header, payload, signature] = customer.split('.') as [string, string, string];
    const raised = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), ver: 2 })).toString('base64url');
    expect(await tokens.verify('customer', `${header}.${raised}.${signature}`)).toBeNull();
    expect(await tokens.verify('customer', `${header}.${payload}.${signature.slice(0, -2)}`)).toBeNull();
    expect(await tokens.verify('customer', `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`)).toBeNull();
    expect(await tokens.verify('customer', await joseToken({ secret: 'an-attacker-guessed-secret-of-sufficient-length' }))).toBeNull();
    expect(await tokens.verify('customer', await joseToken({ alg: 'HS512' }))).toBeNull();
  });

  it('refuses an expired token, one not valid yet, and the wrong issuer or audience', async () => {
    expect(await tokens.verify('customer', await joseToken({ exp: now() - 1 }))).toBeNull();
    expect(await tokens.verify('customer', await joseToken({ nbf: now() + 60 }))).toBeNull();
    expect(await tokens.verify('customer', await joseToken({ iss: 'another-shop' }))).toBeNull();
    expect(await tokens.verify('customer', await joseToken({ aud: ADMIN_AUDIENCE }))).toBeNull();
    expect(await tokens.verify('customer', await joseToken({ payload: { ver: 'three' } }))).toBeNull();
    expect(await tokens.verify('customer', await joseToken({ payload: { iat: 'yesterday' } }))).toBeNull();
  });

  it('refuses what is not a token at all', async () => {
    for (const junk of ['', 'a.b', 'a.b.c.d', 'not a token', '..', 'eyJ.e30.#', `${'a'.repeat(4000)}.b.c`]) expect(await tokens.verify('customer', junk), junk).toBeNull();
  });
});
