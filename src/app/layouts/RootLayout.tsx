/**
 * Wraps every route: scroll handling, the offline banner, the session-expiry check (spec sections 2 and 4), forgetting
 * a session's cached data when it ends, and who is looking.
 */
import { Suspense, useMemo } from 'react';
import { Outlet } from 'react-router';
import { OfflineBanner } from '../../components/OfflineBanner';
import { ScrollManager } from '../../components/ScrollManager';
import { PageSpinner } from '../../components/Spinner';
import { ViewerProvider } from '../../lib/viewer';
import { useAdminAuthStore } from '../../features/admin-auth/stores/admin-auth-store';
import { useAuthStore } from '../../features/auth/stores/auth-store';
import { useForgetOnSignOut } from '../session/use-forget-on-sign-out';
import { useSessionExpiry } from '../session/use-session-expiry';

export function RootLayout() {
  useSessionExpiry();
  useForgetOnSignOut();
  const isAdmin = useAdminAuthStore((state) => state.isAuthenticated);
  const isCustomer = useAuthStore((state) => state.isAuthenticated);
  const viewer = useMemo(() => ({ isAdmin, isCustomer }), [isAdmin, isCustomer]);
  return (
    <ViewerProvider viewer={viewer}>
      <ScrollManager />
      <OfflineBanner />
      {/* Catches the lazily loaded layouts (account, admin) while they arrive. */}
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </ViewerProvider>
  );
}
