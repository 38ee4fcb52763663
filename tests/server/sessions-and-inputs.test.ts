/**
 * Sessions and what a form may send (decision 0250's smaller findings): answers that carry a token
 * are kept by no cache; logging out revokes the very token that asked, for customers and admins;
 * names with a line break are refused with a sentence saying so, and an admin saved with one
 * before can still invite; a customer's password built from the shop's name, their own name or
 * email and a year is refused; an admin's change of a customer's email tells the old address.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addresses, admins, customers, emails } from '../../server/db/schema';
import { BUILT_FROM_GUESSES } from '../../server/modules/accounts/passwords/password-policy';
import { apiPost, bearer, createAdmin, freshIp, GOOD_PASSWORD, loginAdmin, registerCustomer, TEST_ADDRESS } from './support/accounts';
import { useTestApp } from './support/app';
import { asReceived } from './support/mail';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const unique = () => Math.random().toString(36).slice(2, 8);
const call = (token: string, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${path}`, headers: bearer(token), remoteAddress: freshIp(), ...(payload ? { payload } : {}) });

describe('answers that carry a token', () => {
  it('are no-store: sign-up, sign-in and the admin’s sign-in', async () => {
    const email = `fern-${unique()}@example.com`;
    const registered = await apiPost(t.app, '/user/register', { firstName: 'Fern', lastName: 'Gully', email, password: GOOD_PASSWORD });
    expect(registered.statusCode, registered.body).toBe(201);
    const login = await apiPost(t.app, '/user/login', { email, password: GOOD_PASSWORD });
    const admin = await createAdmin(t.app);
    const adminLogin = await apiPost(t.app, '/admin/login', { email: admin.email, password: admin.password });
    for (const res of [registered, login, adminLogin]) {
      expect(res.json().data.token).toEqual(expect.any(String));
      expect(res.headers['cache-control']).toBe('no-store');
    }
    // A refusal carries no token, and is no-store all the same (the header is set before the work).
    expect((await apiPost(t.app, '/user/login', { email, password: 'wrong-password-here' })).headers['cache-control']).toBe('no-store');
  });
});

describe('logging out', () => {
  it('revokes the token that asked, for a customer and an admin', async () => {
    const customer = await registerCustomer(t.app);
    expect((await call(customer.token, 'POST', '/user/logout', {})).statusCode).toBe(200);
    expect((await call(customer.token, 'GET', '/user/account')).statusCode).toBe(401);

    const admin = await createAdmin(t.app);
    const token = await loginAdmin(t.app, admin.email, admin.password);
    expect((await call(token, 'POST', '/admin/logout', {})).statusCode).toBe(200);
    expect((await call(token, 'GET', '/admin/profile')).statusCode).toBe(401);
  });
});

describe('names', () => {
  it('with a line break are refused with a sentence saying so, wherever a name is typed', async () => {
    const sentence = 'must be on one line, without line breaks or control characters';
    const signUp = await apiPost(t.app, '/user/register', { firstName: 'Eve\r\nBcc: all@example.com', lastName: 'Doe', email: `eve-${unique()}@example.com`, password: GOOD_PASSWORD });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().errors).toEqual([{ field: 'firstName', message: `First name ${sentence}` }]);

    const owner = await createAdmin(t.app);
    const invite = await call(owner.token, 'POST', '/admin/staff/invitations', { name: 'Mal\nlory', email: `mal-${unique()}@example.com`, role: 'manager' });
    expect(invite.statusCode).toBe(400);
    expect(invite.json().errors).toEqual([{ field: 'name', message: `Name ${sentence}` }]);

    const customer = await registerCustomer(t.app);
    const edit = await call(owner.token, 'PUT', `/admin/customers/${customer.user.id}`, { lastName: 'Line\rBreak' });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().errors[0]).toEqual({ field: 'lastName', message: `Last name ${sentence}` });
  });

  it('with markup characters are refused with a clear sentence at sign-up, in account details and on an address, changing nothing', async () => {
    const sentence = 'cannot contain < > & " ` { } or \\';
    const email = `eve-${unique()}@example.com`;
    const signUp = await apiPost(t.app, '/user/register', { firstName: '<script>alert(1)</script>', lastName: 'Doe', email, password: GOOD_PASSWORD });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().errors).toEqual([{ field: 'firstName', message: `First name ${sentence}` }]);
    expect(await t.database.db.select().from(customers).where(eq(customers.email, email))).toHaveLength(0);

    const customer = await registerCustomer(t.app, { firstName: "Zoë O'Brien-Smith", lastName: 'J. R.' });
    const details = await call(customer.token, 'PUT', '/user/account', { lastName: 'Doe"><img src=x>' });
    expect(details.statusCode).toBe(400);
    expect(details.json().errors).toEqual([{ field: 'lastName', message: `Last name ${sentence}` }]);
    const [kept] = await t.database.db.select().from(customers).where(eq(customers.id, customer.user.id));
    expect([kept!.firstName, kept!.lastName]).toEqual(["Zoë O'Brien-Smith", 'J. R.']);

    const address = await call(customer.token, 'POST', '/user/addresses/add', { ...TEST_ADDRESS, firstName: '{{constructor}}' });
    expect(address.statusCode).toBe(400);
    expect(address.json().errors).toEqual([{ field: 'firstName', message: `First name ${sentence}` }]);
    expect(await t.database.db.select().from(addresses).where(eq(addresses.customerId, customer.user.id))).toHaveLength(0);
  });

  it('saved with a line break before forms refused them no longer break the admin’s invitations', async () => {
    const owner = await createAdmin(t.app);
    await t.database.db.update(admins).set({ name: 'Olive\r\nOwner' }).where(eq(admins.id, owner.id));
    const email = `invitee-${unique()}@example.com`;
    const res = await call(owner.token, 'POST', '/admin/staff/invitations', { name: 'Ivy', email, role: 'fulfilment' });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await t.database.db.select().from(emails).where(eq(emails.to, email));
    expect(mail!.subject).toBe('Olive Owner invited you to the Verdant back office');
  });
});

describe('customer passwords', () => {
  it('built from the shop’s name, the person’s own name or email, or a year are refused, saying why', async () => {
    const tag = unique();
    for (const password of ['verdant2026', 'Verdant-1999!', `rosalind${tag}2025`, 'Rosalind Franklin 1920', 'franklin.verdant']) {
      const res = await apiPost(t.app, '/user/register', { firstName: 'Rosalind', lastName: 'Franklin', email: `rosalind${tag}@example.com`, password });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().errors, password).toEqual([{ field: 'password', message: expect.stringContaining(BUILT_FROM_GUESSES) }]);
    }
    const fine = await apiPost(t.app, '/user/register', { firstName: 'Rosalind', lastName: 'Franklin', email: `rosalind${tag}@example.com`, password: 'verdant-otter-lantern-2026' });
    expect(fine.statusCode, fine.body).toBe(201);
  });
});

describe('an admin changing a customer’s email', () => {
  it('tells the old address, through the outbox', async () => {
    const admin = await createAdmin(t.app);
    const customer = await registerCustomer(t.app, { firstName: 'Nia' });
    const newEmail = `nia-new-${unique()}@example.com`;
    const res = await call(admin.token, 'PUT', `/admin/customers/${customer.user.id}`, { email: newEmail });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.jobs.idle();
    const notices = await t.database.db.select().from(emails).where(and(eq(emails.to, customer.email), eq(emails.kind, 'email-changed-by-shop')));
    expect(notices).toHaveLength(1);
    const text = asReceived(t.config.dataDir, notices[0]!).text;
    expect(text).toContain(`from ${customer.email} to ${newEmail}`);
    expect(text).toContain(t.config.supportEmail);
    // A change that keeps the email tells no one.
    await call(admin.token, 'PUT', `/admin/customers/${customer.user.id}`, { firstName: 'Nia Rose' });
    expect(await t.database.db.select().from(emails).where(eq(emails.kind, 'email-changed-by-shop'))).toHaveLength(1);
  });
});
