/**
 * The delivery job keeps its SMTP connections open and reuses them
 * (docs/decisions/0241-smtp-connections-kept.md): a real SMTP server (smtp-server, on a loopback
 * port) counts the connections that brought a dozen emails, sees every one closed once the job
 * stops, and sees one connection an email when the URL says `pool=false`.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emails } from '../../server/db/schema';
import { createJobRunner } from '../../server/jobs/runner';
import { EMAIL_DELIVERY_JOB, emailDeliveryJob } from '../../server/modules/email/delivery';
import { queueEmail } from '../../server/modules/email/outbox';
import { createTestDatabase, type TestDatabase } from './support/database';

const log = pino({ level: 'silent' });
let smtp: SMTPServer;
let url: string;
const seen = { connections: 0, open: 0, messages: 0 };

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      seen.connections += 1;
      seen.open += 1;
      callback();
    },
    onClose() {
      seen.open -= 1;
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        seen.messages += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  url = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.dispose();
  database = undefined;
});

/**
 * Queues `n` emails, delivers them with the job on its own runner and stops it; answers how many
 * were sent and how many connections stayed open while the job was idle.
 */
async function deliver(n: number, smtpUrl: string): Promise<{ sent: number; openWhenIdle: number }> {
  database = await createTestDatabase();
  for (let i = 0; i < n; i++) await queueEmail(database.db, { to: `c${i}@example.com`, subject: `#${i}`, text: 'hello', kind: 'test' });
  const runner = createJobRunner(log);
  runner.add(emailDeliveryJob({ db: database.db, deliverers: 1, onlyProcess: database.kind === 'pglite', smtpUrl, from: 'Verdant <hello@verdant.test>', mailDir: path.join(database.dataDir, 'mail'), log }));
  runner.kick(EMAIL_DELIVERY_JOB);
  await runner.idle();
  const openWhenIdle = seen.open;
  await runner.stop();
  const [sent] = await database.db.select({ n: count() }).from(emails).where(eq(emails.status, 'sent'));
  return { sent: sent!.n, openWhenIdle };
}

describe('SMTP delivery', () => {
  it('brings a dozen emails over a few kept connections, and closes them when the job stops', async () => {
    Object.assign(seen, { connections: 0, messages: 0 });
    const { sent, openWhenIdle } = await deliver(12, url);
    expect(sent).toBe(12);
    expect(seen.messages).toBe(12);
    // Kept for the next emails while the job waits for them.
    expect(openWhenIdle).toBeGreaterThan(0);
    // Four at once a transaction: at most four connections, each used again by the next batches.
    expect(seen.connections).toBeLessThanOrEqual(4);
    await expect.poll(() => seen.open, { timeout: 5_000 }).toBe(0);
  });

  it('opens one connection an email when the URL turns the pool off', async () => {
    Object.assign(seen, { connections: 0, messages: 0 });
    expect((await deliver(6, `${url}?pool=false`)).sent).toBe(6);
    expect(seen.connections).toBe(6);
    await expect.poll(() => seen.open, { timeout: 5_000 }).toBe(0);
  });
});
