/**
 * The Staff section (decisions 0225 and 0226): inviting a colleague by email, the invitee's link,
 * withdrawing an invitation, removing an admin (tokens dead at once, never the last, also when two
 * remove each other at once), and who may call any of it.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { adminInvitations, admins, emails } from '../../server/db/schema';
import {
  ALREADY_AN_ADMIN,
  CANNOT_REMOVE_YOURSELF,
  INVITATION_EXPIRED,
  INVITATION_INVALID,
  INVITATION_REVOKED,
  INVITATION_USED,
} from '../../server/modules/accounts/staff/staff-service';
import { apiPost, bearer, createAdmin, freshIp, loginAdmin, registerCustomer, type TestAdmin } from './support/accounts';
import { useTestApp } from './support/app';
import { onPostgres } from './support/database';
import { expectNoInternals } from './support/assertions';
import { asReceived } from './support/mail';

const t = useTestApp();

const GOOD = 'heather-ledger-ink-2026';

const call = (token: string, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${path}`, headers: bearer(token), remoteAddress: freshIp(), ...(payload ? { payload } : {}) });
const profile = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/admin/profile', headers: bearer(token) });
const invite = (admin: TestAdmin, name: string, email: string, role = 'manager') =>
  call(admin.token, 'POST', '/admin/staff/invitations', { name, email, role });

/** The token in the newest invitation emailed to `email`, as the recipient got it. */
async function invitationToken(email: string): Promise<string> {
  await t.app.jobs.idle();
  const [mail] = await t.database.db
    .select()
    .from(emails)
    .where(and(eq(emails.to, email), eq(emails.kind, 'admin-invitation')))
    .orderBy(desc(emails.createdAt))
    .limit(1);
  expect(mail, `an invitation to ${email}`).toBeDefined();
  // The shop's own copy keeps no secret (decision 0217).
  expect(mail!.text).not.toMatch(/token=(?!removed)/);
  const match = /\/admin\/invitation\?token=([A-Za-z0-9_-]+)/.exec(asReceived(t.config.dataDir, mail!).text);
  expect(match).not.toBeNull();
  return match![1]!;
}

const unique = () => Math.random().toString(36).slice(2, 8);

describe('inviting a colleague', () => {
  it('invite → email with link → accept with a password of their own → sign in', async () => {
    const olive = await createAdmin(t.app, { name: 'Olive Owner' });
    const email = `sage-${unique()}@verdant.test`;
    const sent = await invite(olive, 'Sage Colleague', email.toUpperCase());
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().message).toBe(`Invitation sent to ${email}`);

    const listed = (await call(olive.token, 'GET', '/admin/staff')).json().data;
    expect(listed.invitations).toContainEqual({
      id: sent.json().data.invitation.id,
      name: 'Sage Colleague',
      email,
      role: 'manager',
      invitedBy: 'Olive Owner',
      invitedAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    const pending = listed.invitations.find((i: { email: string }) => i.email === email);
    const hours = (Date.parse(pending.expiresAt) - Date.parse(pending.invitedAt)) / 3_600_000;
    expect(Math.round(hours)).toBe(72);
    expect(listed.admins.find((a: { id: string }) => a.id === olive.id)).toMatchObject({ name: 'Olive Owner', role: 'owner', you: true, lastSignedInAt: null });

    const token = await invitationToken(email);
    const check = await apiPost(t.app, '/admin/invitation/check', { token });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().data.invitation).toEqual({ name: 'Sage Colleague', email, role: 'manager', invitedBy: 'Olive Owner', expiresAt: pending.expiresAt });

    // The admin policy (decision 0212): refused, and the link still works.
    const weak = await apiPost(t.app, '/admin/invitation/accept', { token, password: 'Meadow-2026' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual([{ field: 'password', message: expect.stringMatching(/^Admin passwords need to be harder to guess\. /) }]);

    const accepted = await apiPost(t.app, '/admin/invitation/accept', { token, password: GOOD });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const session = accepted.json().data;
    expect(session.admin).toEqual({ id: expect.any(String), name: 'Sage Colleague', email, role: 'manager' });
    expect(session.deviceProof).toEqual(expect.any(String));
    expect((await profile(session.token)).json().data.admin.email).toBe(email);

    const again = await apiPost(t.app, '/admin/invitation/accept', { token, password: GOOD });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(INVITATION_USED);
    expect((await apiPost(t.app, '/admin/invitation/check', { token })).json().message).toBe(INVITATION_USED);

    expect(await loginAdmin(t.app, email, GOOD)).toEqual(expect.any(String));
    const after = (await call(olive.token, 'GET', '/admin/staff')).json().data;
    expect(after.invitations.map((i: { email: string }) => i.email)).not.toContain(email);
    expect(after.admins.find((a: { email: string }) => a.email === email)).toMatchObject({ you: false, lastSignedInAt: expect.any(String) });
  });

  it('refuses an email that already belongs to an admin', async () => {
    const olive = await createAdmin(t.app);
    const colleague = await createAdmin(t.app);
    const res = await invite(olive, 'Twice', colleague.email.toUpperCase());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: ALREADY_AN_ADMIN, data: null });
    expect(await t.database.db.select().from(adminInvitations).where(eq(adminInvitations.email, colleague.email))).toHaveLength(0);
  });

  it('validates the invitation and names the field', async () => {
    const olive = await createAdmin(t.app);
    for (const [payload, field] of [
      [{ email: 'x@verdant.test', role: 'manager' }, 'name'],
      [{ name: 'X', email: 'nope', role: 'manager' }, 'email'],
      [{ name: 'X', email: 'x@verdant.test', role: 'cashier' }, 'role'],
      [{ name: 'Eve\r\nBcc: all@example.com', email: 'x@verdant.test', role: 'manager' }, 'name'],
    ] as const) {
      const res = await call(olive.token, 'POST', '/admin/staff/invitations', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
      expectNoInternals(res.body);
    }
  });

  it('refuses an expired, a withdrawn, a replaced and an unknown link, each saying why', async () => {
    const olive = await createAdmin(t.app);
    const late = `late-${unique()}@verdant.test`;
    await invite(olive, 'Late', late);
    const lateToken = await invitationToken(late);
    await t.database.db.update(adminInvitations).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(adminInvitations.email, late));
    for (const path of ['/admin/invitation/check', '/admin/invitation/accept']) {
      const res = await apiPost(t.app, path, { token: lateToken, password: GOOD });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(INVITATION_EXPIRED);
    }

    const withdrawn = `withdrawn-${unique()}@verdant.test`;
    const sent = await invite(olive, 'Withdrawn', withdrawn);
    const withdrawnToken = await invitationToken(withdrawn);
    const id = sent.json().data.invitation.id;
    expect((await call(olive.token, 'DELETE', `/admin/staff/invitations/${id}`)).statusCode).toBe(200);
    expect((await call(olive.token, 'DELETE', `/admin/staff/invitations/${id}`)).statusCode).toBe(404);
    const refused = await apiPost(t.app, '/admin/invitation/accept', { token: withdrawnToken, password: GOOD });
    expect(refused.json()).toEqual({ success: false, message: INVITATION_REVOKED, data: null });

    // Inviting again withdraws the earlier link; the new one works.
    const twice = `twice-${unique()}@verdant.test`;
    await invite(olive, 'Twice', twice);
    const first = await invitationToken(twice);
    await invite(olive, 'Twice', twice);
    const second = await invitationToken(twice);
    expect(second).not.toBe(first);
    expect((await apiPost(t.app, '/admin/invitation/accept', { token: first, password: GOOD })).json().message).toBe(INVITATION_REVOKED);
    expect((await apiPost(t.app, '/admin/invitation/accept', { token: second, password: GOOD })).statusCode).toBe(201);

    const unknown = await apiPost(t.app, '/admin/invitation/accept', { token: 'x'.repeat(43), password: GOOD });
    expect(unknown.json().message).toBe(INVITATION_INVALID);
    expect(await t.database.db.select().from(admins).where(eq(admins.email, withdrawn))).toHaveLength(0);
  });
});

describe('removing an admin', () => {
  it('deletes the colleague: their token is refused at once, and their open invitations die with them', async () => {
    const olive = await createAdmin(t.app);
    const rowan = await createAdmin(t.app, { name: 'Rowan Leaving' });
    const signedIn = await loginAdmin(t.app, rowan.email, rowan.password);
    const invitee = `invitee-${unique()}@verdant.test`;
    expect((await invite(rowan, 'Invitee', invitee)).statusCode).toBe(201);
    const token = await invitationToken(invitee);

    const res = await call(olive.token, 'DELETE', `/admin/staff/${rowan.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(`Rowan Leaving (${rowan.email}) is no longer an admin`);
    for (const stale of [rowan.token, signedIn]) expect((await profile(stale)).statusCode).toBe(401);
    expect((await apiPost(t.app, '/admin/login', { email: rowan.email, password: rowan.password })).statusCode).toBe(401);
    expect((await apiPost(t.app, '/admin/invitation/accept', { token, password: GOOD })).json().message).toBe(INVITATION_INVALID);
    expect((await call(olive.token, 'DELETE', `/admin/staff/${rowan.id}`)).statusCode).toBe(404);
  });

  it('records every staff change in the audit trail: invited, withdrawn, joined, removed (decision 0224)', async () => {
    const olive = await createAdmin(t.app, { name: 'Olive Owner' });
    const withdrawn = `withdrawn-${unique()}@verdant.test`;
    const joining = `joining-${unique()}@verdant.test`;
    const first = (await invite(olive, 'Withdrawn One', withdrawn)).json().data.invitation;
    expect((await call(olive.token, 'DELETE', `/admin/staff/invitations/${first.id}`)).statusCode).toBe(200);
    expect((await invite(olive, 'Joining One', joining)).statusCode).toBe(201);
    const accepted = await apiPost(t.app, '/admin/invitation/accept', { token: await invitationToken(joining), password: GOOD });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const [joined] = await t.database.db.select({ id: admins.id }).from(admins).where(eq(admins.email, joining));
    expect((await call(olive.token, 'DELETE', `/admin/staff/${joined!.id}`)).statusCode).toBe(200);

    const trail = (await call(olive.token, 'GET', `/admin/audit?recordType=admin&limit=50`)).json().data.entries as Array<{
      action: string;
      admin: { name: string };
      record: { label: string };
    }>;
    const mine = trail.filter((entry) => [withdrawn, joining].includes(entry.record.label)).map((entry) => `${entry.action} ${entry.record.label} by ${entry.admin.name}`);
    expect(mine.reverse()).toEqual([
      `admin.invite ${withdrawn} by Olive Owner`,
      `admin.withdraw_invitation ${withdrawn} by Olive Owner`,
      `admin.invite ${joining} by Olive Owner`,
      `admin.join ${joining} by Joining One`,
      `admin.remove ${joining} by Olive Owner`,
    ]);
  });

  it('never removes yourself, so never the last admin', async () => {
    const olive = await createAdmin(t.app);
    const res = await call(olive.token, 'DELETE', `/admin/staff/${olive.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CANNOT_REMOVE_YOURSELF);
    expect((await profile(olive.token)).statusCode).toBe(200);
  });

  it('leaves one admin when the last two remove each other at the same moment', async () => {
    for (let round = 0; round < 5; round++) {
      await t.database.db.delete(admins);
      const [a, b] = await Promise.all([createAdmin(t.app), createAdmin(t.app)]);
      const answers = await Promise.all([call(a!.token, 'DELETE', `/admin/staff/${b!.id}`), call(b!.token, 'DELETE', `/admin/staff/${a!.id}`)]);
      expect(answers.map((r) => r.statusCode).sort(), answers.map((r) => r.body).join('\n')).toEqual([200, 401]);
      const left = await t.database.db.select({ id: admins.id }).from(admins);
      expect(left).toHaveLength(1);
      const winner = answers[0]!.statusCode === 200 ? a! : b!;
      expect(left[0]!.id).toBe(winner.id);
    }
  });

  // On PostgreSQL the two removals can truly overlap: another connection holds both admins' rows
  // until both removals are waiting on them, then lets go, so both read who is left at once.
  it.runIf(onPostgres)('leaves one admin when both removals have read the admins before either deletes', async () => {
    await t.database.db.delete(admins);
    const [a, b] = await Promise.all([createAdmin(t.app), createAdmin(t.app)]);
    const holder = new pg.Client({ connectionString: t.database.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select id from admins for update');
      const answers = Promise.all([call(a!.token, 'DELETE', `/admin/staff/${b!.id}`), call(b!.token, 'DELETE', `/admin/staff/${a!.id}`)]);
      // Both requests are past the auth check and waiting on a row lock.
      for (let waited = 0; ; waited += 20) {
        const { rows } = await holder.query(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (rows[0].n >= 2) break;
        if (waited > 5000) throw new Error('the two removals never reached the lock');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await holder.query('commit');
      const settled = await answers;
      expect(settled.map((r) => r.statusCode).sort(), settled.map((r) => r.body).join('\n')).toEqual([200, 401]);
      expect(await t.database.db.select({ id: admins.id }).from(admins)).toHaveLength(1);
    } finally {
      await holder.end();
    }
  });
});

describe('who may use the Staff section', () => {
  it('refuses customers and anyone without an admin token', async () => {
    const customer = await registerCustomer(t.app);
    const olive = await createAdmin(t.app);
    for (const [method, path] of [
      ['GET', '/admin/staff'],
      ['POST', '/admin/staff/invitations'],
      ['DELETE', `/admin/staff/invitations/${olive.id}`],
      ['DELETE', `/admin/staff/${olive.id}`],
    ] as const) {
      expect((await call(customer.token, method, path, { name: 'Mallory', email: 'mallory@example.com' })).statusCode, `${method} ${path}`).toBe(401);
      const anonymous = await t.app.inject({ method, url: `/api/v1${path}` });
      expect(anonymous.statusCode, `${method} ${path}`).toBe(401);
    }
    expect(await t.database.db.select().from(adminInvitations).where(eq(adminInvitations.email, 'mallory@example.com'))).toHaveLength(0);
  });
});
