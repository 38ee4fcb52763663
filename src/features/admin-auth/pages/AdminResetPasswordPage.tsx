/**
 * /admin/reset-password?token=… : a new password typed twice; success signs the admin in (the
 * answer is login's) and opens the dashboard. A used or expired link shows the server's sentence,
 * 'Password reset failed' when it sends none (docs/product/accounts.md#sign-in-and-account-messages). Without a token there is no form.
 */
import { useSearchParams } from 'react-router';
import { FormAlert, PasswordField, SubmitButton } from '../../../components/form/form-field';
import { useForm } from '../../../components/form/use-form';
import { paths } from '../../../config/paths';
import { adminResetPassword } from '../api/admin-auth-calls';
import { PASSWORD_HINT, validateAdminReset, type AdminResetValues } from '../admin-auth-rules';
import { useCompleteAdminSignIn } from '../admin-session-flow';
import { AdminAuthCard, AdminAuthLink } from '../components/AdminAuthCard';

export function AdminResetPasswordPage() {
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  const completeSignIn = useCompleteAdminSignIn();
  const form = useForm<AdminResetValues>({
    initialValues: { password: '', confirmPassword: '' },
    validate: validateAdminReset,
    fallbackMessage: 'Password reset failed',
    onSubmit: async ({ password }) => {
      const session = await adminResetPassword({ token, password });
      completeSignIn(session, 'Your password has been reset', paths.admin.dashboard.getHref());
    },
  });
  const footer = (
    <p>
      Link expired? <AdminAuthLink to={paths.admin.forgotPassword.getHref()}>Request a new one</AdminAuthLink>
    </p>
  );

  if (!token) {
    return (
      <AdminAuthCard title="This link is incomplete" footer={footer}>
        <p role="alert" className="rounded-2xl border border-sand-200 bg-cream-100 p-5 text-[15px] leading-relaxed text-ink-soft">
          The reset link is missing its code. Open the link from the email again, or ask for a new one.
        </p>
      </AdminAuthCard>
    );
  }
  return (
    <AdminAuthCard title="Choose a new password" intro="You'll be signed in once it is set; other devices are signed out." footer={footer}>
      <form ref={form.formRef} noValidate onSubmit={form.handleSubmit} aria-label="Choose a new password" className="flex flex-col">
        <PasswordField label="New password" autoComplete="new-password" required hint={PASSWORD_HINT} {...form.bind('password')} />
        <PasswordField label="Confirm new password" autoComplete="new-password" required {...form.bind('confirmPassword')} />
        <FormAlert message={form.formError} />
        <SubmitButton busy={form.busy} busyLabel="Saving your new password" className="mt-4 w-full">
          Set new password
        </SubmitButton>
      </form>
    </AdminAuthCard>
  );
}
