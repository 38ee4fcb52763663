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

/** The account area: signed in with an unexpired customer token, else /login?next=… */
export function RequireCustomer({ children }: { children: ReactNode }) {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const token = useAuthStore((state) => state.token);
  const here = useHere();
  if (!isAuthenticated || !token || isTokenExpired(token)) {
    return <Navigate to={paths.storefront.login.getHref(here)} replace />;
  }
  return children;
}

/** The admin layout: an authenticated admin with an unexpired admin token, else /admin/login?next=… */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const isAuthenticated = useAdminAuthStore((state) => state.isAuthenticated);
  const token = useAdminAuthStore((state) => state.token);
  const here = useHere();
  if (!isAuthenticated || !token || isTokenExpired(token)) {
    return <Navigate to={paths.admin.login.getHref(here)} replace />;
  }
  return children;
}
