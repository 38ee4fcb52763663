/**
 * Two server instances on one database, each with its own job runner, and one due campaign: every
 * recipient gets exactly one email. On PostgreSQL (the server-pg project) each instance has its
 * own connection pool, as two processes would; on the embedded database they share its one
 * connection. Small batches make the two runners interleave over many claims.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { App } from '../../server/app-types';
import { type Database, openDatabase, queryRows } from '../../server/db/client';
import { campaigns, campaignSends, customers } from '../../server/db/schema';
import { CAMPAIGN_SENDER_JOB } from '../../server/modules/campaigns';
import { EMAIL_DELIVERY_JOB } from '../../server/modules/email';
import { bearer, createAdmin } from './support/accounts';
import { createTestApp, type TestApp } from './support/app';

const RECIPIENTS = 120;

let first: TestApp;
let second: App;
let secondDatabase: Database | undefined;

beforeAll(async () => {
  first = await createTestApp();
  secondDatabase = first.database.url ? await openDatabase({ databaseUrl: first.database.url, dataDir: first.database.dataDir, poolSize: 10 }) : undefined;
  second = await buildApp({ config: first.config, database: secondDatabase ?? first.database });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await secondDatabase?.close();
  await first?.dispose();
});

describe('a due campaign with two servers sending', () => {
  it('sends every recipient exactly one email', async () => {
    const db = first.database.db;
    await db.insert(customers).values(
      Array.from({ length: RECIPIENTS }, (_, i) => ({ firstName: 'R', lastName: `${i}`, email: `two-servers-${i}@example.com`, passwordHash: 'x' })),
    );
    const admin = await createAdmin(first.app);
    const created = await first.app.inject({
      method: 'POST',
      url: '/api/v1/admin/campaigns',
      headers: bearer(admin.token),
      payload: { name: 'Both', subject: 'Once only', body: 'Hello', audience: 'all' },
    });
    const id: string = created.json().data.campaign.id;
    // Due now, written straight to the table so neither server was kicked by the request.
    await db.update(campaigns).set({ status: 'scheduled', scheduledAt: new Date(Date.now() - 1000) }).where(eq(campaigns.id, id));

    for (let round = 0; round < 10; round++) {
      for (const app of [first.app, second]) app.jobs.kick(CAMPAIGN_SENDER_JOB);
      await Promise.all([first.app.jobs.idle(), second.jobs.idle()]);
      for (const app of [first.app, second]) app.jobs.kick(EMAIL_DELIVERY_JOB);
      await Promise.all([first.app.jobs.idle(), second.jobs.idle()]);
      const [campaign] = await db.select({ status: campaigns.status }).from(campaigns).where(eq(campaigns.id, id));
      if (campaign!.status === 'sent') break;
    }

    const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(campaign!.status).toBe('sent');
    expect(campaign!.recipientCount).toBe(RECIPIENTS);
    const recipients = await db.select().from(campaignSends).where(eq(campaignSends.campaignId, id));
    expect(recipients.filter((r) => r.status === 'queued')).toHaveLength(RECIPIENTS);
    const perAddress = await queryRows<{ to: string; copies: number }>(
      db,
      sql`select "to", count(*)::int as copies from emails where kind = 'campaign' group by "to"`,
    );
    const copies = perAddress.filter((row) => row.to.startsWith('two-servers-'));
    expect(copies).toHaveLength(RECIPIENTS);
    expect(copies.every((row) => row.copies === 1)).toBe(true);
    const [sent] = await queryRows<{ sent: number }>(db, sql`select count(*)::int as sent from emails where kind = 'campaign' and status = 'sent'`);
    expect(sent!.sent).toBe(RECIPIENTS);
    console.log(`two servers, one campaign: ${RECIPIENTS} recipients, ${RECIPIENTS} emails, 0 duplicates (${first.database.kind})`);
  });
});
