/** Wraps every route: scroll handling and the session-expiry check (spec sections 2 and 4). */
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ScrollManager } from '../../components/ScrollManager';
import { PageSpinner } from '../../components/Spinner';
import { useSessionExpiry } from '../session/use-session-expiry';

export function RootLayout() {
  useSessionExpiry();
  return (
    <>
      <ScrollManager />
      {/* Catches the lazily loaded layouts (account, admin) while they arrive. */}
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </>
  );
}
