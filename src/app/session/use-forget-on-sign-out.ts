/**
 * When a session ends (Log Out, an expired token, a 401), the cached answers that belonged to it
 * are dropped, so a shared device never shows the previous customer's orders or addresses while
 * the next one's load; a customer's checkout in progress (addresses typed, an order to pay) goes too. The app layer does this because only it may read both session stores.
 */
import { useEffect } from 'react';
import { useAdminAuthStore } from '../../features/admin-auth/stores/admin-auth-store';
import { useAuthStore } from '../../features/auth/stores/auth-store';
import { useCheckoutStore } from '../../features/checkout/stores/checkout-store';
import { forgetPrivateData } from '../../lib/server-state';
import type { SessionRole } from '../../lib/session-registry';

interface Session {
  token: string | null;
}
interface SessionStore {
  subscribe: (listener: (state: Session, previous: Session) => void) => () => void;
}

function forgetWhenEnded(role: SessionRole, store: SessionStore, forgetMore: () => void = () => undefined): () => void {
  return store.subscribe((state, previous) => {
    if (previous.token === null || state.token !== null) return;
    forgetPrivateData(role);
    forgetMore();
  });
}

export function useForgetOnSignOut(): void {
  useEffect(() => {
    const stops = [forgetWhenEnded('customer', useAuthStore, () => useCheckoutStore.getState().reset()), forgetWhenEnded('admin', useAdminAuthStore)];
    return () => stops.forEach((stop) => stop());
  }, []);
}
