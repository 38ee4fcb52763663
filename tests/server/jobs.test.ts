import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { emails } from '../../server/db/schema';
import { createStore, inSavepoint, recordStockChange } from '../../server/db/unit-of-work';
import { createJobRunner, type Job } from '../../server/jobs/runner';
import { EMAIL_DELIVERY_JOB, emailDeliveryJob } from '../../server/modules/email/delivery';
import { queueEmail } from '../../server/modules/email/outbox';
import { createTestDatabase, onPostgres, type TestDatabase } from './support/database';

const log = pino({ level: 'silent' });
let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.dispose();
  database = undefined;
});

describe('the background job runner', () => {
  it('coalesces kicks during a round into one more round, never two at once', async () => {
    const runner = createJobRunner(log);
    let active = 0;
    let maxActive = 0;
    let rounds = 0;
    // The first round stays open until every kick is in: "during a round" by construction, not by
    // a round that happens to take longer than the kicks.
    let endRound!: () => void;
    const kicksIn = new Promise<void>((resolve) => (endRound = resolve));
    const job: Job = {
      name: 'slow',
      everyMs: 60_000,
      async runOnce() {
        active++;
        maxActive = Math.max(maxActive, active);
        rounds++;
        await kicksIn;
        active--;
        return false;
      },
    };
    runner.add(job);
    for (let i = 0; i < 10; i++) runner.kick('slow');
    expect(rounds).toBe(1);
    endRound();
    await runner.idle();
    expect(maxActive).toBe(1);
    expect(rounds).toBe(2);
    await runner.stop();
  });

  it('keeps running a job while it says more work is waiting, and survives a failing round', async () => {
    const runner = createJobRunner(log);
    let left = 5;
    runner.add({ name: 'drain', everyMs: 60_000, runOnce: async () => --left > 0 });
    runner.add({
      name: 'broken',
      everyMs: 60_000,
      runOnce: async () => {
        throw new Error('database unreachable');
      },
    });
    runner.kick('broken');
    runner.kick('drain');
    await runner.idle();
    expect(left).toBe(0);
    expect(() => runner.kick('nobody')).toThrow('no job named nobody');
    await runner.stop();
  });

  it('two server processes, each with four deliverers at once, send every email of one outbox exactly once', async () => {
    database = await createTestDatabase();
    const db = database.db;
    for (let i = 0; i < 45; i++) await queueEmail(db, { to: `c${i}@example.com`, subject: `#${i}`, text: 'hello', kind: 'test' });
    const processes = [createJobRunner(log), createJobRunner(log)];
    for (const runner of processes) runner.add(emailDeliveryJob({ db, deliverers: 4, onlyProcess: false, smtpUrl: undefined, from: 'shop@test', mailDir: path.join(database!.dataDir, 'mail'), log }));
    for (const runner of processes) runner.kick(EMAIL_DELIVERY_JOB);
    await Promise.all(processes.map((runner) => runner.idle()));
    await Promise.all(processes.map((runner) => runner.stop()));
    const [sent] = await db.select({ n: count() }).from(emails).where(eq(emails.status, 'sent'));
    expect(sent!.n).toBe(45);
    console.log(`jobs (${onPostgres ? 'PostgreSQL' : 'PGlite'}): 45 emails, 2 runners, ${sent!.n} sent once each`);
  });
});

describe('after-commit effects', () => {
  it('run once after a write commits, with what it recorded, and never after a rollback', async () => {
    database = await createTestDatabase();
    const seen: string[][] = [];
    const store = createStore(database.db, (changes) => seen.push([...changes].sort()));
    await store.write(async (tx) => {
      await queueEmail(tx, { to: 'a@example.com', subject: 'one', text: '1', kind: 'test' });
      await queueEmail(tx, { to: 'b@example.com', subject: 'two', text: '2', kind: 'test' });
    });
    await store.write(async () => 'nothing recorded');
    await expect(
      store.write(async (tx) => {
        await queueEmail(tx, { to: 'c@example.com', subject: 'three', text: '3', kind: 'test' });
        throw new Error('a later step failed');
      }),
    ).rejects.toThrow('a later step failed');
    expect(seen).toEqual([['emails']]);
  });

  it('count what a savepoint recorded once it is released, and nothing of one rolled back', async () => {
    database = await createTestDatabase();
    const seen: Array<{ changes: string[]; stock: string[] }> = [];
    const store = createStore(database.db, (changes, stock) => seen.push({ changes: [...changes].sort(), stock: [...stock] }));
    await store.write(async (tx) => {
      await inSavepoint(tx, async (inner) => recordStockChange(inner, ['kept-product']));
      await expect(
        inSavepoint(tx, async (inner) => {
          recordStockChange(inner, ['undone-product']);
          await queueEmail(inner, { to: 'd@example.com', subject: 'undone', text: '4', kind: 'test' });
          throw new Error('refused inside');
        }),
      ).rejects.toThrow('refused inside');
    });
    expect(seen).toEqual([{ changes: ['stock'], stock: ['kept-product'] }]);
  });
});
