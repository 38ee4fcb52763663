/**
 * Sends the push outbox: a job of the shared runner (server/jobs), kicked after a commit that
 * queued pushes and run every RETRY_POLL_MS for the retries.
 *
 * A round claims due messages in one statement: the rows are picked with FOR UPDATE SKIP LOCKED
 * (so several processes never take the same one) and leased, their next attempt moved LEASE ahead
 * and their attempts counted, before anything is sent. The sends happen outside any transaction
 * (a push service's answer is a provider call, docs/decisions/0050); then one statement records
 * every outcome. A process that dies in between leaves the lease to run out, and the message is
 * sent by the next round: exactly once unless a process dies mid-send.
 *
 * What an answer means (docs/decisions/0257-web-push-for-orders.md): 2xx sent; 404 or 410 the
 * device's subscription is gone, so it is dropped (its queued messages with it); 429, 5xx and no
 * answer are retried with back-off (RETRY_DELAYS_SECONDS, or the service's Retry-After when
 * longer) until MAX_ATTEMPTS; any other answer, or an endpoint no longer allowed, fails the
 * message for good.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { claimBatch } from '../../jobs/claim';
import type { Job } from '../../jobs/runner';
import type { PushHosts } from '../../lib/push-endpoints';
import { pushMessages, pushSubscriptions } from '../../db/schema';
import { type PushAnswer, sendPush } from './transport';
import { pushRequestFor, type VapidDetails } from './web-push';

/** The job's name, for `app.jobs.kick` (the after-commit effects kick it when pushes were queued). */
export const PUSH_DELIVERY_JOB = 'push-delivery';

/** Messages claimed and sent at once by one round's batch. */
const BATCH = 20;
/** How long a claimed message is held by its sender before another round may take it again. */
const LEASE_SECONDS = 120;
/** The waits after the 1st, 2nd, ... failed attempt: half a minute, then longer, up to six hours. */
export const RETRY_DELAYS_SECONDS = [30, 120, 600, 3600, 6 * 3600] as const;
/** Attempts in all before a message is given up on (about 7 hours and 42 minutes after the first). */
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;
/** The longest a push service's Retry-After is honoured for. */
const MAX_RETRY_AFTER_SECONDS = 24 * 3600;
/** Retries and lapsed leases are looked for this often when nobody kicks the job. */
const RETRY_POLL_MS = 15_000;

/** What became of one message, as the metrics count it. */
export type PushOutcome = 'sent' | 'retry' | 'failed' | 'dropped';

export interface PushDeliveryOptions {
  db: Db;
  /** The shop's VAPID keys and subject; null when this shop sends no notifications. */
  vapid: VapidDetails | null;
  hosts: PushHosts;
  log: FastifyBaseLogger;
  /** Told of every message's outcome (the metrics' push counters). */
  observe?: (outcome: PushOutcome) => void;
}

interface Claimed {
  id: string;
  attempts: number;
  payload: unknown;
  subscriptionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** One outcome as the recording statement takes it. */
interface Recorded {
  id: string;
  status: 'queued' | 'sent' | 'failed';
  error: string | null;
  /** Seconds until the next attempt, for a retry. */
  retryIn: number | null;
}

/** Claims and leases the due messages, with their devices, in one statement. */
function claimDue(db: Db) {
  const due = claimBatch(
    db
      .select({ id: pushMessages.id })
      .from(pushMessages)
      .where(and(sql`${pushMessages.status} = 'queued'`, lte(pushMessages.nextAttemptAt, sql`now()`)))
      .orderBy(asc(pushMessages.nextAttemptAt))
      .$dynamic(),
    BATCH,
  );
  return db
    .update(pushMessages)
    .set({ attempts: sql`${pushMessages.attempts} + 1`, nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .from(pushSubscriptions)
    .where(and(inArray(pushMessages.id, due), eq(pushSubscriptions.id, pushMessages.subscriptionId)))
    .returning({
      id: pushMessages.id,
      attempts: pushMessages.attempts,
      payload: pushMessages.payload,
      subscriptionId: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    });
}

/** Every outcome in one statement: the outcomes travel as one JSON parameter (as the email job's do). */
function recordOutcomes(outcomes: readonly Recorded[]) {
  return sql`with o as (
      select * from jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb) as o(id uuid, status text, error text, "retryIn" integer)
    )
    update ${pushMessages} as m set
      status = o.status,
      last_error = o.error,
      sent_at = case when o.status = 'sent' then now() else m.sent_at end,
      next_attempt_at = case when o."retryIn" is not null then now() + make_interval(secs => o."retryIn") else m.next_attempt_at end
    from o
    where m.id = o.id and m.id = any(array(select id from o))`;
}

const retryDelay = (attempts: number, retryAfter: number | null) =>
  Math.max(RETRY_DELAYS_SECONDS[Math.min(attempts, RETRY_DELAYS_SECONDS.length) - 1]!, Math.min(retryAfter ?? 0, MAX_RETRY_AFTER_SECONDS));

/** What one answer means for its message (see the module's comment). */
export function judge(attempts: number, answer: PushAnswer): { outcome: PushOutcome; error: string | null; retryIn: number | null } {
  if ('refused' in answer) return { outcome: 'failed', error: answer.refused, retryIn: null };
  const problem = 'error' in answer ? `no answer: ${answer.error}` : `the push service answered ${answer.status}`;
  if ('status' in answer && answer.status >= 200 && answer.status < 300) return { outcome: 'sent', error: null, retryIn: null };
  if ('status' in answer && (answer.status === 404 || answer.status === 410)) return { outcome: 'dropped', error: problem, retryIn: null };
  const transient = 'error' in answer || answer.status === 429 || answer.status >= 500;
  if (!transient || attempts >= MAX_ATTEMPTS) return { outcome: 'failed', error: problem, retryIn: null };
  return { outcome: 'retry', error: problem, retryIn: retryDelay(attempts, 'status' in answer ? answer.retryAfterSeconds : null) };
}

export function pushDeliveryJob(options: PushDeliveryOptions): Job {
  const { db, log, hosts, vapid } = options;
  const observe = options.observe ?? (() => {});

  async function deliver(message: Claimed): Promise<PushAnswer> {
    if (!vapid) return { refused: 'This shop has no VAPID keys: Web Push is off' };
    try {
      return await sendPush(hosts, message.endpoint, pushRequestFor(vapid, message, JSON.stringify(message.payload)));
    } catch (error) {
      // The device's keys cannot be encrypted to: no later attempt would do better.
      return { refused: `the subscription's keys are unusable (${error instanceof Error ? error.message : 'unknown'})` };
    }
  }

  async function runOnce(): Promise<boolean> {
    const claimed = await claimDue(db);
    if (claimed.length === 0) return false;
    const answers = await Promise.all(claimed.map(deliver));
    const recorded: Recorded[] = [];
    const gone: string[] = [];
    claimed.forEach((message, i) => {
      const { outcome, error, retryIn } = judge(message.attempts, answers[i]!);
      observe(outcome);
      if (outcome === 'dropped') gone.push(message.subscriptionId);
      else recorded.push({ id: message.id, status: outcome === 'retry' ? 'queued' : outcome, error, retryIn });
      if (outcome === 'failed' || outcome === 'retry') log.warn({ pushMessageId: message.id, attempts: message.attempts, outcome, reason: error }, 'push not delivered');
    });
    if (recorded.length) await db.execute(recordOutcomes(recorded));
    // The push service says the device unsubscribed or its subscription lapsed: it is dropped, and its queued messages with it.
    if (gone.length) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
    return claimed.length === BATCH;
  }

  return { name: PUSH_DELIVERY_JOB, everyMs: RETRY_POLL_MS, runOnce };
}
