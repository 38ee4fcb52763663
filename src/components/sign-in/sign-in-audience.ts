/**
 * Customers and admins sign in, ask for a reset link and choose a new password through the same
 * forms (docs/decisions/0203-sign-in-forms-by-audience.md). What differs between the two is data:
 * an audience names its words, its API calls, the store that keeps its session and its paths,
 * and the frame the forms sit in. The forms themselves (SignInForms.tsx) know neither audience,
 * so shared code never imports a feature.
 */
import type { ComponentType, ReactNode } from 'react';
import type { LoginBody, ResetPasswordBody } from '../../contracts/auth';

/** Which screen is showing, so a frame can dress each its own way (the customer's recovery steps). */
export type SignInScreen = 'sign-in' | 'forgot' | 'sent' | 'reset' | 'reset-incomplete';

export interface SignInFrameProps {
  screen: SignInScreen;
  title: string;
  intro?: ReactNode;
  /** Links to the neighbouring pages, under the form. */
  footer?: ReactNode;
  children: ReactNode;
}

/** A boxed message in place of a form: `done` after a request went out, `calm` when there is nothing to submit. */
export interface SignInNoticeProps {
  role: 'status' | 'alert';
  tone: 'done' | 'calm';
  children: ReactNode;
}

/** The store that keeps an audience's session (a zustand store: only what signing in needs of it). */
export interface SessionStore<Person> {
  getState(): { isAuthenticated: boolean; token: string | null; login: (person: Person, token: string) => void };
}

export interface SignInAudience<Session extends { token: string }, Person> {
  Frame: ComponentType<SignInFrameProps>;
  Notice: ComponentType<SignInNoticeProps>;
  calls: {
    signIn: (body: LoginBody) => Promise<Session>;
    requestPasswordReset: (email: string) => Promise<void>;
    resetPassword: (body: ResetPasswordBody) => Promise<Session>;
  };
  session: {
    store: SessionStore<Person>;
    person: (session: Session) => Person;
    /** The name a greeting uses ("Welcome back, Ada"). */
    greetingName: (session: Session) => string;
  };
  paths: {
    signIn: string;
    forgotPassword: string;
    /** "Create an account" from sign-in; `next` is the `?next=` sign-in was given, if the audience carries it on. */
    register: (next: string | null) => string;
    /** Where sign-in goes on to: the requested `?next=` when it is safe for this audience, else its home. */
    next: (requested: string | null) => string;
    afterReset: string;
  };
  /**
   * Whether sign-in offers the register link (a hook, called where the link would show). Absent:
   * always. The back office offers "Create the first admin" only while the server says first-run
   * sign-up is open (decision 0022).
   */
  useRegisterOffered?: () => boolean;
  /** Customers sign in with their email; an admin's email is their user name (password managers keep them apart). */
  emailAutoComplete: 'email' | 'username';
  passwordHint: string;
  words: {
    signIn: { title: string; intro: string; formLabel: string; submit: string; failed: string; registerLead: string; registerLink: string };
    forgot: {
      title: string;
      intro: string;
      backLink: string;
      /** The neutral confirmation, the same whether or not the email has an account. */
      sent: (email: string) => ReactNode;
      /** A button back to an empty form, when the audience offers one. */
      differentEmail?: string;
    };
    reset: { intro: string; incomplete: string };
  };
}
