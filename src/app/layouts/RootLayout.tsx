/**
 * Wraps every route: scroll handling, the offline banner, what was kept offline and refused
 * (docs/product/offline-writes.md), the session-expiry check (docs/product/storefront.md#shared-page-behaviour and docs/product/accounts.md#token-expiry), forgetting
 * a session's cached data when it ends, the shop's figures kept fresh, and who is looking. Who is looking is a guest while a
 * server-rendered page hydrates, as the server rendered it for everyone (docs/decisions/0151).
 */
import { Suspense, useMemo } from 'react';
import { Outlet } from 'react-router';
import { useShopFiguresKeptFresh } from '../../api/shop-config/use-shop-figures';
import { OfflineBanner } from '../../components/OfflineBanner';
import { QueuedWritesNotice } from '../../components/QueuedWritesNotice';
import { ScrollManager } from '../../components/ScrollManager';
import { PageSpinner } from '../../components/Spinner';
import { useAfterHydration } from '../../lib/use-after-hydration';
import { ViewerProvider, type Viewer } from '../../lib/viewer';
import { useAdminAuthStore } from '../../features/admin-auth/stores/admin-auth-store';
import { useAuthStore } from '../../features/auth/stores/auth-store';
import { useForgetOnSignOut } from '../session/use-forget-on-sign-out';
import { useQueuedWrites } from '../session/use-queued-writes';
import { useSessionExpiry } from '../session/use-session-expiry';

const NOBODY: Viewer = { isAdmin: false, isCustomer: false, customer: null };

export function RootLayout() {
  useShopFiguresKeptFresh();
  useSessionExpiry();
  useForgetOnSignOut();
  const queued = useQueuedWrites();
  const isAdmin = useAdminAuthStore((state) => state.isAuthenticated);
  const isCustomer = useAuthStore((state) => state.isAuthenticated);
  const user = useAuthStore((state) => state.user);
  const hydrated = useAfterHydration();
  const viewer = useMemo(
    () =>
      // A guest keeps the very same object, so nothing that reads it renders again after hydration.
      hydrated && (isAdmin || isCustomer)
        ? { isAdmin, isCustomer, customer: user ? { firstName: user.firstName, lastName: user.lastName, email: user.email } : null }
        : NOBODY,
    [hydrated, isAdmin, isCustomer, user],
  );
  return (
    <ViewerProvider viewer={viewer}>
      <ScrollManager />
      <OfflineBanner />
      <QueuedWritesNotice refused={queued.refused} onDismiss={queued.dismiss} />
      {/* Catches the lazily loaded layouts (account, admin) while they arrive. */}
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </ViewerProvider>
  );
}
