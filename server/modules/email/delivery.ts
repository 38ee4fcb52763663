/**
 * Sends queued emails. With SMTP_URL set, through nodemailer; without it the `emails` table is the
 * shop's outbox (the development mailbox admins read) and a queued email counts as delivered.
 *
 * Rows are claimed with FOR UPDATE SKIP LOCKED, so several API processes can run this loop
 * against one PostgreSQL without sending an email twice.
 */
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { emails } from '../../db/schema';

export interface EmailDelivery {
  /** Deliver what is queued now (called after a transaction that queued email commits). */
  kick(): void;
  /** Resolves when the current delivery round, if any, has finished (tests, shutdown). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

type Transport = (email: { to: string; subject: string; text: string; html: string | null }) => Promise<void>;

const BATCH = 20;
const RETRY_INTERVAL_MS = 30_000;

export function createEmailDelivery(options: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): EmailDelivery {
  const { db, log } = options;
  let transport: Transport;
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport(options.smtpUrl);
    transport = async (email) => {
      await smtp.sendMail({ from: options.from, to: email.to, subject: email.subject, text: email.text, html: email.html ?? undefined });
    };
  } else {
    transport = async () => {};
  }

  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function deliverBatch(): Promise<number> {
    return db.transaction(async (tx) => {
      const batch = await tx
        .select()
        .from(emails)
        .where(and(eq(emails.status, 'queued'), lt(emails.createdAt, sql`now() + interval '1 second'`)))
        .orderBy(asc(emails.createdAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
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
  }

  async function round(): Promise<void> {
    do {
      again = false;
      try {
        while (!stopped && (await deliverBatch()) === BATCH);
      } catch (error) {
        log.error({ err: error }, 'email delivery round failed');
      }
    } while (again && !stopped);
  }

  function kick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = round().finally(() => {
      running = null;
    });
  }

  const timer = setInterval(kick, RETRY_INTERVAL_MS);
  timer.unref();

  return {
    kick,
    async idle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}
