/**
 * Sends the kept writes (docs/decisions/0256-offline-writes.md), from the service worker's `sync`
 * event where the browser has Background Sync, and from the page when the app starts or the
 * connection returns. The same code in both: `fetch`, because the worker has neither axios nor the
 * page's sessions (src/lib/api-client.ts is the page's client), and every send carries the write's
 * Idempotency-Key, so the page and the worker sending one write at the same time change nothing twice.
 *
 * What the answer means for the write:
 * - 2xx (also a replay of one already done): sent, forgotten;
 * - no answer, 5xx, 408, 429: kept, tried again later;
 * - 401: the owner's token is no longer good (expired, signed out elsewhere): it waits for them to sign in;
 * - any other 4xx: refused, kept with the server's sentence for the owner to read and dismiss.
 */
import { forgetWrite, type QueuedWrite, QUEUED_WRITE_MAX_AGE_MS, queuedWrites, refuseWrite, TOO_OLD, withdrawToken } from './queued-write';

export interface ReplayOutcome {
  sent: number;
  refused: number;
  /** Still waiting for a connection (or for the owner to sign in). */
  waiting: number;
  /** Some could not be sent for want of a connection or a working server: worth trying again soon. */
  retry: boolean;
}

const FALLBACK_REFUSAL = 'We could not accept it.';

async function refusalOf(response: Response): Promise<string> {
  try {
    const answer = (await response.json()) as { message?: unknown };
    return typeof answer.message === 'string' && answer.message.trim() ? answer.message.trim() : FALLBACK_REFUSAL;
  } catch {
    return FALLBACK_REFUSAL;
  }
}

type Sent = 'sent' | 'refused' | 'unauthorized' | 'retry';

async function send(write: QueuedWrite): Promise<Sent> {
  let response: Response;
  try {
    response = await fetch(write.url, {
      method: write.method,
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'Idempotency-Key': write.id,
        ...(write.token ? { Authorization: `Bearer ${write.token}` } : {}),
      },
      body: JSON.stringify(write.body),
      credentials: 'omit',
    });
  } catch {
    return 'retry';
  }
  if (response.ok) return 'sent';
  if (response.status === 401 && write.owner !== null) return 'unauthorized';
  if (response.status >= 500 || response.status === 408 || response.status === 429) return 'retry';
  await refuseWrite(write.id, await refusalOf(response));
  return 'refused';
}

let running: Promise<ReplayOutcome> | null = null;

async function replayOnce(now: number): Promise<ReplayOutcome> {
  const outcome: ReplayOutcome = { sent: 0, refused: 0, waiting: 0, retry: false };
  for (const write of await queuedWrites()) {
    if (write.state !== 'waiting') continue;
    if (now - write.createdAt > QUEUED_WRITE_MAX_AGE_MS) {
      await refuseWrite(write.id, TOO_OLD);
      outcome.refused += 1;
      continue;
    }
    // A customer's write goes only with that customer's own token.
    if (write.owner !== null && !write.token) {
      outcome.waiting += 1;
      continue;
    }
    const result = await send(write);
    if (result === 'sent') {
      await forgetWrite(write.id);
      outcome.sent += 1;
    } else if (result === 'refused') outcome.refused += 1;
    else {
      if (result === 'unauthorized') await withdrawToken(write.owner!);
      else outcome.retry = true;
      outcome.waiting += 1;
    }
  }
  return outcome;
}

/** Sends every waiting write once, one at a time, oldest first; a call during a round waits for it. */
export function replayQueuedWrites(now: number = Date.now()): Promise<ReplayOutcome> {
  running ??= replayOnce(now).finally(() => {
    running = null;
  });
  return running;
}
