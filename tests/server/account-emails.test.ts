/**
 * The emails about a customer's own account (server/modules/email/templates/account-*.ts and password-changed.ts,
 * docs/decisions/0265-account-emails-and-names-without-markup.md): a welcome on sign-up, a notice
 * when the password changes (from account details or a reset link), a confirmation when the account
 * is deleted. Each goes through the outbox once its change commits, and a refused change sends none.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, emails } from '../../server/db/schema';
import { apiPost, callWith, GOOD_PASSWORD, registerCustomer } from './support/accounts';
import { useTestApp } from './support/app';
import { asReceived } from './support/mail';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });

/** The emails of one kind to one address, as delivered (the job has run). */
async function sent(kind: string, to: string) {
  await t.app.jobs.idle();
  const rows = await t.database.db.select().from(emails).where(and(eq(emails.to, to), eq(emails.kind, kind)));
  return rows.map((row) => asReceived(t.config.dataDir, row));
}

describe('signing up', () => {
  it('sends one welcome to the new customer, by name, delivered after the commit', async () => {
    const customer = await registerCustomer(t.app, { firstName: 'Iris' });
    const [welcome, ...more] = await sent('account-welcome', customer.email);
    expect(more).toHaveLength(0);
    expect(welcome!.subject).toBe('Welcome to Verdant');
    expect(welcome!.status).toBe('sent');
    expect(welcome!.text).toContain(`Hello Iris, your Verdant account is ready. You sign in with ${customer.email}.`);
    expect(welcome!.text).toContain(`${t.config.publicUrl}/shop`);
    expect(welcome!.html).toContain('Welcome, Iris');
  });

  it('sends nothing when the email is taken (409) or the form is refused (400)', async () => {
    const customer = await registerCustomer(t.app);
    const again = await apiPost(t.app, '/user/register', { firstName: 'Other', lastName: 'Person', email: customer.email, password: GOOD_PASSWORD });
    expect(again.statusCode).toBe(409);
    expect(await sent('account-welcome', customer.email)).toHaveLength(1);

    const email = `refused-${Date.now()}@example.com`;
    const refused = await apiPost(t.app, '/user/register', { firstName: '<b>', lastName: 'Person', email, password: GOOD_PASSWORD });
    expect(refused.statusCode).toBe(400);
    expect(await t.database.db.select().from(emails).where(eq(emails.to, email))).toHaveLength(0);
  });
});

describe('changing the password', () => {
  it('tells the customer it changed and what to do if it was not them', async () => {
    const customer = await registerCustomer(t.app, { firstName: 'Juno' });
    const res = await callWith(t.app, customer.token, 'PUT', '/user/account/password', { currentPassword: customer.password, newPassword: 'brand-new-garden-2027' });
    expect(res.statusCode, res.body).toBe(200);
    const [notice, ...more] = await sent('password-changed', customer.email);
    expect(more).toHaveLength(0);
    expect(notice!.subject).toBe('Your Verdant password was changed');
    expect(notice!.text).toContain(`Hello Juno, the password of your Verdant account (${customer.email}) has just been changed`);
    expect(notice!.text).toContain('If it was not you');
    expect(notice!.text).toContain(`${t.config.publicUrl}/forgot-password`);
    expect(notice!.text).toContain(t.config.supportEmail);
  });

  it('sends nothing when the current password is wrong', async () => {
    const customer = await registerCustomer(t.app);
    const res = await callWith(t.app, customer.token, 'PUT', '/user/account/password', { currentPassword: 'not-my-password', newPassword: 'brand-new-garden-2027' });
    expect(res.statusCode).toBe(400);
    expect(await sent('password-changed', customer.email)).toHaveLength(0);
  });

  it('tells the customer after a reset through an emailed link too', async () => {
    const customer = await registerCustomer(t.app, { firstName: 'Kit' });
    expect((await apiPost(t.app, '/user/forgot-password', { email: customer.email })).statusCode).toBe(200);
    const [link] = await sent('password-reset', customer.email);
    const token = decodeURIComponent(/\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(link!.text)![1]!);
    const reset = await apiPost(t.app, '/user/reset-password', { token, password: 'fresh-meadow-2027' });
    expect(reset.statusCode, reset.body).toBe(200);
    const [notice] = await sent('password-changed', customer.email);
    expect(notice!.text).toContain('Hello Kit, the password of your Verdant account');
  });
});

describe('deleting the account', () => {
  it('confirms it to the address the account had, once the row is gone', async () => {
    const customer = await registerCustomer(t.app, { firstName: 'Lark' });
    const res = await callWith(t.app, customer.token, 'DELETE', '/user/account', { password: customer.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.database.db.select().from(customers).where(eq(customers.id, customer.user.id))).toHaveLength(0);
    const [confirmation, ...more] = await sent('account-deleted', customer.email);
    expect(more).toHaveLength(0);
    expect(confirmation!.subject).toBe('Your Verdant account has been deleted');
    expect(confirmation!.text).toContain(`Hello Lark, as you asked, your Verdant account (${customer.email}) has been deleted`);
  });

  it('sends nothing and deletes nothing on a wrong password', async () => {
    const customer = await registerCustomer(t.app);
    const res = await callWith(t.app, customer.token, 'DELETE', '/user/account', { password: 'not-my-password' });
    expect(res.statusCode).toBe(400);
    expect(await t.database.db.select().from(customers).where(eq(customers.id, customer.user.id))).toHaveLength(1);
    expect(await sent('account-deleted', customer.email)).toHaveLength(0);
  });
});
