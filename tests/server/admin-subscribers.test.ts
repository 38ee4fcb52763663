/**
 * The back office's newsletter subscribers (docs/decisions/0261-newsletter-subscribers-screen.md):
 * the list with its search, status filter, sort and each row's welcome code; the CSV export of the
 * same rows (recorded as an export); unsubscribing one address, which leaves every campaign's
 * audience and is recorded in the audit trail, once; bad input refused with nothing changed; and
 * the roles: owners and managers may, fulfilment may not.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, emailUnsubscribes, newsletterSubscribers } from '../../server/db/schema';
import { bearer, createAdmin } from './support/accounts';
import { useTestApp } from './support/app';
import { signUpForNewsletter, subscribeConfirmed } from './support/newsletter';

const t = useTestApp();
let owner = '';
const BASE = '/api/v1/admin/newsletter/subscribers';
const call = (method: 'GET' | 'PUT', path = '', token = owner) => t.app.inject({ method, url: `${BASE}${path}`, headers: bearer(token) });

type Listed = { id: string; email: string; status: string; welcomeCode: { code: string; used: boolean } | null };
const listed = async (query: string): Promise<{ rows: Listed[]; total: number }> => {
  const answer = await call('GET', `?${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return { rows: answer.json().data.subscribers, total: answer.json().data.pagination.total };
};

const codes: Record<string, string> = {};
beforeAll(async () => {
  owner = (await createAdmin(t.app, { email: 'subscribers-owner@example.com' })).token;
  codes.fern = await subscribeConfirmed(t, 'fern.subs@example.com');
  codes.moss = await subscribeConfirmed(t, 'moss.subs@example.com');
  expect((await signUpForNewsletter(t, 'reed.subs@example.com')).statusCode).toBe(200);
});

describe('GET /admin/newsletter/subscribers', () => {
  it('lists every address with its status and welcome code, searched, filtered and sorted', async () => {
    const all = await listed('search=.subs@example.com&sortBy=email&sortOrder=asc');
    expect(all.rows.map((row) => [row.email, row.status])).toEqual([
      ['fern.subs@example.com', 'subscribed'],
      ['moss.subs@example.com', 'subscribed'],
      ['reed.subs@example.com', 'unconfirmed'],
    ]);
    expect(all.rows[0]!.welcomeCode).toEqual({ code: codes.fern, used: false });
    expect(all.rows[2]!.welcomeCode).toBeNull();
    expect(all.total).toBe(3);

    expect((await listed('search=MOSS')).rows.map((row) => row.email)).toEqual(['moss.subs@example.com']);
    expect((await listed('search=.subs@&status=unconfirmed')).rows.map((row) => row.email)).toEqual(['reed.subs@example.com']);
    // Newest first by default.
    expect((await listed('search=.subs@')).rows[0]!.email).toBe('reed.subs@example.com');
    // A search's LIKE wildcards are matched as themselves.
    expect((await listed('search=%25')).total).toBe(0);
  });

  it('refuses a status or sort it does not know, naming what it takes', async () => {
    const refused = await call('GET', '?status=gone');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('status must be one of subscribed, unconfirmed, unsubscribed');
    expect((await call('GET', '?sortBy=name')).statusCode).toBe(400);
  });
});

describe('GET /admin/newsletter/subscribers/export', () => {
  it('writes the same rows as CSV, and records the export', async () => {
    const csv = await call('GET', '/export?search=.subs@example.com&sortBy=email&sortOrder=asc');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe('email,status,signedUpAt,confirmedAt,unsubscribedAt,welcomeCode,welcomeCodeUsed,subscriberId');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 2).join(','))).toEqual([
      'fern.subs@example.com,subscribed',
      'moss.subs@example.com,subscribed',
      'reed.subs@example.com,unconfirmed',
    ]);
    expect(lines[1]).toContain(`,${codes.fern},no,`);
    const [entry] = await t.app.db.select().from(auditEntries).where(and(eq(auditEntries.action, 'list.export'), eq(auditEntries.recordId, 'subscribers')));
    expect(entry?.changes).toMatchObject({ search: { before: null, after: '.subs@example.com' } });
  });
});

describe('PUT /admin/newsletter/subscribers/{id}/unsubscribe', () => {
  it('takes the address off the newsletter and every campaign, records it once, and refuses a second time', async () => {
    const moss = (await listed('search=moss.subs')).rows[0]!;
    const done = await call('PUT', `/${moss.id}/unsubscribe`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ message: 'moss.subs@example.com is unsubscribed', data: { subscriber: { id: moss.id, status: 'unsubscribed' } } });
    expect(await t.app.db.select().from(emailUnsubscribes).where(eq(emailUnsubscribes.email, 'moss.subs@example.com'))).toHaveLength(1);

    const trail = await t.app.db.select().from(auditEntries).where(eq(auditEntries.recordId, moss.id));
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ action: 'subscriber.unsubscribe', recordType: 'subscriber', recordLabel: 'moss.subs@example.com' });
    expect(Object.keys(trail[0]!.changes)).toEqual(['unsubscribedAt']);
    expect(trail[0]!.changes.unsubscribedAt!.before).toBeNull();

    const again = await call('PUT', `/${moss.id}/unsubscribe`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('moss.subs@example.com is already unsubscribed');
    expect(await t.app.db.select().from(auditEntries).where(eq(auditEntries.recordId, moss.id))).toHaveLength(1);
    expect((await listed('search=.subs@&status=unsubscribed')).rows.map((row) => row.email)).toEqual(['moss.subs@example.com']);
  });

  it('answers 404 for an unknown subscriber and 400 for an id that is none, changing nothing', async () => {
    const before = await t.app.db.select().from(newsletterSubscribers);
    const unknown = await call('PUT', '/00000000-0000-4000-8000-000000000000/unsubscribe');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Subscriber not found');
    expect((await call('PUT', '/not-an-id/unsubscribe')).statusCode).toBe(400);
    expect(await t.app.db.select().from(newsletterSubscribers)).toEqual(before);
  });
});

describe('who may see and unsubscribe subscribers', () => {
  it('lets managers list and export them, and refuses fulfilment every route', async () => {
    const manager = (await createAdmin(t.app, { role: 'manager' })).token;
    const fulfilment = (await createAdmin(t.app, { role: 'fulfilment' })).token;
    expect((await call('GET', '', manager)).statusCode).toBe(200);
    expect((await call('GET', '/export', manager)).statusCode).toBe(200);
    const fern = (await listed('search=fern.subs')).rows[0]!;
    for (const [method, path] of [['GET', ''], ['GET', '/export'], ['PUT', `/${fern.id}/unsubscribe`]] as const) {
      const refused = await call(method, path, fulfilment);
      expect(refused.statusCode, `${method} ${path}`).toBe(403);
    }
    expect((await listed('search=fern.subs')).rows[0]!.status).toBe('subscribed');
  });
});
