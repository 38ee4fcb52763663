/**
 * /admin/invitation?token=… (decision 0225): the page an emailed invitation opens. It asks the
 * server who the link is for, then lets the invitee choose their own password (typed twice, the
 * admin policy of decision 0212) and signs them in on the dashboard. A used, withdrawn or expired
 * link shows the server's sentence saying which, 'This invitation cannot be used' when it sends
 * none; without a token there is nothing to ask.
 */
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PasswordField, TextField } from '../../../components/form/form-field';
import { AuthFormSubmit } from '../../../components/sign-in/AuthFormSubmit';
import { BlockSkeleton } from '../../../components/Skeletons';
import { useLinkPasswordForm } from '../../../components/sign-in/session-flow';
import { SignInLink } from '../../../components/sign-in/SignInLink';
import { paths } from '../../../config/paths';
import type { InvitationPreview } from '../../../contracts/staff';
import { apiErrorMessage } from '../../../lib/api-error';
import { formatDayTime } from '../../../lib/format';
import { adminAudience } from '../admin-audience';
import { acceptInvitation, checkInvitation } from '../api/admin-auth-calls';
import { PASSWORD_HINT } from '../admin-auth-rules';
import { AdminAuthCard } from '../components/AdminAuthCard';

/** The emailed link's parameter (server/modules/accounts/staff/staff-service.ts invitationLink). */
export const INVITATION_TOKEN_PARAM = 'token';

const signInFooter = (
  <p>
    Already have an account? <SignInLink to={paths.admin.login.getHref()}>Sign in</SignInLink>
  </p>
);

function Notice({ children }: { children: string }) {
  return (
    <p role="alert" className="rounded-2xl border border-sand-200 bg-cream-100 p-5 text-[15px] leading-relaxed text-ink-soft">
      {children}
    </p>
  );
}

export function AdminInvitationPage() {
  const [params] = useSearchParams();
  const token = (params.get(INVITATION_TOKEN_PARAM) ?? '').trim();
  const invitation = useQuery({
    queryKey: ['admin-invitation', token],
    queryFn: () => checkInvitation(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });

  if (!token) {
    return (
      <AdminAuthCard title="This link is incomplete" footer={signInFooter}>
        <Notice>The invitation link is missing its code. Open the link from the email again, or ask the admin who invited you for a new one.</Notice>
      </AdminAuthCard>
    );
  }
  if (invitation.error) {
    return (
      <AdminAuthCard title="This invitation cannot be used" footer={signInFooter}>
        <Notice>{apiErrorMessage(invitation.error, 'This invitation cannot be used')}</Notice>
      </AdminAuthCard>
    );
  }
  if (!invitation.data) {
    return (
      <AdminAuthCard title="Join the back office">
        <BlockSkeleton className="h-56" label="Opening your invitation" />
      </AdminAuthCard>
    );
  }
  return <AcceptForm token={token} invitation={invitation.data} />;
}

function AcceptForm({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const form = useLinkPasswordForm(adminAudience, {
    token,
    send: acceptInvitation,
    fallbackMessage: 'Could not accept the invitation',
    greeting: (session) => `Welcome to the back office, ${session.admin.name}`,
    to: paths.admin.dashboard.getHref(),
  });
  return (
    <AdminAuthCard
      title="Join the back office"
      intro={
        <>
          {invitation.invitedBy} invited you, {invitation.name}, to help run the shop. Choose a password to finish: the link works once,
          until {formatDayTime(invitation.expiresAt)}.
        </>
      }
      footer={signInFooter}
    >
      <form ref={form.formRef} noValidate onSubmit={form.handleSubmit} aria-label="Accept the invitation" className="flex flex-col">
        <TextField label="Email" type="email" autoComplete="username" value={invitation.email} readOnly hint="The address the invitation was sent to." />
        <PasswordField label="Password" autoComplete="new-password" required hint={PASSWORD_HINT} {...form.bind('password')} />
        <PasswordField label="Confirm password" autoComplete="new-password" required {...form.bind('confirmPassword')} />
        <AuthFormSubmit form={form} busyLabel="Creating your account">
          Create my admin account
        </AuthFormSubmit>
      </form>
    </AdminAuthCard>
  );
}
