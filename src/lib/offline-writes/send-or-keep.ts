/**
 * A form's write that survives a missing connection (docs/product/offline-writes.md): sent at once
 * when the browser is online, and kept on this device when it is offline or the call gets no
 * answer, to be sent when the connection returns (./replay.ts, from the service worker's
 * Background Sync or the page). Either way it carries one Idempotency-Key, so a send whose answer
 * was lost and its replay are one write on the server. A refusal while online (a wrong field) is
 * thrown as before, for the form to show.
 */
import type { ApiEnvelope } from '../../contracts/envelope';
import { env } from '../../config/env';
import { customerApi, generalApi } from '../api-client';
import { isConnectionFailure } from '../api-error';
import { tokenSubject } from '../jwt';
import { sessionToken } from '../session-registry';
import { keepWrite, QUEUED_WRITES_SYNC_TAG } from './queued-write';

/** What the page says when a write was kept for later: the exact words of the product rules. */
export const SAVED_OFFLINE = "Saved: we'll send it when you're back online";
export const NOT_KEPT = "You're offline, and this device could not keep your change. Please try again when you're back online.";

export interface WriteRequest {
  /** What the customer would call it, shown if the server refuses it later. */
  label: string;
  method: 'POST' | 'PUT';
  /** Under the API base, e.g. /general/contact. */
  path: string;
  body: unknown;
  /** A signed-in customer's write (sent only with their token) or an anonymous form's. */
  as: 'customer' | 'anyone';
}

export type SentOrKept<T> = { kept: false; answer: ApiEnvelope<T> } | { kept: true };

/** Asks the service worker for a `sync` event once there is a connection; browsers without it rely on the page. */
function askForSync(): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register(QUEUED_WRITES_SYNC_TAG))
    .catch(() => undefined);
}

async function keep(id: string, request: WriteRequest): Promise<void> {
  const token = request.as === 'customer' ? sessionToken('customer') : null;
  const owner = request.as === 'customer' ? tokenSubject(token) : null;
  // A customer's write without a session to send it with could never go: say so now.
  if (request.as === 'customer' && owner === null) throw new Error(NOT_KEPT);
  try {
    await keepWrite({ id, label: request.label, method: request.method, url: `${env.apiBaseUrl}${request.path}`, body: request.body, owner, token, createdAt: Date.now(), state: 'waiting' });
  } catch {
    throw new Error(NOT_KEPT);
  }
  askForSync();
}

export async function sendOrKeep<T>(request: WriteRequest): Promise<SentOrKept<T>> {
  const id = crypto.randomUUID();
  if (navigator.onLine !== false) {
    const client = request.as === 'customer' ? customerApi : generalApi;
    try {
      const response = await client.request<ApiEnvelope<T>>({ method: request.method, url: request.path, data: request.body, headers: { 'Idempotency-Key': id } });
      return { kept: false, answer: response.data };
    } catch (error) {
      if (!isConnectionFailure(error)) throw error;
    }
  }
  await keep(id, request);
  return { kept: true };
}
