/**
 * Sends queued emails. With SMTP_URL set, through nodemailer; without it each email is written to
 * a file in DATA_DIR/mail (mail-drop.ts), the development mailbox of the person running the shop.
 * Once handed over (or refused), the stored row loses its link secrets (link-secrets.ts): the
 * outbox keeps what was sent, not the means to act as its recipient.
 *
 * A job of the shared runner (server/jobs): rows are claimed with FOR UPDATE SKIP LOCKED, so
 * several API processes can deliver against one PostgreSQL without sending an email twice.
 * A transaction claims up to EMAILS_PER_TRANSACTION emails, hands them to SMTP at once and records
 * every outcome in one statement before it commits: four statements for four emails, where one
 * email a transaction took four each. On the embedded database, whose one process is the only
 * deliverer, the same claim and record run without a transaction. If the process dies after the
 * server accepted a message but before its outcome is recorded, the emails of that batch (and of
 * any other then open) are sent again by the next round. Each Message-ID is derived from the row,
 * so a second copy carries the same Message-ID as the first (docs/decisions/0131).
 */
import { and, asc, lt, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { claimBatch } from '../../jobs/claim';
import type { Job } from '../../jobs/runner';
import { emails } from '../../db/schema';
import { headersWithoutLinkSecrets, withoutLinkSecrets } from './link-secrets';
import { dropEmail } from './mail-drop';
import { isQueued } from './outbox';

/** The job's name, for `app.jobs.kick` (the after-commit effects kick it when email was queued). */
export const EMAIL_DELIVERY_JOB = 'email-delivery';

interface Transport {
  send(email: typeof emails.$inferSelect): Promise<void>;
  close(): void;
}

/** Emails handled per round before the runner asks again. */
const ROUND = 40;
/**
 * Emails claimed, handed over and recorded by one transaction. The crash window of decision 0131
 * is this many emails per open transaction; one at a time, the job's own statements (four an
 * email) cost PostgreSQL more than the checkout that queued them (decision 0222).
 */
export const EMAILS_PER_TRANSACTION = 4;
/**
 * Transactions open at once on PostgreSQL, while a full batch says more is waiting: the claim
 * skips locked rows, so each takes different emails, and a slow SMTP server is waited on in
 * parallel. At most this many times EMAILS_PER_TRANSACTION emails are in flight per process.
 */
export const POSTGRES_DELIVERERS = 2;
/** Failed or missed deliveries are retried this often even when nobody kicks the job. */
const RETRY_INTERVAL_MS = 30_000;

/**
 * SMTP connections kept open and reused (nodemailer's pool): a connection, its TLS handshake and
 * its login for every email would cost the shop and the mail provider more than the message, and
 * providers limit new connections. The URL may still say `pool=false`
 * (docs/decisions/0241-smtp-connections-kept.md).
 */
const SMTP_POOL = { pool: true, maxConnections: EMAILS_PER_TRANSACTION * POSTGRES_DELIVERERS, maxMessages: 100 } as const;

function transportFor(smtpUrl: string | undefined, from: string, mailDir: string): Transport {
  if (!smtpUrl) return { send: (email) => dropEmail(mailDir, email), close: () => {} };
  // The URL's own settings win over these (nodemailer merges them so).
  const smtp = nodemailer.createTransport({ url: smtpUrl, ...SMTP_POOL });
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  return {
    close: () => smtp.close(),
    send: async (email) => {
      await smtp.sendMail({
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html ?? undefined,
        headers: email.headers ?? undefined,
        messageId: `<${email.id}@${domain}>`,
      });
    },
  };
}

export interface DeliveryOptions {
  db: Db;
  /** Transactions delivering at once while emails keep coming (1: one after another). */
  deliverers: number;
  /**
   * Whether this process is the only one that can deliver (the embedded database: one process
   * holds its DATA_DIR lock, decision 0174), with one deliverer. Its claims then need no lock, and
   * no transaction holds the database while the emails are handed over.
   */
  onlyProcess: boolean;
  smtpUrl: string | undefined;
  from: string;
  /** Where emails are written when there is no SMTP server (DATA_DIR/mail). */
  mailDir: string;
  log: FastifyBaseLogger;
}

/** Due emails, oldest first, locked for this transaction (emails_queued_idx serves it). */
export function dueEmailsClaim(db: DbOrTx, size: number) {
  return claimBatch(
    db
      .select()
      .from(emails)
      .where(and(isQueued, lt(emails.createdAt, sql`now() + interval '1 second'`)))
      .orderBy(asc(emails.createdAt))
      .$dynamic(),
    size,
  );
}

/** What one delivery came to, as the single UPDATE of its transaction records it. */
interface Outcome {
  id: string;
  status: 'sent' | 'failed';
  error: string | null;
  sentAt: string | null;
  /** The stored copies without link secrets, or null where the email carried none (left as they are). */
  text: string | null;
  html: string | null;
  headers: Record<string, string> | null;
}

/** Null when scrubbing changed nothing, so an email without secrets is not rewritten. */
const changed = <T>(before: T, after: T): T | null =>
  before === after || JSON.stringify(before) === JSON.stringify(after) ? null : after;

/**
 * Every outcome of a transaction in one statement: the outcomes travel as one JSON parameter, so
 * the statement's text is the same for any number of emails and is parsed once (decision 0239).
 *
 * The emails are found by their ids through the primary key (`= any(array(...))`), not only by the
 * join: PostgreSQL takes a set-returning function for 100 rows, and against an outbox of a few
 * thousand emails it then chose to read the whole table for every batch, a cost that grew with
 * every email the shop had sent (docs/decisions/0222-the-cost-of-an-order.md, ninth cut; the plans
 * and the runs that found it: docs/measurements/checkout-cost.md).
 */
function recordOutcomes(outcomes: Outcome[]) {
  return sql`with o as (
      select * from jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb)
        as o(id uuid, status text, error text, "sentAt" timestamptz, text text, html text, headers jsonb)
    )
    update ${emails} as e set
      status = o.status, error = o.error, sent_at = o."sentAt",
      text = coalesce(o.text, e.text), html = coalesce(o.html, e.html), headers = coalesce(o.headers, e.headers)
    from o
    where e.id = o.id and e.id = any(array(select id from o))`;
}

export function emailDeliveryJob(options: DeliveryOptions): Job {
  const { db, log } = options;
  const transport = transportFor(options.smtpUrl, options.from, options.mailDir);

  /** What happened to one email, told to the log when it failed. */
  async function handOver(email: typeof emails.$inferSelect): Promise<Outcome> {
    // Sent or refused, this row is not sent again: its secrets have no further use here.
    const scrubbed = {
      text: changed(email.text, withoutLinkSecrets(email.text)),
      html: changed(email.html, withoutLinkSecrets(email.html)),
      headers: changed(email.headers, headersWithoutLinkSecrets(email.headers)),
    };
    try {
      await transport.send(email);
      return { id: email.id, status: 'sent', error: null, sentAt: new Date().toISOString(), ...scrubbed };
    } catch (error) {
      log.warn({ err: error, emailId: email.id }, 'email delivery failed');
      const reason = error instanceof Error ? error.message.slice(0, 500) : 'delivery failed';
      return { id: email.id, status: 'failed', error: reason, sentAt: null, ...scrubbed };
    }
  }

  /** Hands over the claimed emails at once and records every outcome; answers how many. */
  async function deliver(on: DbOrTx, claimed: Array<typeof emails.$inferSelect>): Promise<number> {
    if (claimed.length === 0) return 0;
    await on.execute(recordOutcomes(await Promise.all(claimed.map(handOver))));
    return claimed.length;
  }

  /**
   * Claims the due emails of one transaction, delivers them at once and records them; answers how
   * many. The only process of an embedded database reads and records them without a transaction:
   * PGlite runs one transaction at a time, so one held open while the emails were handed over
   * stopped every checkout for that long (decision 0222, eighth cut). The crash window is the same:
   * an email stays queued until its outcome is recorded.
   */
  async function deliverBatch(): Promise<number> {
    if (options.onlyProcess) return deliver(db, await dueEmailsClaim(db, EMAILS_PER_TRANSACTION));
    return db.transaction(async (tx) => deliver(tx, await dueEmailsClaim(tx, EMAILS_PER_TRANSACTION)));
  }

  /** ROUND emails at most; answers whether more may be due. */
  async function runOnce(): Promise<boolean> {
    // A batch that is not full means nothing else was due: the other deliverers would only look.
    let handed = await deliverBatch();
    if (handed < EMAILS_PER_TRANSACTION) return false;
    let drained = false;
    const deliverer = async () => {
      while (!drained && handed < ROUND) {
        const delivered = await deliverBatch();
        handed += delivered;
        if (delivered < EMAILS_PER_TRANSACTION) drained = true;
      }
    };
    // Every deliverer ends before the round does (a shutdown waits for the round), even when one fails.
    const ended = await Promise.allSettled(Array.from({ length: options.deliverers }, deliverer));
    const failed = ended.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    return !drained;
  }

  return { name: EMAIL_DELIVERY_JOB, everyMs: RETRY_INTERVAL_MS, runOnce, close: () => transport.close() };
}
