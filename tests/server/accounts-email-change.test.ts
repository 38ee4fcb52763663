/**
 * Changing the email of a customer account (decision 0030): the current password is
 * required, the new address confirms, the old address can undo, and older tokens stop working.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, emailChanges, emails } from '../../server/db/schema';
import { useTestApp } from './support/app';
import { asReceived } from './support/mail';
import { expectNoInternals } from './support/assertions';
import { apiPost, callWith, freshIp, registerCustomer, type TestCustomer } from './support/accounts';

const t = useTestApp();

const put = (customer: TestCustomer, payload: object) => callWith(t.app, customer.token, 'PUT', '/user/account', payload);
const getAccount = (token: string) => callWith(t.app, token, 'GET', '/user/account');
const confirm = (token: string, ip?: string) => apiPost(t.app, '/user/account/email/confirm', { token }, { ip });
const undo = (token: string, ip?: string) => apiPost(t.app, '/user/account/email/undo', { token }, { ip });
const newAddress = () => `new-${Math.random().toString(36).slice(2)}@example.com`;

async function outbox(to: string, kind: string) {
  await t.app.jobs.idle();
  const sent = await t.database.db
    .select()
    .from(emails)
    .where(and(eq(emails.to, to), eq(emails.kind, kind)));
  return sent.map((mail) => asReceived(t.config.dataDir, mail));
}

/** The token of the single email of `kind` sent to `to`, read from its link to `path`. */
async function linkToken(to: string, kind: string, path: string): Promise<string> {
  const sent = await outbox(to, kind);
  expect(sent, `${kind} emails to ${to}`).toHaveLength(1);
  const match = new RegExp(`${t.config.publicUrl}${path}\\?token=([A-Za-z0-9_%-]+)`).exec(sent[0]!.text);
  expect(match, sent[0]!.text).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

async function requestChange(customer: TestCustomer, email = newAddress()) {
  const res = await put(customer, { email, currentPassword: customer.password });
  expect(res.statusCode, res.body).toBe(200);
  return {
    email,
    res,
    confirmToken: () => linkToken(email, 'email-change-confirm', '/confirm-email'),
    undoToken: async () => {
      const notices = await outbox(customer.email, 'email-change-notice');
      const notice = notices.find((n) => n.text.includes(email))!;
      return decodeURIComponent(/\/undo-email-change\?token=([A-Za-z0-9_%-]+)/.exec(notice.text)![1]!);
    },
  };
}

async function storedEmail(id: string) {
  const [row] = await t.database.db.select({ email: customers.email, tokenVersion: customers.tokenVersion }).from(customers).where(eq(customers.id, id));
  return row!;
}

describe('PUT /user/account with a new email', () => {
  it('refuses the change without the current password, and changes nothing at all', async () => {
    const customer = await registerCustomer(t.app);
    const email = newAddress();
    const res = await put(customer, { email, firstName: 'Mallory' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Enter your current password to change your email',
      errors: [{ field: 'currentPassword', message: 'Enter your current password to change your email' }],
    });
    const account = (await getAccount(customer.token)).json().data.user;
    expect(account).toMatchObject({ email: customer.email, firstName: 'Ada', pendingEmail: null });
    expect(await t.database.db.select().from(emailChanges).where(eq(emailChanges.customerId, customer.user.id))).toEqual([]);
    expect(await outbox(email, 'email-change-confirm')).toEqual([]);
    expect(await outbox(customer.email, 'email-change-notice')).toEqual([]);
  });

  it('refuses a wrong current password, changes nothing, and throttles the guessing', async () => {
    const customer = await registerCustomer(t.app);
    const email = newAddress();
    const wrong = await put(customer, { email, currentPassword: 'not-my-password', lastName: 'Thief' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ field: 'currentPassword', message: 'Current password is incorrect' }]);
    expect(await storedEmail(customer.user.id)).toMatchObject({ email: customer.email, tokenVersion: 0 });
    expect((await getAccount(customer.token)).json().data.user).toMatchObject({ lastName: 'Greene', pendingEmail: null });
    expect(await outbox(email, 'email-change-confirm')).toEqual([]);
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await put(customer, { email, currentPassword: `guess-${i}-password` })).statusCode);
    expect(statuses.at(-1)).toBe(429);
  });

  it('holds the change until the new address confirms; the old address gets a notice; then older tokens get 401', async () => {
    const customer = await registerCustomer(t.app);
    const change = await requestChange(customer);
    expect(change.res.json().message).toBe(`We sent a link to ${change.email}. Your email changes once you confirm it there.`);
    expect(change.res.json().data.user).toMatchObject({ email: customer.email, pendingEmail: change.email });
    expect(await storedEmail(customer.user.id)).toMatchObject({ email: customer.email, tokenVersion: 0 });

    const [notice] = await outbox(customer.email, 'email-change-notice');
    expect(notice!.text).toContain(change.email);
    expect(notice!.text).toContain(`${t.config.publicUrl}/undo-email-change?token=`);
    const token = await change.confirmToken();
    // Only hashes are kept.
    const [row] = await t.database.db.select().from(emailChanges).where(eq(emailChanges.customerId, customer.user.id));
    expect(JSON.stringify(row)).not.toContain(token);

    // Until confirmed, the session keeps working and the old email still signs in.
    expect((await getAccount(customer.token)).statusCode).toBe(200);
    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, message: `Your email is now ${change.email}. Please sign in again.`, data: { email: change.email } });

    expect(await storedEmail(customer.user.id)).toMatchObject({ email: change.email, tokenVersion: 1 });
    const stale = await getAccount(customer.token);
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ success: false, data: null });
    expect((await apiPost(t.app, '/user/login', { email: customer.email, password: customer.password })).statusCode).toBe(401);
    const fresh = await apiPost(t.app, '/user/login', { email: change.email, password: customer.password });
    expect(fresh.statusCode).toBe(200);
    expect((await getAccount(fresh.json().data.token)).json().data.user).toMatchObject({ email: change.email, pendingEmail: null });

    // The link works once.
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, message: 'This link is invalid or has expired.', data: null });
  });

  it('undo before confirming: the change is cancelled, its link dies, and every session ends', async () => {
    const customer = await registerCustomer(t.app);
    const change = await requestChange(customer);
    const confirmToken = await change.confirmToken();
    const undone = await undo(await change.undoToken());
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().data).toEqual({ email: customer.email });
    expect(await storedEmail(customer.user.id)).toMatchObject({ email: customer.email, tokenVersion: 1 });
    expect((await getAccount(customer.token)).statusCode).toBe(401);
    expect((await confirm(confirmToken)).statusCode).toBe(400);
    expect(await storedEmail(customer.user.id)).toMatchObject({ email: customer.email });
  });

  it('undo after confirming: the old email comes back and every session ends', async () => {
    const customer = await registerCustomer(t.app);
    const change = await requestChange(customer);
    expect((await confirm(await change.confirmToken())).statusCode).toBe(200);
    const attacker = await apiPost(t.app, '/user/login', { email: change.email, password: customer.password });
    const undoToken = await change.undoToken();
    const undone = await undo(undoToken);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await storedEmail(customer.user.id)).toMatchObject({ email: customer.email, tokenVersion: 2 });
    expect((await getAccount(attacker.json().data.token)).statusCode).toBe(401);
    expect((await undo(undoToken)).statusCode).toBe(400);
  });

  it('confirming a new email voids every reset link sent to the old one', async () => {
    const customer = await registerCustomer(t.app);
    await apiPost(t.app, '/user/forgot-password', { email: customer.email });
    const resetToken = await linkToken(customer.email, 'password-reset', '/reset-password');
    const change = await requestChange(customer);
    expect((await confirm(await change.confirmToken())).statusCode).toBe(200);
    const late = await apiPost(t.app, '/user/reset-password', { token: resetToken, password: 'sturdy-meadow-2027' });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('This reset link is invalid or has expired.');
  });

  it('undoing a change voids the reset links sent to the address it took back from', async () => {
    const customer = await registerCustomer(t.app);
    const change = await requestChange(customer);
    expect((await confirm(await change.confirmToken())).statusCode).toBe(200);
    // Whoever took the account over asks for a reset link at the new address...
    await apiPost(t.app, '/user/forgot-password', { email: change.email });
    const takeover = await linkToken(change.email, 'password-reset', '/reset-password');
    // ...and the owner's undo must leave it dead.
    expect((await undo(await change.undoToken())).statusCode).toBe(200);
    expect((await apiPost(t.app, '/user/reset-password', { token: takeover, password: 'sturdy-meadow-2027' })).statusCode).toBe(400);
    expect((await apiPost(t.app, '/user/login', { email: customer.email, password: customer.password })).statusCode).toBe(200);
  });

  it('a newer request replaces the pending one: only the newest confirmation link works', async () => {
    const customer = await registerCustomer(t.app);
    const first = await requestChange(customer);
    const second = await requestChange(customer);
    expect(second.res.json().data.user.pendingEmail).toBe(second.email);
    expect((await confirm(await first.confirmToken())).statusCode).toBe(400);
    expect((await confirm(await second.confirmToken())).statusCode).toBe(200);
    expect(await storedEmail(customer.user.id)).toMatchObject({ email: second.email });
  });

  it('refuses an expired confirmation link', async () => {
    const customer = await registerCustomer(t.app);
    const change = await requestChange(customer);
    await t.database.db
      .update(emailChanges)
      .set({ confirmExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailChanges.customerId, customer.user.id));
    expect((await confirm(await change.confirmToken())).statusCode).toBe(400);
    expect((await getAccount(customer.token)).json().data.user).toMatchObject({ email: customer.email, pendingEmail: null });
  });

  it('answers 409 when the new email was taken before confirming, and the link stays usable', async () => {
    const customer = await registerCustomer(t.app);
    const change = await requestChange(customer);
    const token = await change.confirmToken();
    const squatter = await registerCustomer(t.app, { email: change.email });
    const taken = await confirm(token);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('An account with this email already exists');
    expect(await storedEmail(customer.user.id)).toMatchObject({ email: customer.email, tokenVersion: 0 });
    await t.database.db.delete(customers).where(eq(customers.id, squatter.user.id));
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it('validates the link body, and throttles refused links per address', async () => {
    for (const payload of [{}, { token: 12 }, { token: 'short' }, { token: 'x'.repeat(500) }]) {
      const res = await apiPost(t.app, '/user/account/email/confirm', payload);
      expect(res.statusCode).toBe(400);
      expectNoInternals(res.body);
    }
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await undo(`made-up-token-${i}-abcdefghijkl`, ip)).statusCode);
    expect(statuses.slice(0, 9).every((status) => status === 400)).toBe(true);
    expect(statuses[9]).toBe(429);
  });
});
