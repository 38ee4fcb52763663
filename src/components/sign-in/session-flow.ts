/**
 * What every successful sign-in does, for either audience (login, registration, password reset —
 * docs/product/accounts.md#sessions): store the person and token, say hello, and go on to where
 * the visitor was heading. And whether the visitor arrived already signed in, and the form that
 * chooses a password from an emailed link, whose answer signs in.
 */
import { useState } from 'react';
import { toast } from '../../lib/toasts';
import { useNavigate, useSearchParams } from 'react-router';
import { NEXT_PARAM } from '../../config/paths';
import { validateReset, type ResetValues } from '../form/credential-rules';
import { useForm } from '../form/use-form';
import { isTokenExpired } from '../../lib/jwt';
import type { SessionStore, SignInAudience } from './sign-in-audience';

/** docs/product/constants-and-texts.md#toasts: toasts last 2, 3 or 10 s; a greeting is read in 3. */
const GREETING_MS = 3000;

type AnyAudience<Session extends { token: string }, Person> = Pick<SignInAudience<Session, Person>, 'session' | 'paths'>;

/** `?next=` when the audience accepts it, else the audience's home. */
export function useNextPath<Session extends { token: string }, Person>(audience: AnyAudience<Session, Person>): string {
  const [params] = useSearchParams();
  return audience.paths.next(params.get(NEXT_PARAM));
}

export function useCompleteSignIn<Session extends { token: string }, Person>(audience: AnyAudience<Session, Person>) {
  const navigate = useNavigate();
  return (session: Session, greeting: string, to: string) => {
    audience.session.store.getState().login(audience.session.person(session), session.token);
    toast.success(greeting, { duration: GREETING_MS });
    navigate(to, { replace: true });
  };
}

/** Signed in with a token that has not expired. */
export function hasLiveSession(store: SessionStore<never>): boolean {
  const { isAuthenticated, token } = store.getState();
  return isAuthenticated && token !== null && !isTokenExpired(token);
}

/**
 * Whether the visitor arrived already signed in. Read once on arrival: signing in on the page
 * must not trigger it, the page navigates itself then.
 */
export function useArrivedSignedIn<Session extends { token: string }, Person>(audience: AnyAudience<Session, Person>): boolean {
  const [signedIn] = useState(() => hasLiveSession(audience.session.store));
  return signedIn;
}

interface LinkPasswordOptions<Session> {
  /** The emailed link's token, sent with the password. */
  token: string;
  send: (body: { token: string; password: string }) => Promise<Session>;
  /** The error shown when the refusal carries no sentence. */
  fallbackMessage: string;
  greeting: (session: Session) => string;
  /** Where the new session goes. */
  to: string;
}

/**
 * The form of an emailed link that lets its reader choose a password (a password reset, an admin's
 * invitation): typed twice, sent with the link's token; the answer is a session, so success signs in.
 */
export function useLinkPasswordForm<Session extends { token: string }, Person>(
  audience: AnyAudience<Session, Person>,
  { token, send, fallbackMessage, greeting, to }: LinkPasswordOptions<Session>,
) {
  const completeSignIn = useCompleteSignIn(audience);
  return useForm<ResetValues>({
    initialValues: { password: '', confirmPassword: '' },
    validate: validateReset,
    fallbackMessage,
    onSubmit: async ({ password }) => {
      const session = await send({ token, password });
      completeSignIn(session, greeting(session), to);
    },
  });
}
