/**
 * /forgot-password: asks for an email and then always shows the same neutral confirmation, which
 * never tells whether an account exists (the server answers alike for every email). Only a
 * failed call — no connection, or the throttle's 429 — shows an error ('Failed to send reset
 * email' when the server gives no message).
 */
import { useState } from 'react';
import { FormAlert, SubmitButton, TextField } from '../../../components/form/form-field';
import { useForm } from '../../../components/form/use-form';
import { MailIcon } from '../../../components/icons/icons';
import { paths } from '../../../config/paths';
import { requestPasswordReset } from '../api/request-password-reset';
import { validateForgot, type ForgotValues } from '../auth-rules';
import { AuthShell } from '../components/AuthShell';
import { AuthLink } from '../components/auth-links';

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotValues>({
    initialValues: { email: '' },
    validate: validateForgot,
    fallbackMessage: 'Failed to send reset email',
    onSubmit: async ({ email }) => {
      await requestPasswordReset(email.trim());
      setSentTo(email.trim());
    },
  });

  const footer = (
    <p>
      Remembered it? <AuthLink to={paths.storefront.login.getHref()}>Back to log in</AuthLink>
    </p>
  );

  if (sentTo) {
    return (
      <AuthShell eyebrow="Password recovery" title="Check your inbox" footer={footer} panel={{ kind: 'recovery', step: 2 }}>
        <div role="status" className="rounded-3xl border border-sage-200 bg-sage-50 p-6">
          <span className="mb-4 inline-flex h-11 w-11 items-center justify-center rounded-full bg-sage-100 text-sage-800">
            <MailIcon size={20} />
          </span>
          <p className="text-[15px] leading-relaxed text-ink">
            If an account exists for <strong className="font-semibold break-all">{sentTo}</strong>, we have sent a link to reset
            the password.
          </p>
          <p className="mt-3 text-sm leading-relaxed text-ink-soft">
            The link works once, for one hour. Nothing there? Check your spam folder, or try again in a few minutes.
          </p>
        </div>
        <button
          type="button"
          onClick={() => {
            setSentTo(null);
            form.reset({ email: '' });
          }}
          className="btn-secondary mt-6 w-full"
        >
          Use a different email
        </button>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      eyebrow="Password recovery"
      title="Forgot your password?"
      intro="Enter the email you shop with and we'll send you a link to choose a new one."
      footer={footer}
      panel={{ kind: 'recovery', step: 1 }}
    >
      <form ref={form.formRef} noValidate onSubmit={form.handleSubmit} aria-label="Request a password reset link" className="flex flex-col">
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" required {...form.bind('email')} />
        <FormAlert message={form.formError} />
        <SubmitButton busy={form.busy} busyLabel="Sending" className="mt-4 w-full">
          Send reset link
        </SubmitButton>
      </form>
    </AuthShell>
  );
}
