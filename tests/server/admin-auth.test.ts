/** Admin sign-up (first run; colleagues by invitation are admin-staff.test.ts), sign-in, recovery, profile and logout (/admin/...). */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admins, emails, passwordResetTokens } from '../../server/db/schema';
import { firstAdminOpen } from '../../server/modules/accounts/staff/admin-service';
import { createTestApp, useTestApp } from './support/app';
import { testClock } from './support/clock';
import { asReceived } from './support/mail';
import { apiPost, bearer, checkedFailures, createAdmin, expiredToken, freshIp, loginAdmin, registerCustomer, unsignedToken } from './support/accounts';

/** The guards' time: checkedFailures moves it past each sign-in gap instead of sleeping. */
const clock = testClock();
const t = useTestApp({}, { clock });

const post = (path: string, payload?: unknown, options?: { ip?: string; headers?: Record<string, string> }) =>
  apiPost(t.app, path, payload, options);
const profile = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/admin/profile', headers: bearer(token) });

describe('POST /admin/register', () => {
  // These run in order: the shop starts with no admin at all.
  let first: { email: string; token: string };

  it('lets the first admin sign up on a fresh shop, signed in at once', async () => {
    expect(await t.database.db.select().from(admins)).toHaveLength(0);
    const weak = await post('/admin/register', { name: 'Fern Founder', email: 'Founder@Verdant.test', password: 'aaaaaaaa' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual([{ field: 'password', message: expect.stringMatching(/easy to guess/) }]);
    expect(await t.database.db.select().from(admins)).toHaveLength(0);
    const res = await post('/admin/register', { name: 'Fern Founder', email: 'Founder@Verdant.test', password: 'first-light-2026' });
    expect(res.statusCode).toBe(201);
    const { admin, token } = res.json().data;
    expect(admin).toEqual({ id: expect.any(String), name: 'Fern Founder', email: 'founder@verdant.test', role: 'owner' });
    expect((await profile(token)).json().data.admin).toEqual(admin);
    first = { email: admin.email, token };
  });

  it('refuses a second sign-up, with or without a token (403): colleagues come by invitation', async () => {
    const customer = await registerCustomer(t.app);
    for (const headers of [undefined, bearer(first.token), bearer(customer.token)]) {
      const res = await post('/admin/register', { name: 'Mallory', email: 'mallory@example.com', password: 'sneaky-entry-2026' }, { headers });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        success: false,
        message: 'An admin account already exists. Ask an admin to invite you: they can send you an invitation from Settings, Staff.',
        data: null,
      });
    }
    expect(await t.database.db.select().from(admins).where(eq(admins.email, 'mallory@example.com'))).toHaveLength(0);
  });

  it('says whether first-run sign-up is open: only while no admin exists', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/register' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ open: false });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /admin/register in production', () => {
  it('is never open there, even with no admin (decision 0173)', async () => {
    expect(await firstAdminOpen(t.database.db, false)).toBe(false);
  });
});

describe('POST /admin/register on a fresh shop, twice at once', () => {
  it('makes exactly one first admin', async () => {
    const fresh = await createTestApp();
    const open = async () => (await fresh.app.inject({ method: 'GET', url: '/api/v1/admin/register' })).json().data.open;
    try {
      // The login page offers "Create the first admin" while this says so, and not after.
      expect(await open()).toBe(true);
      const answers = await Promise.all(
        [1, 2, 3].map((n) =>
          fresh.app.inject({
            method: 'POST',
            url: '/api/v1/admin/register',
            payload: { name: `Racer ${n}`, email: `racer-${n}@verdant.test`, password: 'photo-finish-2026' },
            remoteAddress: freshIp(),
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 403, 403]);
      expect(await open()).toBe(false);
      expect(await fresh.database.db.select().from(admins)).toHaveLength(1);
    } finally {
      await fresh.dispose();
    }
  });
});

describe('POST /admin/login', () => {
  it('answers the admin and an admin-audience token that customer routes refuse', async () => {
    const admin = await createAdmin(t.app);
    const res = await post('/admin/login', { email: admin.email.toUpperCase(), password: admin.password });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.admin).toEqual({ id: admin.id, name: 'Olive Admin', email: admin.email, role: 'owner' });
    const claims = JSON.parse(Buffer.from(data.token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ aud: 'shop:admin', sub: admin.id, iss: 'verdant-shop' });
    expect((await profile(data.token)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/account', headers: bearer(data.token) })).statusCode).toBe(401);
  });

  it('answers unknown emails and wrong passwords alike, and a customer cannot sign in here', async () => {
    const admin = await createAdmin(t.app);
    const customer = await registerCustomer(t.app);
    for (const payload of [
      { email: admin.email, password: 'wrong-password-1' },
      { email: 'nobody@verdant.test', password: 'wrong-password-1' },
      { email: customer.email, password: customer.password },
    ]) {
      const res = await post('/admin/login', payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Invalid email or password', data: null });
    }
  });

  it('throttles the 10th failed sign-in from one address (429), not the admin elsewhere', async () => {
    const admin = await createAdmin(t.app);
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await post('/admin/login', { email: admin.email, password: `wrong-${i}-guess` }, { ip })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 401, 429]);
    expect((await post('/admin/login', { email: admin.email, password: admin.password }, { ip })).statusCode).toBe(429);
    // Only that address is refused: the admin signs in from anywhere else.
    expect((await post('/admin/login', { email: admin.email, password: admin.password }, { ip: freshIp() })).statusCode).toBe(200);
  });

  it('the admin gets in during an attack from many addresses, with the proof of a device used before', async () => {
    const admin = await createAdmin(t.app);
    const office = await post('/admin/login', { email: admin.email, password: admin.password });
    const deviceProof: string = office.json().data.deviceProof;
    expect(deviceProof, office.body).toEqual(expect.any(String));
    await checkedFailures(t.app, clock, '/admin/login', admin.email, 13);
    const guess = (i: number) => post('/admin/login', { email: admin.email, password: `attack-${i}-guess` });
    expect((await guess(13)).statusCode).toBe(429);
    expect((await post('/admin/login', { email: admin.email, password: admin.password })).statusCode).toBe(429);
    const owner = await post('/admin/login', { email: admin.email, password: admin.password, deviceProof });
    expect(owner.statusCode, owner.body).toBe(200);
    expect((await profile(owner.json().data.token)).statusCode).toBe(200);
    // The owner getting in did not reset the guessers' delay (accounts-device-proofs.test.ts: a customer's proof is no admin's).
    expect((await guess(14)).statusCode).toBe(429);
  });
});

describe('admin password recovery', () => {
  async function linkFor(email: string) {
    await t.app.jobs.idle();
    const [mail] = await t.database.db.select().from(emails).where(and(eq(emails.to, email), eq(emails.kind, 'password-reset')));
    const match = /\/admin\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(asReceived(t.config.dataDir, mail!).text);
    expect(match).not.toBeNull();
    return match![1]!;
  }

  it('answers known and unknown emails identically and resets through /admin/reset-password', async () => {
    const admin = await createAdmin(t.app);
    const known = await post('/admin/forgot-password', { email: admin.email });
    const unknown = await post('/admin/forgot-password', { email: 'ghost-admin@verdant.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);

    const token = await linkFor(admin.email);
    const [row] = await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.accountId, admin.id));
    expect(row!.accountKind).toBe('admin');

    // A customer-side reset cannot spend an admin link.
    expect((await post('/user/reset-password', { token, password: 'new-ledger-2027' })).statusCode).toBe(400);
    const reset = await post('/admin/reset-password', { token, password: 'new-ledger-2027' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data.admin.id).toBe(admin.id);
    expect((await profile(reset.json().data.token)).statusCode).toBe(200);
    expect((await profile(admin.token)).statusCode).toBe(401);
    expect((await post('/admin/reset-password', { token, password: 'newer-ledger-2028' })).statusCode).toBe(400);
  });

  it('does not email customers from the admin form', async () => {
    const customer = await registerCustomer(t.app);
    await post('/admin/forgot-password', { email: customer.email });
    await t.app.jobs.idle();
    // Only the welcome of the sign-up (decision 0265): no reset link.
    expect((await t.database.db.select().from(emails).where(eq(emails.to, customer.email))).map((mail) => mail.kind)).toEqual(['account-welcome']);
  });
});

describe('GET /admin/profile and POST /admin/logout', () => {
  it('refuses no token, a customer token, an expired and an unsigned token', async () => {
    const admin = await createAdmin(t.app);
    const customer = await registerCustomer(t.app);
    for (const route of [
      { method: 'GET' as const, url: '/api/v1/admin/profile' },
      { method: 'POST' as const, url: '/api/v1/admin/logout' },
    ]) {
      for (const headers of [{}, bearer(customer.token), bearer(await expiredToken('admin', admin.id)), bearer(unsignedToken('admin', admin.id))]) {
        const res = await t.app.inject({ ...route, headers });
        expect(res.statusCode, `${route.url} ${JSON.stringify(headers)}`).toBe(401);
      }
    }
  });

  it('logout revokes the admin token', async () => {
    const admin = await createAdmin(t.app);
    const token = await loginAdmin(t.app, admin.email, admin.password);
    expect((await post('/admin/logout', undefined, { headers: bearer(token) })).statusCode).toBe(200);
    expect((await profile(token)).statusCode).toBe(401);
    expect((await profile(admin.token)).statusCode).toBe(401);
  });
});
