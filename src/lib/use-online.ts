/**
 * Whether the browser says it has a network (navigator.onLine, kept current by its online and
 * offline events). "Online" is only a hint — a request can still fail — but "offline" is certain,
 * which is what screens that need the server (checkout) use it for.
 */
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine !== false,
    () => true,
  );
}
