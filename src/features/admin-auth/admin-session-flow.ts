/**
 * What a successful admin sign-in does (login, first-admin registration, password reset): store
 * the admin and the token, greet, and go to `?next=` (a back-office path) or the dashboard. And
 * whether the visitor arrived already signed in, read once so signing in on the page does not
 * trigger it.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useSearchParams } from 'react-router';
import type { AdminSession } from '../../contracts/account';
import { isAdminPath, NEXT_PARAM, paths, safeNextPath } from '../../config/paths';
import { isTokenExpired } from '../../lib/jwt';
import { useAdminAuthStore } from './stores/admin-auth-store';

const GREETING_MS = 3000;

/** `?next=` when it is a safe path inside the back office, else the dashboard. */
export function useAdminNextPath(): string {
  const [params] = useSearchParams();
  const dashboard = paths.admin.dashboard.getHref();
  const next = safeNextPath(params.get(NEXT_PARAM), dashboard);
  const pathname = next.split(/[?#]/)[0] ?? '';
  const signInPages: string[] = [paths.admin.login.path, paths.admin.register.path, paths.admin.forgotPassword.path, paths.admin.resetPassword.path];
  return isAdminPath(pathname) && pathname !== paths.admin.root.path && !signInPages.includes(pathname) ? next : dashboard;
}

export function useCompleteAdminSignIn() {
  const login = useAdminAuthStore((state) => state.login);
  const navigate = useNavigate();
  return (session: AdminSession, greeting: string, to: string) => {
    login(session.admin, session.token);
    toast.success(greeting, { duration: GREETING_MS });
    navigate(to, { replace: true });
  };
}

export function isAdminSignedIn(): boolean {
  const { isAuthenticated, token } = useAdminAuthStore.getState();
  return isAuthenticated && token !== null && !isTokenExpired(token);
}

export function useArrivedAdminSignedIn(): boolean {
  const [signedIn] = useState(isAdminSignedIn);
  return signedIn;
}
