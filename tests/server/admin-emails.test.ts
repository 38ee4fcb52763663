import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
