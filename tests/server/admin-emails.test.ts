import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails } from '../../server/db/schema';
import { EMAIL_DELIVERY_JOB } from '../../server/modules/email/delivery';
import { queueEmail } from '../../server/modules/email/outbox';
import { createTestApp, type TestApp } from './support/app';
import { bearer, createAdmin, registerCustomer } from './support/accounts';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await createAdmin(t.app)).token;
  await queueEmail(t.database.db, { to: 'a@example.com', subject: 'First', text: 'one', kind: 'contact' });
  await queueEmail(t.database.db, { to: 'b@example.com', subject: 'Second', text: 'two', kind: 'password-reset' });
  t.app.jobs.kick(EMAIL_DELIVERY_JOB);
  await t.app.jobs.idle();
});
afterAll(async () => {
  await t?.dispose();
});

const list = (query: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/emails${query}`, headers });

describe('GET /admin/emails', () => {
  it('lets an admin read the outbox, newest first, filtered by recipient and kind', async () => {
    const all = (await list('', bearer(adminToken))).json().data;
    expect(all.emails.map((e: { subject: string }) => e.subject)).toEqual(['Second', 'First']);
    expect(all.emails[0]).toMatchObject({ to: 'b@example.com', status: 'sent', text: 'two' });
    const toA = (await list('?to=A@Example.com', bearer(adminToken))).json().data;
    expect(toA.emails.map((e: { subject: string }) => e.subject)).toEqual(['First']);
    const resets = (await list('?kind=password-reset&limit=1', bearer(adminToken))).json().data;
    expect(resets.pagination).toEqual({ page: 1, limit: 1, total: 1, totalPages: 1 });
  });

  it('answers one email by id, 404 for an unknown one and 400 for a bad id', async () => {
    const [first] = (await list('?kind=contact', bearer(adminToken))).json().data.emails;
    const one = await t.app.inject({ method: 'GET', url: `/api/v1/admin/emails/${first.id}`, headers: bearer(adminToken) });
    expect(one.statusCode).toBe(200);
    expect(one.json().data.email).toEqual(first);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/admin/emails/00000000-0000-4000-8000-000000000000', headers: bearer(adminToken) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Email not found');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/emails/nope', headers: bearer(adminToken) })).statusCode).toBe(400);
  });

  it('refuses customers and visitors', async () => {
    const customer = await registerCustomer(t.app);
    expect((await list('', bearer(customer.token))).statusCode).toBe(401);
    expect((await list('', {})).statusCode).toBe(401);
    for (const headers of [bearer(customer.token), {}]) {
      const one = await t.app.inject({ method: 'GET', url: '/api/v1/admin/emails/00000000-0000-4000-8000-000000000000', headers });
      expect(one.statusCode).toBe(401);
    }
  });
});

describe('secrets in emails', () => {
  it("never shows an admin a link's token, queued or sent; the mail drop has the working link", async () => {
    const customer = await registerCustomer(t.app);
    const post = (url: string, body: object) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: body });
    expect((await post('/user/forgot-password', { email: customer.email })).statusCode).toBe(200);

    const listed = (await list(`?to=${encodeURIComponent(customer.email)}&kind=password-reset`, bearer(adminToken))).json().data.emails;
    expect(listed).toHaveLength(1);
    const one = (await t.app.inject({ method: 'GET', url: `/api/v1/admin/emails/${listed[0].id}`, headers: bearer(adminToken) })).json().data.email;
    const hidesTheToken = (shown: { text: string; html: string }) => {
      expect(shown.text).toContain('/reset-password?token=removed');
      expect(shown.html).toContain('/reset-password?token=removed');
      expect(`${shown.text}${shown.html}`).not.toMatch(/token=(?!removed)/);
    };
    hidesTheToken(listed[0]);
    hidesTheToken(one);

    t.app.jobs.kick(EMAIL_DELIVERY_JOB);
    await t.app.jobs.idle();
    const sent = (await list(`?to=${encodeURIComponent(customer.email)}&kind=password-reset`, bearer(adminToken))).json().data.emails;
    expect(sent[0].status).toBe('sent');
    hidesTheToken(sent[0]);
    // Sent: the shop's own row no longer holds it either (a dump or backup has no live link).
    const [stored] = await t.database.db.select().from(emails).where(eq(emails.id, listed[0].id));
    expect(`${stored!.text}${stored!.html}`).not.toMatch(/token=(?!removed)/);

    // The recipient's copy, in DATA_DIR/mail, still resets the password.
    const mailDir = path.join(t.config.dataDir, 'mail');
    const file = readdirSync(mailDir).find((name) => name.endsWith(`${listed[0].id}.txt`));
    const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(readFileSync(path.join(mailDir, file!), 'utf8'))?.[1];
    expect(token).toBeDefined();
    const reset = await post('/user/reset-password', { token, password: 'Brand-new-pass-2026' });
    expect(reset.statusCode, reset.body).toBe(200);
  });
});
