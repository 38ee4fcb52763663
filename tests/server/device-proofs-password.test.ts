/**
 * Device proofs die with the password they were issued under (decision 0210, as amended): after a
 * password change or a reset, a proof from before is no proof, and a sign-in carrying it meets the
 * account's delay like a stranger's; the proof the change or reset answered gets the owner past it.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emails } from '../../server/db/schema';
import { apiPost, bearer, checkedFailures, createAdmin, registerCustomer } from './support/accounts';
import { useTestApp } from './support/app';
import { testClock } from './support/clock';
import { asReceived } from './support/mail';

/** The guards' time: checkedFailures moves it past each sign-in gap instead of sleeping. */
const clock = testClock();
const t = useTestApp({}, { clock });

describe('device proofs after a password change or reset', () => {
  it('a customer’s password change voids the proofs issued before it', async () => {
    const customer = await registerCustomer(t.app);
    const before: string = (await apiPost(t.app, '/user/login', { email: customer.email, password: customer.password })).json().data.deviceProof;
    const newPassword = 'quiet-orchard-lantern-2027';
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/account/password',
      headers: bearer(customer.token),
      payload: { currentPassword: customer.password, newPassword },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after: string = changed.json().data.deviceProof;
    expect(after).toEqual(expect.any(String));

    await checkedFailures(t.app, clock, '/user/login', customer.email, 13);
    // The old proof is no proof: the right new password waits like anyone's.
    expect((await apiPost(t.app, '/user/login', { email: customer.email, password: newPassword, deviceProof: before })).statusCode).toBe(429);
    const owner = await apiPost(t.app, '/user/login', { email: customer.email, password: newPassword, deviceProof: after });
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('an admin’s reset through the emailed link voids the proofs issued before it', async () => {
    const admin = await createAdmin(t.app);
    const before: string = (await apiPost(t.app, '/admin/login', { email: admin.email, password: admin.password })).json().data.deviceProof;
    await apiPost(t.app, '/admin/forgot-password', { email: admin.email });
    await t.app.jobs.idle();
    const [mail] = await t.database.db.select().from(emails).where(and(eq(emails.to, admin.email), eq(emails.kind, 'password-reset')));
    const token = /\/admin\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(asReceived(t.config.dataDir, mail!).text)![1]!;
    const newPassword = 'copper-kettle-meadow-2027';
    const reset = await apiPost(t.app, '/admin/reset-password', { token, password: newPassword });
    expect(reset.statusCode, reset.body).toBe(200);
    const after: string = reset.json().data.deviceProof;

    await checkedFailures(t.app, clock, '/admin/login', admin.email, 13);
    expect((await apiPost(t.app, '/admin/login', { email: admin.email, password: newPassword, deviceProof: before })).statusCode).toBe(429);
    const owner = await apiPost(t.app, '/admin/login', { email: admin.email, password: newPassword, deviceProof: after });
    expect(owner.statusCode, owner.body).toBe(200);
  });
});
