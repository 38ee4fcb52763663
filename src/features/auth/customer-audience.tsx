/**
 * The customer as a sign-in audience (docs/decisions/0203-sign-in-forms-by-audience.md): the
 * storefront's words, the /user calls, the customer session store, and the shell with its side
 * panel — the account's perks beside sign-in, the three steps of recovery beside the recovery
 * pages (the current one marked).
 */
import { MailIcon } from '../../components/icons/icons';
import type { SignInAudience, SignInFrameProps, SignInScreen } from '../../components/sign-in/sign-in-audience';
import type { CustomerSession } from '../../contracts/account';
import { NEXT_PARAM, paths, safeNextPath } from '../../config/paths';
import { login } from './api/login';
import { requestPasswordReset } from './api/request-password-reset';
import { resetPassword } from './api/reset-password';
import { PASSWORD_HINT } from './auth-rules';
import { AuthNotice, AuthShell, type AuthPanel } from './components/AuthShell';
import { useAuthStore, type AuthUser } from './stores/auth-store';

const DRESS: Record<SignInScreen, { eyebrow: string; panel: AuthPanel }> = {
  'sign-in': { eyebrow: 'Log in', panel: { kind: 'welcome' } },
  forgot: { eyebrow: 'Password recovery', panel: { kind: 'recovery', step: 1 } },
  sent: { eyebrow: 'Password recovery', panel: { kind: 'recovery', step: 2 } },
  'reset-incomplete': { eyebrow: 'Password recovery', panel: { kind: 'recovery', step: 2 } },
  reset: { eyebrow: 'Password recovery', panel: { kind: 'recovery', step: 3 } },
};

function CustomerFrame({ screen, ...page }: SignInFrameProps) {
  return <AuthShell {...DRESS[screen]} {...page} />;
}

/** `?next=` when it is a safe same-site path, else the account overview. */
export function customerNextPath(requested: string | null): string {
  return safeNextPath(requested, paths.account.overview.getHref());
}

export const customerAudience: SignInAudience<CustomerSession, AuthUser> = {
  Frame: CustomerFrame,
  Notice: AuthNotice,
  calls: { signIn: login, requestPasswordReset, resetPassword },
  session: { store: useAuthStore, person: (session) => session.user, greetingName: (session) => session.user.firstName },
  paths: {
    signIn: paths.storefront.login.getHref(),
    forgotPassword: paths.storefront.forgotPassword.getHref(),
    // Keep ?next= when moving to registration, so a new customer also lands where they were going.
    register: (next) => (next ? `${paths.storefront.register.getHref()}?${NEXT_PARAM}=${encodeURIComponent(next)}` : paths.storefront.register.getHref()),
    next: customerNextPath,
    afterReset: paths.account.overview.getHref(),
  },
  emailAutoComplete: 'email',
  passwordHint: PASSWORD_HINT,
  words: {
    signIn: {
      title: 'Welcome back',
      intro: 'Sign in to check out, follow your orders and manage your addresses.',
      formLabel: 'Log in',
      submit: 'Log in',
      failed: 'Login failed',
      registerLead: 'New to Verdant?',
      registerLink: 'Create an account',
    },
    forgot: {
      title: 'Forgot your password?',
      intro: "Enter the email you shop with and we'll send you a link to choose a new one.",
      backLink: 'Back to log in',
      sent: (email) => (
        <>
          <span className="mb-4 inline-flex h-11 w-11 items-center justify-center rounded-full bg-sage-100 text-sage-800">
            <MailIcon size={20} />
          </span>
          <p className="text-[15px] leading-relaxed text-ink">
            If an account exists for <strong className="font-semibold break-all">{email}</strong>, we have sent a link to reset
            the password.
          </p>
          <p className="mt-3 text-sm leading-relaxed text-ink-soft">
            The link works once, for one hour. Nothing there? Check your spam folder, or try again in a few minutes.
          </p>
        </>
      ),
      differentEmail: 'Use a different email',
    },
    reset: {
      intro: "Set a new password and you'll be signed straight back in. Other devices will be signed out.",
      incomplete: 'The reset link is missing its code. Open the link from the email again, or ask for a new one — links work once, for one hour.',
    },
  },
};
