/**
 * Staff roles (decision 0250): an invitation's role is the newcomer's, an owner changes a
 * colleague's role (their tokens die at once, the next sign-in carries the new role), the shop
 * always keeps an owner, nobody but an owner touches an owner, refusals are 403 in the error
 * envelope, and role changes and backup downloads are in the audit trail. Every role against every
 * route is the access matrix's (access-matrix.test.ts).
 */
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admins, auditEntries, emails } from '../../server/db/schema';
import { LAST_OWNER } from '../../server/modules/accounts/staff/staff-service';
import { notAllowedFor } from '../../server/plugins/auth';
import { apiPost, bearer, createAdmin, freshIp, loginAdmin, type TestAdmin } from './support/accounts';
import { useTestApp } from './support/app';
import { onPostgres } from './support/database';
import { asReceived } from './support/mail';

const t = useTestApp();

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${path}`, headers: bearer(token), remoteAddress: freshIp(), ...(payload ? { payload } : {}) });
const setRole = (actor: TestAdmin, target: { id: string }, role: string) => call(actor.token, 'PUT', `/admin/staff/${target.id}`, { role });
const unique = () => Math.random().toString(36).slice(2, 8);

async function trailOf(action: string, recordId: string) {
  return t.database.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.action, action), eq(auditEntries.recordId, recordId)))
    .orderBy(desc(auditEntries.at));
}

describe('roles', () => {
  it('an invitation carries its role: the newcomer joins with it and may do only what it allows', async () => {
    const owner = await createAdmin(t.app, { name: 'Olive Owner' });
    const email = `packer-${unique()}@verdant.test`;
    const sent = await call(owner.token, 'POST', '/admin/staff/invitations', { name: 'Pat Packer', email, role: 'fulfilment' });
    expect(sent.statusCode, sent.body).toBe(201);
    await t.app.jobs.idle();
    const [mail] = await t.database.db.select().from(emails).where(eq(emails.to, email));
    const received = asReceived(t.config.dataDir, mail!).text;
    expect(received).toContain('as fulfilment: orders and shipping only');
    const token = /token=([A-Za-z0-9_-]+)/.exec(received)![1]!;

    const joined = await apiPost(t.app, '/admin/invitation/accept', { token, password: 'heather-ledger-ink-2026' });
    expect(joined.statusCode, joined.body).toBe(201);
    const session = joined.json().data;
    expect(session.admin.role).toBe('fulfilment');
    expect((await call(session.token, 'GET', '/admin/orders')).statusCode).toBe(200);
    const refused = await call(session.token, 'GET', '/admin/staff');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: notAllowedFor('fulfilment'), data: null });
    expect(refused.headers['content-type']).toMatch(/application\/json/);
  });

  it('an owner changes a role: the old token is refused at once, the next sign-in carries the new role, the trail has it', async () => {
    const owner = await createAdmin(t.app);
    const colleague = await createAdmin(t.app, { role: 'manager', name: 'Mo Manager' });
    expect((await call(colleague.token, 'GET', '/admin/products')).statusCode).toBe(200);

    const changed = await setRole(owner, colleague, 'fulfilment');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().message).toBe('Mo Manager is now Fulfilment');
    expect((await call(colleague.token, 'GET', '/admin/orders')).statusCode).toBe(401);

    const token = await loginAdmin(t.app, colleague.email, colleague.password);
    expect((await call(token, 'GET', '/admin/profile')).json().data.admin.role).toBe('fulfilment');
    expect((await call(token, 'GET', '/admin/products')).statusCode).toBe(403);
    expect((await call(owner.token, 'GET', '/admin/staff')).json().data.admins).toContainEqual(expect.objectContaining({ id: colleague.id, role: 'fulfilment' }));

    const [entry] = await trailOf('admin.role', colleague.id);
    expect(entry).toMatchObject({ adminId: owner.id, recordType: 'admin', recordLabel: colleague.email, changes: { role: { before: 'manager', after: 'fulfilment' } } });

    // The same role again changes nothing and records nothing.
    const same = await setRole(owner, colleague, 'fulfilment');
    expect(same.json().message).toBe('Mo Manager is already Fulfilment');
    expect(await trailOf('admin.role', colleague.id)).toHaveLength(1);
  });

  it('always keeps an owner: the last one cannot step down, one of two can', async () => {
    await t.database.db.delete(admins);
    const first = await createAdmin(t.app);
    const refused = await setRole(first, first, 'manager');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: LAST_OWNER, data: null });

    const second = await createAdmin(t.app);
    const steppedDown = await setRole(first, first, 'manager');
    expect(steppedDown.statusCode, steppedDown.body).toBe(200);
    // Signed out by their own change: the next sign-in carries the new role.
    expect((await call(first.token, 'GET', '/admin/profile')).statusCode).toBe(401);
    expect((await setRole(second, second, 'fulfilment')).json().message).toBe(LAST_OWNER);
    const roles = await t.database.db.select({ id: admins.id, role: admins.role }).from(admins);
    expect(roles.sort((x, y) => (x.id === first.id ? -1 : y.id === first.id ? 1 : 0))).toEqual([
      { id: first.id, role: 'manager' },
      { id: second.id, role: 'owner' },
    ]);
  });

  it('nobody but an owner removes or demotes an owner, also with a token that still says owner', async () => {
    const owner = await createAdmin(t.app);
    const manager = await createAdmin(t.app, { role: 'manager' });
    for (const res of [await call(manager.token, 'DELETE', `/admin/staff/${owner.id}`), await setRole(manager, owner, 'fulfilment')]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message: notAllowedFor('manager'), data: null });
    }
    expect(await t.database.db.select({ role: admins.role }).from(admins).where(eq(admins.id, owner.id))).toEqual([{ role: 'owner' }]);

    // Demoted on another process a moment ago: this process may still trust the token's role for
    // up to a second, so the staff writes read the role again on the locked rows.
    const demoted = await createAdmin(t.app);
    await t.database.db.update(admins).set({ role: 'manager' }).where(eq(admins.id, demoted.id));
    const stale = await call(demoted.token, 'DELETE', `/admin/staff/${owner.id}`);
    expect(stale.statusCode).toBe(403);
    expect(stale.json().message).toBe(notAllowedFor('manager'));
    expect(await t.database.db.select({ id: admins.id }).from(admins).where(eq(admins.id, owner.id))).toHaveLength(1);
  });

  it('refuses an admin token signed before roles existed, so the next sign-in carries one', async () => {
    const owner = await createAdmin(t.app);
    const [row] = await t.database.db.select({ ver: admins.tokenVersion }).from(admins).where(eq(admins.id, owner.id));
    const roleless = await t.app.tokens.sign('admin', { sub: owner.id, ver: row!.ver });
    expect((await call(roleless, 'GET', '/admin/profile')).statusCode).toBe(401);
    expect((await call(owner.token, 'GET', '/admin/profile')).statusCode).toBe(200);
  });
});

describe('backups', () => {
  it.skipIf(onPostgres)('each download is in the audit trail, and only owners may take one', async () => {
    const owner = await createAdmin(t.app);
    const manager = await createAdmin(t.app, { role: 'manager' });
    expect((await call(manager.token, 'GET', '/admin/backup')).statusCode).toBe(403);
    const res = await call(owner.token, 'GET', '/admin/backup');
    expect(res.statusCode).toBe(200);
    const fileName = /filename="([^"]+)"/.exec(String(res.headers['content-disposition']))![1]!;
    const [entry] = await trailOf('backup.download', fileName);
    expect(entry).toMatchObject({ adminId: owner.id, recordType: 'backup', recordLabel: fileName, changes: { bytes: { before: null, after: res.rawPayload.length } } });
  });

  it.runIf(onPostgres)('on PostgreSQL answers 409 and records nothing', async () => {
    const owner = await createAdmin(t.app);
    expect((await call(owner.token, 'GET', '/admin/backup')).statusCode).toBe(409);
    const entries = await t.database.db.select().from(auditEntries).where(and(eq(auditEntries.action, 'backup.download'), eq(auditEntries.adminId, owner.id)));
    expect(entries).toEqual([]);
  });
});
