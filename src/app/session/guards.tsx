/**
 * Route guards (docs/product/accounts.md#account-routes and docs/product/accounts.md#roles). They decide from the stores alone, which localStorage
 * fills synchronously, so a signed-in visitor never sees a redirect flash.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAdminAuthStore } from '../../features/admin-auth/stores/admin-auth-store';
import { useAuthStore } from '../../features/auth/stores/auth-store';
import { paths } from '../../config/paths';
import { isTokenExpired } from '../../lib/jwt';

function useHere(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}

/** What a guard reads of a session store (the customer's or the admin's zustand hook). */
type SessionHook = <T>(select: (state: { isAuthenticated: boolean; token: string | null }) => T) => T;

/** `children` while the store holds an authenticated, unexpired token, else its sign-in page with ?next= here. */
function RequireSession({ useSession, signInHref, children }: { useSession: SessionHook; signInHref: (next: string) => string; children: ReactNode }) {
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  const token = useSession((state) => state.token);
  const here = useHere();
  if (!isAuthenticated || !token || isTokenExpired(token)) {
    return <Navigate to={signInHref(here)} replace />;
  }
  return children;
}

/** The account area: signed in with an unexpired customer token, else /login?next=… */
export function RequireCustomer({ children }: { children: ReactNode }) {
  return (
    <RequireSession useSession={useAuthStore} signInHref={paths.storefront.login.getHref}>
      {children}
    </RequireSession>
  );
}

/** The admin layout: an authenticated admin with an unexpired admin token, else /admin/login?next=… */
export function RequireAdmin({ children }: { children: ReactNode }) {
  return (
    <RequireSession useSession={useAdminAuthStore} signInHref={paths.admin.login.getHref}>
      {children}
    </RequireSession>
  );
}
