/**
 * When a session ends (Log Out, an expired token, a 401), the cached answers that belonged to it
 * are dropped, so a shared device never shows the previous customer's orders or addresses while
 * the next one's load. The app layer does this because only it may read both session stores.
 */
import { useEffect } from 'react';
import { useAdminAuthStore } from '../../features/admin-auth/stores/admin-auth-store';
import { useAuthStore } from '../../features/auth/stores/auth-store';
import { forgetPrivateData } from '../../lib/server-state';
import type { SessionRole } from '../../lib/session-registry';

interface Session {
  token: string | null;
}
interface SessionStore {
  subscribe: (listener: (state: Session, previous: Session) => void) => () => void;
}

function forgetWhenEnded(role: SessionRole, store: SessionStore): () => void {
  return store.subscribe((state, previous) => {
    if (previous.token !== null && state.token === null) forgetPrivateData(role);
  });
}

export function useForgetOnSignOut(): void {
  useEffect(() => {
    const stops = [forgetWhenEnded('customer', useAuthStore), forgetWhenEnded('admin', useAdminAuthStore)];
    return () => stops.forEach((stop) => stop());
  }, []);
}
