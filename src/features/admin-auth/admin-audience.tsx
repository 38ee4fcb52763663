/**
 * The admin as a sign-in audience (docs/decisions/0203-sign-in-forms-by-audience.md): the back
 * office's words, the /admin calls, the admin session store (its own keys, so the two sessions
 * never share a token), and the quieter card the admin sign-in pages sit in.
 */
import { useQuery } from '@tanstack/react-query';
import type { SignInAudience, SignInFrameProps, SignInNoticeProps } from '../../components/sign-in/sign-in-audience';
import type { AdminSession } from '../../contracts/account';
import { isAdminPath, paths, safeNextPath } from '../../config/paths';
import { adminForgotPassword, adminLogin, adminResetPassword, firstAdminStatus } from './api/admin-auth-calls';
import { PASSWORD_HINT } from './admin-auth-rules';
import { AdminAuthCard } from './components/AdminAuthCard';
import { useAdminAuthStore, type AdminUser } from './stores/admin-auth-store';

/** The sign-in pages themselves are never where sign-in goes on to. */
const SIGN_IN_PAGES: string[] = [
  paths.admin.login.path,
  paths.admin.register.path,
  paths.admin.forgotPassword.path,
  paths.admin.resetPassword.path,
  paths.admin.invitation.path,
];

/** `?next=` when it is a safe path inside the back office, else the dashboard. */
export function adminNextPath(requested: string | null): string {
  const dashboard = paths.admin.dashboard.getHref();
  const next = safeNextPath(requested, dashboard);
  const pathname = next.split(/[?#]/)[0] ?? '';
  return isAdminPath(pathname) && pathname !== paths.admin.root.path && !SIGN_IN_PAGES.includes(pathname) ? next : dashboard;
}

/**
 * "Create the first admin" shows only while the server says a first admin may sign up (no admin
 * yet, never in production: decisions 0022 and 0173); hidden while it is asked and if it fails.
 */
function useFirstAdminOffered(): boolean {
  const status = useQuery({ queryKey: ['admin-first-run'], queryFn: ({ signal }) => firstAdminStatus(signal), staleTime: 0, retry: false });
  return status.data?.open === true;
}

/** One card for every screen: the back office needs no recovery steps beside the form. */
function AdminFrame({ title, intro, footer, children }: SignInFrameProps) {
  return (
    <AdminAuthCard title={title} intro={intro} footer={footer}>
      {children}
    </AdminAuthCard>
  );
}

const NOTICE_TONES: Record<SignInNoticeProps['tone'], string> = {
  done: 'rounded-2xl border border-sage-200 bg-sage-50 p-5 text-[15px] leading-relaxed',
  calm: 'rounded-2xl border border-sand-200 bg-cream-100 p-5 text-[15px] leading-relaxed text-ink-soft',
};

function AdminNotice({ role, tone, children }: SignInNoticeProps) {
  return (
    <p role={role} className={NOTICE_TONES[tone]}>
      {children}
    </p>
  );
}

export const adminAudience: SignInAudience<AdminSession, AdminUser> = {
  Frame: AdminFrame,
  Notice: AdminNotice,
  calls: { signIn: adminLogin, requestPasswordReset: adminForgotPassword, resetPassword: adminResetPassword },
  session: { store: useAdminAuthStore, person: (session) => session.admin, greetingName: (session) => session.admin.name },
  paths: {
    signIn: paths.admin.login.getHref(),
    forgotPassword: paths.admin.forgotPassword.getHref(),
    register: () => paths.admin.register.getHref(),
    next: adminNextPath,
    afterReset: paths.admin.dashboard.getHref(),
  },
  useRegisterOffered: useFirstAdminOffered,
  emailAutoComplete: 'username',
  passwordHint: PASSWORD_HINT,
  words: {
    signIn: {
      title: 'Back office',
      intro: 'Sign in to manage orders, products and customers.',
      formLabel: 'Admin sign in',
      submit: 'Sign in',
      failed: 'Admin login failed',
      registerLead: 'Setting up a new shop?',
      registerLink: 'Create the first admin',
    },
    forgot: {
      title: 'Reset your password',
      intro: "Enter your admin email and we'll send you a link to choose a new password.",
      backLink: 'Back to sign in',
      sent: (email) => (
        <>
          If an admin account exists for <strong className="break-all font-semibold">{email}</strong>, we have sent a link to reset
          its password. The link works once, for one hour.
        </>
      ),
    },
    reset: {
      intro: "You'll be signed in once it is set; other devices are signed out.",
      incomplete: 'The reset link is missing its code. Open the link from the email again, or ask for a new one.',
    },
  },
};
