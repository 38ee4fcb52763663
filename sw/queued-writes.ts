/**
 * Background Sync for the writes kept offline (docs/decisions/0256-offline-writes.md): the page
 * registers a `sync` tag when it keeps one, and the browser wakes this worker once it has a
 * connection, even with the shop's tab closed. The worker sends them (src/lib/offline-writes/replay.ts,
 * the page's own code) and tells open pages, which then show what was refused and read again what
 * changed. A round that still lacks a connection fails, so the browser tries again later.
 * Browsers without Background Sync never fire the event: the page sends at its next start.
 */
import { QUEUED_WRITES_CHANGED, QUEUED_WRITES_SYNC_TAG } from '../src/lib/offline-writes/queued-write';
import { replayQueuedWrites } from '../src/lib/offline-writes/replay';

declare const self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

async function sendAndTell(): Promise<void> {
  const outcome = await replayQueuedWrites();
  if (outcome.sent > 0 || outcome.refused > 0) {
    for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage({ type: QUEUED_WRITES_CHANGED });
  }
  if (outcome.retry) throw new Error('some kept writes still wait for a connection');
}

export function registerQueuedWrites(): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === QUEUED_WRITES_SYNC_TAG) sync.waitUntil(sendAndTell());
  });
}
