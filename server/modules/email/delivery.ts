/**
 * Sends queued emails. With SMTP_URL set, through nodemailer; without it each email is written to
 * a file in DATA_DIR/mail (mail-drop.ts), the development mailbox of the person running the shop.
 * Once handed over (or refused), the stored row loses its link secrets (link-secrets.ts): the
 * outbox keeps what was sent, not the means to act as its recipient.
 *
 * A job of the shared runner (server/jobs): rows are claimed with FOR UPDATE SKIP LOCKED, so
 * several API processes can deliver against one PostgreSQL without sending an email twice.
 * Each email is claimed, handed to SMTP and marked sent in a transaction of its own, a few at a
 * time (DELIVERERS): if the process dies after the server accepted a message but before the
 * commit, that email (and at most the others then in flight) is sent again by the next round. Its Message-ID is derived from the row, so the
 * second copy carries the same Message-ID as the first (docs/decisions/0131).
 */
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { claimBatch } from '../../jobs/claim';
import type { Job } from '../../jobs/runner';
import { emails } from '../../db/schema';
import { headersWithoutLinkSecrets, withoutLinkSecrets } from './link-secrets';
import { dropEmail } from './mail-drop';

/** The job's name, for `app.jobs.kick` (the after-commit effects kick it when email was queued). */
export const EMAIL_DELIVERY_JOB = 'email-delivery';

type Transport = (email: typeof emails.$inferSelect) => Promise<void>;

/** Emails handled per round before the runner asks again (each in its own transaction). */
const BATCH = 20;
/**
 * Emails in flight at once on PostgreSQL, each in its own transaction: the claim skips locked rows,
 * so each deliverer takes a different email. One at a time, the job sent about 33 emails a second
 * while the checkout bench paid for 135 orders (decision 0222); the window in which a crash resends
 * an accepted email is now this many emails per process (decision 0131).
 */
export const POSTGRES_DELIVERERS = 4;
/** Failed or missed deliveries are retried this often even when nobody kicks the job. */
const RETRY_INTERVAL_MS = 30_000;

function transportFor(smtpUrl: string | undefined, from: string, mailDir: string): Transport {
  if (!smtpUrl) return (email) => dropEmail(mailDir, email);
  const smtp = nodemailer.createTransport(smtpUrl);
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  return async (email) => {
    await smtp.sendMail({
      from,
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html ?? undefined,
      headers: email.headers ?? undefined,
      messageId: `<${email.id}@${domain}>`,
    });
  };
}

export interface DeliveryOptions {
  db: Db;
  /** Emails delivered at once, each in its own transaction (1: one after another). */
  deliverers: number;
  smtpUrl: string | undefined;
  from: string;
  /** Where emails are written when there is no SMTP server (DATA_DIR/mail). */
  mailDir: string;
  log: FastifyBaseLogger;
}

export function emailDeliveryJob(options: DeliveryOptions): Job {
  const { db, log } = options;
  const transport = transportFor(options.smtpUrl, options.from, options.mailDir);

  /** Claims one due email, delivers it and records the outcome in one transaction; false when none is due. */
  async function deliverOne(): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [email] = await claimBatch(
        tx
          .select()
          .from(emails)
          .where(and(eq(emails.status, 'queued'), lt(emails.createdAt, sql`now() + interval '1 second'`)))
          .orderBy(asc(emails.createdAt))
          .$dynamic(),
        1,
      );
      if (!email) return false;
      // Sent or refused, this row is not sent again: its secrets have no further use here.
      const scrubbed = { text: withoutLinkSecrets(email.text), html: withoutLinkSecrets(email.html), headers: headersWithoutLinkSecrets(email.headers) };
      try {
        await transport(email);
        await tx.update(emails).set({ status: 'sent', sentAt: new Date(), error: null, ...scrubbed }).where(eq(emails.id, email.id));
      } catch (error) {
        log.warn({ err: error, emailId: email.id }, 'email delivery failed');
        await tx
          .update(emails)
          .set({ status: 'failed', error: error instanceof Error ? error.message.slice(0, 500) : 'delivery failed', ...scrubbed })
          .where(eq(emails.id, email.id));
      }
      return true;
    });
  }

  /** BATCH emails at most, `deliverers` at a time; false once none is due. */
  async function runOnce(): Promise<boolean> {
    let handed = 0;
    let drained = false;
    const deliverer = async () => {
      while (!drained && handed < BATCH) {
        handed += 1;
        if (!(await deliverOne())) drained = true;
      }
    };
    // Every deliverer ends before the round does (a shutdown waits for the round), even when one fails.
    const ended = await Promise.allSettled(Array.from({ length: options.deliverers }, deliverer));
    const failed = ended.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    return !drained;
  }

  return { name: EMAIL_DELIVERY_JOB, everyMs: RETRY_INTERVAL_MS, runOnce };
}
