/**
 * /admin/forgot-password: asks for the admin's email, then always shows the same neutral
 * confirmation (the server answers alike for every email). A failed call shows the server's
 * message, 'Failed to send reset email' when it sends none (docs/product/accounts.md#sign-in-and-account-messages).
 */
import { useState } from 'react';
import { FormAlert, SubmitButton, TextField } from '../../../components/form/form-field';
import { useForm } from '../../../components/form/use-form';
import { paths } from '../../../config/paths';
import { adminForgotPassword } from '../api/admin-auth-calls';
import { validateAdminForgot, type AdminForgotValues } from '../admin-auth-rules';
import { AdminAuthCard, AdminAuthLink } from '../components/AdminAuthCard';

export function AdminForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<AdminForgotValues>({
    initialValues: { email: '' },
    validate: validateAdminForgot,
    fallbackMessage: 'Failed to send reset email',
    onSubmit: async ({ email }) => {
      await adminForgotPassword(email.trim());
      setSentTo(email.trim());
    },
  });
  const footer = (
    <p>
      Remembered it? <AdminAuthLink to={paths.admin.login.getHref()}>Back to sign in</AdminAuthLink>
    </p>
  );

  if (sentTo) {
    return (
      <AdminAuthCard title="Check your inbox" footer={footer}>
        <p role="status" className="rounded-2xl border border-sage-200 bg-sage-50 p-5 text-[15px] leading-relaxed">
          If an admin account exists for <strong className="break-all font-semibold">{sentTo}</strong>, we have sent a link to reset
          its password. The link works once, for one hour.
        </p>
      </AdminAuthCard>
    );
  }
  return (
    <AdminAuthCard title="Reset your password" intro="Enter your admin email and we'll send you a link to choose a new password." footer={footer}>
      <form ref={form.formRef} noValidate onSubmit={form.handleSubmit} aria-label="Request a password reset link" className="flex flex-col">
        <TextField label="Email" type="email" autoComplete="username" inputMode="email" required {...form.bind('email')} />
        <FormAlert message={form.formError} />
        <SubmitButton busy={form.busy} busyLabel="Sending" className="mt-4 w-full">
          Send reset link
        </SubmitButton>
      </form>
    </AdminAuthCard>
  );
}
