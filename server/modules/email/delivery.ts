/**
 * Sends queued emails. With SMTP_URL set, through nodemailer; without it the `emails` table is the
 * shop's outbox (the development mailbox admins read) and a queued email counts as delivered.
 *
 * A job of the shared runner (server/jobs): rows are claimed with FOR UPDATE SKIP LOCKED, so
 * several API processes can deliver against one PostgreSQL without sending an email twice.
 */
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { claimBatch } from '../../jobs/claim';
import type { Job } from '../../jobs/runner';
import { emails } from '../../db/schema';

/** The job's name, for `app.jobs.kick` (the after-commit effects kick it when email was queued). */
export const EMAIL_DELIVERY_JOB = 'email-delivery';

type Transport = (email: { to: string; subject: string; text: string; html: string | null }) => Promise<void>;

const BATCH = 20;
/** Failed or missed deliveries are retried this often even when nobody kicks the job. */
const RETRY_INTERVAL_MS = 30_000;

function transportFor(smtpUrl: string | undefined, from: string): Transport {
  if (!smtpUrl) return async () => {};
  const smtp = nodemailer.createTransport(smtpUrl);
  return async (email) => {
    await smtp.sendMail({ from, to: email.to, subject: email.subject, text: email.text, html: email.html ?? undefined });
  };
}

export function emailDeliveryJob(options: { db: Db; smtpUrl: string | undefined; from: string; log: FastifyBaseLogger }): Job {
  const { db, log } = options;
  const transport = transportFor(options.smtpUrl, options.from);

  async function runOnce(): Promise<boolean> {
    const delivered = await db.transaction(async (tx) => {
      const batch = await claimBatch(
        tx
          .select()
          .from(emails)
          .where(and(eq(emails.status, 'queued'), lt(emails.createdAt, sql`now() + interval '1 second'`)))
          .orderBy(asc(emails.createdAt))
          .$dynamic(),
        BATCH,
      );
      for (const email of batch) {
        try {
          await transport(email);
          await tx.update(emails).set({ status: 'sent', sentAt: new Date(), error: null }).where(eq(emails.id, email.id));
        } catch (error) {
          log.warn({ err: error, emailId: email.id }, 'email delivery failed');
          await tx
            .update(emails)
            .set({ status: 'failed', error: error instanceof Error ? error.message.slice(0, 500) : 'delivery failed' })
            .where(eq(emails.id, email.id));
        }
      }
      return batch.length;
    });
    return delivered === BATCH;
  }

  return { name: EMAIL_DELIVERY_JOB, everyMs: RETRY_INTERVAL_MS, runOnce };
}
