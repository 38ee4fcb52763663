/**
 * /reset-password?token=… (docs/product/accounts.md#sessions and docs/product/accounts.md#customer-calls). The token is read from the URL first and the
 * page refuses to offer the form without one — the spec's client read the token before defining
 * it. A new password is typed twice; success signs in (the answer is login's) and lands on the
 * overview. An expired or used link shows the server's sentence ('Password reset failed' when it
 * sends none) with a way to ask for a new link.
 */
import { useSearchParams } from 'react-router';
import { FormAlert, PasswordField, SubmitButton } from '../../../components/form/form-field';
import { useForm } from '../../../components/form/use-form';
import { paths } from '../../../config/paths';
import { resetPassword } from '../api/reset-password';
import { PASSWORD_HINT, validateReset, type ResetValues } from '../auth-rules';
import { AuthShell } from '../components/AuthShell';
import { AuthLink } from '../components/auth-links';
import { useCompleteSignIn } from '../session-flow';

export const RESET_TOKEN_PARAM = 'token';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = (params.get(RESET_TOKEN_PARAM) ?? '').trim();
  const completeSignIn = useCompleteSignIn();
  const form = useForm<ResetValues>({
    initialValues: { password: '', confirmPassword: '' },
    validate: validateReset,
    fallbackMessage: 'Password reset failed',
    onSubmit: async ({ password }) => {
      const session = await resetPassword({ token, password });
      completeSignIn(session, 'Your password has been reset', paths.account.overview.getHref());
    },
  });

  const footer = (
    <p>
      Link expired? <AuthLink to={paths.storefront.forgotPassword.getHref()}>Request a new one</AuthLink>
    </p>
  );

  if (!token) {
    return (
      <AuthShell eyebrow="Password recovery" title="This link is incomplete" footer={footer} panel={{ kind: 'recovery', step: 2 }}>
        <div role="alert" className="rounded-3xl border border-sand-200 bg-cream-100 p-6 text-[15px] leading-relaxed text-ink-soft">
          The reset link is missing its code. Open the link from the email again, or ask for a new one — links work once,
          for one hour.
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      eyebrow="Password recovery"
      title="Choose a new password"
      intro="Set a new password and you'll be signed straight back in. Other devices will be signed out."
      footer={footer}
      panel={{ kind: 'recovery', step: 3 }}
    >
      <form ref={form.formRef} noValidate onSubmit={form.handleSubmit} aria-label="Choose a new password" className="flex flex-col">
        <PasswordField label="New password" autoComplete="new-password" required hint={PASSWORD_HINT} {...form.bind('password')} />
        <PasswordField label="Confirm new password" autoComplete="new-password" required {...form.bind('confirmPassword')} />
        <FormAlert message={form.formError} />
        <SubmitButton busy={form.busy} busyLabel="Saving your new password" className="mt-4 w-full">
          Set new password
        </SubmitButton>
      </form>
    </AuthShell>
  );
}
