/**
 * Sends queued emails. With SMTP_URL set, through nodemailer; without it each email is written to
 * a file in DATA_DIR/mail (mail-drop.ts), the development mailbox of the person running the shop.
 * Once handed over (or refused), the stored row loses its link secrets (link-secrets.ts): the
 * outbox keeps what was sent, not the means to act as its recipient.
 *
 * A job of the shared runner (server/jobs): rows are claimed with FOR UPDATE SKIP LOCKED, so
 * several API processes can deliver against one PostgreSQL without sending an email twice.
 * Each email is claimed, handed to SMTP and marked sent in a transaction of its own: if the
 * process dies after the server accepted a message but before the commit, that one email (and
 * only that one) is sent again by the next round. Its Message-ID is derived from the row, so the
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

  async function runOnce(): Promise<boolean> {
    for (let delivered = 0; delivered < BATCH; delivered++) {
      if (!(await deliverOne())) return false;
    }
    return true;
  }

  return { name: EMAIL_DELIVERY_JOB, everyMs: RETRY_INTERVAL_MS, runOnce };
}
