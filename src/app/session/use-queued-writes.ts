/**
 * The page's side of the writes kept offline (docs/product/offline-writes.md): at every start of
 * the app, when the connection returns and when the service worker says it sent some, the kept
 * writes are sent (the only way in browsers without Background Sync), what changed is read again,
 * and the refused ones this person may see are answered for the notice. It also keeps each kept
 * write's credentials in step with the customer session: a customer's sign-in lends their new
 * token to their own writes only; a sign-out (or another person signing in) takes it away, and
 * those writes wait for their owner (docs/decisions/0256-offline-writes.md). The app layer does
 * this because only it may read the customer session's store.
 */
import { useCallback, useEffect, useState } from 'react';
import { useAuthStore } from '../../features/auth/stores/auth-store';
import { tokenSubject } from '../../lib/jwt';
import { forgetWrite, lendToken, QUEUED_WRITES_CHANGED, type QueuedWrite, refusedWritesFor, withdrawToken } from '../../lib/offline-writes/queued-write';
import { replayQueuedWrites } from '../../lib/offline-writes/replay';
import { privateScope, queryClient } from '../../lib/server-state';

/** After writes went through: every screen of the customer's reads its data again. */
function readChangesAgain(): void {
  void queryClient.invalidateQueries({ queryKey: [privateScope('customer')] });
}

async function followSession(token: string | null, previous: string | null): Promise<void> {
  const was = tokenSubject(previous);
  const now = tokenSubject(token);
  if (was && was !== now) await withdrawToken(was);
  if (now && token) await lendToken(now, token);
}

export function useQueuedWrites(): { refused: QueuedWrite[]; dismiss: (id: string) => void } {
  const token = useAuthStore((state) => state.token);
  const customerId = tokenSubject(token);
  const [refused, setRefused] = useState<QueuedWrite[]>([]);

  const show = useCallback(async () => {
    try {
      setRefused(await refusedWritesFor(customerId));
    } catch {
      // IndexedDB unavailable: nothing was kept, so nothing is to be shown.
    }
  }, [customerId]);

  const sendKept = useCallback(async () => {
    try {
      if (navigator.onLine !== false && (await replayQueuedWrites()).sent > 0) readChangesAgain();
    } catch {
      // Nothing could be read or sent now; the next start or connection tries again.
    }
    await show();
  }, [show]);

  useEffect(
    () =>
      useAuthStore.subscribe((state, previous) => {
        if (state.token !== previous.token) void followSession(state.token, previous.token).then(sendKept, () => undefined);
      }),
    [sendKept],
  );

  useEffect(() => {
    const fromWorker = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type !== QUEUED_WRITES_CHANGED) return;
      readChangesAgain();
      void show();
    };
    const online = () => void sendKept();
    void followSession(useAuthStore.getState().token, null).then(sendKept, sendKept);
    window.addEventListener('online', online);
    navigator.serviceWorker?.addEventListener('message', fromWorker);
    return () => {
      window.removeEventListener('online', online);
      navigator.serviceWorker?.removeEventListener('message', fromWorker);
    };
  }, [sendKept, show]);

  const dismiss = useCallback((id: string) => {
    setRefused((shown) => shown.filter((write) => write.id !== id));
    void forgetWrite(id).catch(() => undefined);
  }, []);

  return { refused, dismiss };
}
