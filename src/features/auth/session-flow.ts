/**
 * What every successful sign-in does (login, registration, password reset — docs/product/accounts.md#sessions):
 * store the user and token, say hello, and go on to where the visitor was heading.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useSearchParams } from 'react-router';
import type { CustomerSession } from '../../contracts/account';
import { NEXT_PARAM, paths, safeNextPath } from '../../config/paths';
import { isTokenExpired } from '../../lib/jwt';
import { useAuthStore } from './stores/auth-store';

/** docs/product/constants-and-texts.md#toasts: toasts last 2, 3 or 10 s; a greeting is read in 3. */
const GREETING_MS = 3000;

/** `?next=` when it is a safe same-site path, else the account overview. */
export function useNextPath(): string {
  const [params] = useSearchParams();
  return safeNextPath(params.get(NEXT_PARAM), paths.account.overview.getHref());
}

export function useCompleteSignIn() {
  const login = useAuthStore((state) => state.login);
  const navigate = useNavigate();
  return (session: CustomerSession, greeting: string, to: string) => {
    login(session.user, session.token);
    toast.success(greeting, { duration: GREETING_MS });
    navigate(to, { replace: true });
  };
}

/**
 * Whether the visitor arrived already signed in (an unexpired customer token). Read once on
 * arrival: signing in on the page must not trigger it, the page navigates itself then.
 */
export function useArrivedSignedIn(): boolean {
  const [signedIn] = useState(() => {
    const { isAuthenticated, token } = useAuthStore.getState();
    return isAuthenticated && token !== null && !isTokenExpired(token);
  });
  return signedIn;
}
