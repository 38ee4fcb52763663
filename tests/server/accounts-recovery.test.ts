/** Customer password recovery: /user/forgot-password and /user/reset-password. */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emails, passwordResetTokens } from '../../server/db/schema';
import { hashLinkToken } from '../../server/lib/link-tokens';
import { useTestApp } from './support/app';
import { asReceived } from './support/mail';
import { apiPost, bearer, freshIp, registerCustomer } from './support/accounts';

const t = useTestApp();

const post = (path: string, payload?: unknown, options?: { ip?: string; headers?: Record<string, string> }) =>
  apiPost(t.app, path, payload, options);
const account = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/user/account', headers: bearer(token) });


async function resetEmailsTo(email: string) {
  await t.app.jobs.idle();
  const sent = await t.database.db
    .select()
    .from(emails)
    .where(and(eq(emails.to, email), eq(emails.kind, 'password-reset')));
  return sent.map((mail) => asReceived(t.config.dataDir, mail));
}

function tokenFrom(text: string): string {
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  expect(match, text).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

describe('password recovery', () => {
  it('answers known and unknown emails identically, emailing only the real account', async () => {
    const customer = await registerCustomer(t.app);
    const known = await post('/user/forgot-password', { email: customer.email });
    const unknown = await post('/user/forgot-password', { email: 'nobody-here@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({
      success: true,
      message: 'If an account exists for that email, we have sent a link to reset the password.',
      data: null,
    });
    const sent = await resetEmailsTo(customer.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain(`${t.config.publicUrl}/reset-password?token=`);
    expect(await resetEmailsTo('nobody-here@example.com')).toHaveLength(0);
  });

  it('stores only the SHA-256 of a 32-byte token, valid for one hour', async () => {
    const customer = await registerCustomer(t.app);
    await post('/user/forgot-password', { email: customer.email });
    const token = tokenFrom((await resetEmailsTo(customer.email))[0]!.text);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.accountId, customer.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ accountKind: 'customer', tokenHash: hashLinkToken(token), usedAt: null });
    const lifetime = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime();
    expect(Math.abs(lifetime - 3_600_000)).toBeLessThan(5_000);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('resets once: signs in, revokes older tokens, and the link then stops working', async () => {
    const customer = await registerCustomer(t.app);
    await post('/user/forgot-password', { email: customer.email });
    const token = tokenFrom((await resetEmailsTo(customer.email))[0]!.text);

    const reset = await post('/user/reset-password', { token, password: 'fresh-meadow-2027' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data.user.id).toBe(customer.user.id);
    expect((await account(reset.json().data.token)).statusCode).toBe(200);
    expect((await account(customer.token)).statusCode).toBe(401);
    expect((await post('/user/login', { email: customer.email, password: customer.password })).statusCode).toBe(401);
    expect((await post('/user/login', { email: customer.email, password: 'fresh-meadow-2027' })).statusCode).toBe(200);

    const again = await post('/user/reset-password', { token, password: 'another-meadow-2028' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This reset link is invalid or has expired.');
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    const customer = await registerCustomer(t.app);
    await post('/user/forgot-password', { email: customer.email });
    const token = tokenFrom((await resetEmailsTo(customer.email))[0]!.text);
    const answers = await Promise.all([
      post('/user/reset-password', { token, password: 'first-meadow-2027' }),
      post('/user/reset-password', { token, password: 'second-meadow-2027' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses an expired link, and voids earlier links when a new one is asked for', async () => {
    const customer = await registerCustomer(t.app);
    await post('/user/forgot-password', { email: customer.email });
    await post('/user/forgot-password', { email: customer.email });
    const tokens = (await resetEmailsTo(customer.email)).map((e) => tokenFrom(e.text));
    expect(tokens).toHaveLength(2);
    const rows = await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.accountId, customer.user.id));
    const live = rows.find((r) => r.usedAt === null)!;
    const voided = tokens.find((tok) => hashLinkToken(tok) !== live.tokenHash)!;
    const current = tokens.find((tok) => hashLinkToken(tok) === live.tokenHash)!;
    expect((await post('/user/reset-password', { token: voided, password: 'voided-meadow-2027' })).statusCode).toBe(400);

    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.id, live.id));
    const expired = await post('/user/reset-password', { token: current, password: 'expired-meadow-2027' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('This reset link is invalid or has expired.');
  });

  it('keeps the link usable when the new password is refused', async () => {
    const customer = await registerCustomer(t.app);
    await post('/user/forgot-password', { email: customer.email });
    const token = tokenFrom((await resetEmailsTo(customer.email))[0]!.text);
    for (const password of ['password123', 'aaaaaaaa']) {
      const weak = await post('/user/reset-password', { token, password });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().errors).toEqual([{ field: 'password', message: weak.json().message }]);
      expect(weak.json().message).toMatch(/easy to guess|used password/);
    }
    expect((await post('/user/reset-password', { token, password: 'sturdy-meadow-2027' })).statusCode).toBe(200);
  });

  it('a password change voids every outstanding reset link', async () => {
    const customer = await registerCustomer(t.app);
    await post('/user/forgot-password', { email: customer.email });
    const token = tokenFrom((await resetEmailsTo(customer.email))[0]!.text);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/account/password',
      headers: bearer(customer.token),
      payload: { currentPassword: customer.password, newPassword: 'brand-new-garden-2027' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const late = await post('/user/reset-password', { token, password: 'sturdy-meadow-2027' });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('This reset link is invalid or has expired.');
    expect((await post('/user/login', { email: customer.email, password: 'brand-new-garden-2027' })).statusCode).toBe(200);
  });

  it('sends at most 3 reset emails per address per hour, with the same answer every time', async () => {
    const customer = await registerCustomer(t.app);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await post('/user/forgot-password', { email: customer.email }));
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
    expect(await resetEmailsTo(customer.email)).toHaveLength(3);
  });

  it('throttles recovery requests and bad links per IP', async () => {
    const ip = freshIp();
    const forgot: number[] = [];
    for (let i = 0; i < 11; i++) forgot.push((await post('/user/forgot-password', { email: `someone-${i}@example.com` }, { ip })).statusCode);
    expect(forgot.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(forgot[10]).toBe(429);

    const resetIp = freshIp();
    const resets: number[] = [];
    for (let i = 0; i < 10; i++)
      resets.push((await post('/user/reset-password', { token: `made-up-token-${i}-abcdefghijkl`, password: 'sturdy-meadow-2027' }, { ip: resetIp })).statusCode);
    expect(resets.slice(0, 9).every((s) => s === 400)).toBe(true);
    expect(resets[9]).toBe(429);
  });

  it('validates the reset body', async () => {
    for (const [payload, field] of [
      [{ password: 'sturdy-meadow-2027' }, 'token'],
      [{ token: 'x'.repeat(43) }, 'password'],
      [{ token: 'x'.repeat(43), password: 'short' }, 'password'],
    ] as const) {
      const res = await post('/user/reset-password', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
    }
  });
});

