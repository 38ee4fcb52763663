import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { emails } from '../../server/db/schema';
import { createJobRunner } from '../../server/jobs/runner';
import { EMAIL_DELIVERY_JOB, emailDeliveryJob } from '../../server/modules/email/delivery';
import { renderEmail } from '../../server/modules/email/layout';
import { queueEmail } from '../../server/modules/email/outbox';
import { createTestDatabase, type TestDatabase } from './support/database';

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.dispose();
  database = undefined;
});

const log = pino({ level: 'silent' });

/** Email delivery as the server runs it: the job on a runner of its own. */
function createEmailDelivery(options: Parameters<typeof emailDeliveryJob>[0]) {
  const runner = createJobRunner(options.log);
  runner.add(emailDeliveryJob(options));
  return { kick: () => runner.kick(EMAIL_DELIVERY_JOB), idle: () => runner.idle(), stop: () => runner.stop() };
}

describe('email outbox and delivery', () => {
  it('without SMTP, writes each email to the mail drop, and the outbox keeps it without its link secrets', async () => {
    database = await createTestDatabase();
    const mailDir = path.join(database.dataDir, 'mail');
    const delivery = createEmailDelivery({ db: database.db, deliverers: 1, onlyProcess: database.kind === 'pglite', smtpUrl: undefined, from: 'shop@test', mailDir, log });
    const body = renderEmail({ heading: 'Reset your password', paragraphs: ['Use the link below.'], action: { label: 'Reset', url: 'http://x/reset?token=abc' } });
    const id = await queueEmail(database.db, {
      to: 'Ada@Example.com',
      subject: 'Reset',
      kind: 'password-reset',
      headers: { 'List-Unsubscribe': '<http://x/api/v1/general/unsubscribe?token=abc>' },
      ...body,
    });
    delivery.kick();
    await delivery.idle();
    const [row] = await database.db.select().from(emails).where(eq(emails.id, id));
    expect(row).toMatchObject({ to: 'ada@example.com', status: 'sent', kind: 'password-reset' });
    expect(row!.text).toContain('Reset: http://x/reset?token=removed');
    expect(row!.html).toContain('href="http://x/reset?token=removed"');
    expect(row!.headers).toEqual({ 'List-Unsubscribe': '<http://x/api/v1/general/unsubscribe?token=removed>' });
    expect(JSON.stringify(row)).not.toContain('token=abc');
    const [file, ...others] = readdirSync(mailDir);
    expect(others).toEqual([]);
    expect(file).toMatch(new RegExp(`-password-reset-${id}\\.txt$`));
    const dropped = readFileSync(path.join(mailDir, file!), 'utf8');
    expect(dropped).toContain('To: ada@example.com\nSubject: Reset\n');
    expect(dropped).toContain('List-Unsubscribe: <http://x/api/v1/general/unsubscribe?token=abc>\n');
    expect(dropped).toContain('Reset: http://x/reset?token=abc');
    expect(statSync(path.join(mailDir, file!)).mode & 0o777).toBe(0o600);
    await delivery.stop();
  });

  it('delivers four emails a batch: their outcomes in one statement, and only the ones with secrets rewritten', async () => {
    database = await createTestDatabase();
    const mailDir = path.join(database.dataDir, 'mail');
    const statements: number[] = [];
    const runner = createJobRunner(log, (job, outcome, _seconds, sent) => {
      if (job === EMAIL_DELIVERY_JOB && outcome === 'ok') statements.push(sent);
    });
    runner.add(emailDeliveryJob({ db: database.db, deliverers: 1, onlyProcess: database.kind === 'pglite', smtpUrl: undefined, from: 'shop@test', mailDir, log }));
    const withSecret = await queueEmail(database.db, { to: 'a@example.com', subject: 'Reset', text: 'Go to http://x/reset?token=abc', html: '<a href="http://x/reset?token=abc">Reset</a>', kind: 'password-reset' });
    const plain: string[] = [];
    for (let i = 0; i < 4; i++) plain.push(await queueEmail(database.db, { to: `c${i}@example.com`, subject: `Order #${i}`, text: `Thank you ${i}`, html: `<p>Thank you ${i}</p>`, kind: 'order-confirmation' }));
    runner.kick(EMAIL_DELIVERY_JOB);
    await runner.idle();
    await runner.stop();
    const rows = await database.db.select().from(emails);
    expect(rows.map((row) => row.status)).toEqual(Array(5).fill('sent'));
    for (const row of rows) expect(row.sentAt).toBeInstanceOf(Date);
    const secret = rows.find((row) => row.id === withSecret)!;
    expect([secret.text, secret.html]).toEqual(['Go to http://x/reset?token=removed', '<a href="http://x/reset?token=removed">Reset</a>']);
    for (const [i, id] of plain.entries()) expect(rows.find((row) => row.id === id)).toMatchObject({ text: `Thank you ${i}`, html: `<p>Thank you ${i}</p>`, headers: null, error: null });
    expect(readdirSync(mailDir)).toHaveLength(5);
    // Two batches, 4 emails then 1, each the claim and one UPDATE for its outcomes: on PostgreSQL in
    // a transaction (BEGIN and COMMIT too); on the embedded database, whose one process is the only
    // deliverer, without one, so no transaction holds PGlite while the emails are handed over.
    expect(statements.reduce((sum, n) => sum + n, 0)).toBe(database.kind === 'pglite' ? 4 : 8);
  });

  it('makes the mail folder again when it was removed while the shop ran', async () => {
    database = await createTestDatabase();
    const mailDir = path.join(database.dataDir, 'mail');
    const delivery = createEmailDelivery({ db: database.db, deliverers: 1, onlyProcess: database.kind === 'pglite', smtpUrl: undefined, from: 'shop@test', mailDir, log });
    await queueEmail(database.db, { to: 'a@example.com', subject: 'One', text: 'First', kind: 'test' });
    delivery.kick();
    await delivery.idle();
    rmSync(mailDir, { recursive: true, force: true });
    const id = await queueEmail(database.db, { to: 'b@example.com', subject: 'Two', text: 'Second', kind: 'test' });
    delivery.kick();
    await delivery.idle();
    await delivery.stop();
    expect(readdirSync(mailDir)).toEqual([expect.stringMatching(new RegExp(`-test-${id}\\.txt$`))]);
    const [row] = await database.db.select().from(emails).where(eq(emails.id, id));
    expect(row!.status).toBe('sent');
  });

  it('records a failed SMTP delivery instead of losing the email', async () => {
    database = await createTestDatabase();
    // Nothing listens on port 1: the connection is refused at once.
    const delivery = createEmailDelivery({ db: database.db, deliverers: 1, onlyProcess: database.kind === 'pglite', smtpUrl: 'smtp://127.0.0.1:1', from: 'shop@test', mailDir: path.join(database.dataDir, 'mail'), log });
    const id = await queueEmail(database.db, { to: 'a@b.c', subject: 'Hi', text: 'Hello', kind: 'test' });
    delivery.kick();
    await delivery.idle();
    const [row] = await database.db.select().from(emails).where(eq(emails.id, id));
    expect(row!.status).toBe('failed');
    expect(row!.error).toBeTruthy();
    await delivery.stop();
  });

  it('rolls the email back with the transaction that queued it', async () => {
    database = await createTestDatabase();
    await expect(
      database.db.transaction(async (tx) => {
        await queueEmail(tx, { to: 'a@b.c', subject: 'Order paid', text: '...', kind: 'order-confirmation' });
        throw new Error('payment step failed');
      }),
    ).rejects.toThrow('payment step failed');
    expect(await database.db.select().from(emails)).toHaveLength(0);
  });

  it('escapes what it puts into HTML', () => {
    const { html } = renderEmail({ heading: '<script>x</script>', paragraphs: ['"quoted" & <b>'] });
    expect(html).not.toContain('<script>x');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('&quot;quoted&quot; &amp; &lt;b&gt;');
  });
});
