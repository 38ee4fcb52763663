/**
 * docs/product/accounts.md#token-expiry, token expiry: on mount and on every path change, each stored token's exp claim
 * is compared (in seconds) with now. A past or undecodable token logs that session out and sends
 * the visitor to /login, or /admin/login for an admin, remembering where they were.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAdminAuthStore } from '../../features/admin-auth/stores/admin-auth-store';
import { useAuthStore } from '../../features/auth/stores/auth-store';
import { isAdminPath, paths } from '../../config/paths';
import { isTokenExpired } from '../../lib/jwt';

export function useSessionExpiry(): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const now = Date.now();
    const customer = useAuthStore.getState();
    const admin = useAdminAuthStore.getState();
    const customerEnded = customer.token !== null && isTokenExpired(customer.token, now);
    const adminEnded = admin.token !== null && isTokenExpired(admin.token, now);
    if (!customerEnded && !adminEnded) return;

    if (customerEnded) customer.logout();
    if (adminEnded) admin.logout();

    const here = `${pathname}${search}`;
    // Both ended at once: the area the visitor is in decides which sign-in page they see.
    const toAdmin = adminEnded && (isAdminPath(pathname) || !customerEnded);
    const login = toAdmin ? paths.admin.login : paths.storefront.login;
    if (pathname === login.path) return;
    const next = toAdmin ? (isAdminPath(pathname) ? here : undefined) : here === '/' ? undefined : here;
    navigate(login.getHref(next), { replace: true });
  }, [pathname, search, navigate]);
}
