/**
 * /login (docs/product/storefront.md#storefront-routes and docs/product/accounts.md#sessions): email and password. Success stores the session and goes to
 * `?next=` or the overview; a refusal shows the server's message ('Login failed' when it sends
 * none), including the throttle's 429 sentence. Signed-in visitors go straight on.
 */
import { Link, Navigate, useSearchParams } from 'react-router';
import { FormAlert, PasswordField, SubmitButton, TextField } from '../../../components/form/form-field';
import { useForm } from '../../../components/form/use-form';
import { NEXT_PARAM, paths } from '../../../config/paths';
import { login } from '../api/login';
import { validateLogin, type LoginValues } from '../auth-rules';
import { AuthShell } from '../components/AuthShell';
import { AuthLink } from '../components/auth-links';
import { useArrivedSignedIn, useCompleteSignIn, useNextPath } from '../session-flow';

export function LoginPage() {
  const next = useNextPath();
  const [params] = useSearchParams();
  const completeSignIn = useCompleteSignIn();
  const arrivedSignedIn = useArrivedSignedIn();
  const form = useForm<LoginValues>({
    initialValues: { email: '', password: '' },
    validate: validateLogin,
    fallbackMessage: 'Login failed',
    onSubmit: async (values) => {
      const session = await login({ email: values.email.trim(), password: values.password });
      completeSignIn(session, `Welcome back, ${session.user.firstName}`, next);
    },
  });
  if (arrivedSignedIn) return <Navigate to={next} replace />;

  // Keep ?next= when moving to registration, so a new customer also lands where they were going.
  const nextParam = params.get(NEXT_PARAM);
  const registerHref = nextParam
    ? `${paths.storefront.register.getHref()}?${NEXT_PARAM}=${encodeURIComponent(nextParam)}`
    : paths.storefront.register.getHref();

  return (
    <AuthShell
      eyebrow="Log in"
      title="Welcome back"
      intro="Sign in to check out, follow your orders and manage your addresses."
      footer={
        <p>
          New to Verdant? <AuthLink to={registerHref}>Create an account</AuthLink>
        </p>
      }
    >
      <form ref={form.formRef} noValidate onSubmit={form.handleSubmit} aria-label="Log in" className="flex flex-col">
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" required {...form.bind('email')} />
        <PasswordField label="Password" autoComplete="current-password" required {...form.bind('password')} />
        <div className="-mt-1 mb-5 flex justify-end">
          <Link
            to={paths.storefront.forgotPassword.getHref()}
            className="keyboard-focus rounded text-[13px] font-medium text-sage-800 underline-offset-4 hover:underline"
          >
            Forgot your password?
          </Link>
        </div>
        <FormAlert message={form.formError} />
        <SubmitButton busy={form.busy} busyLabel="Signing in" className="mt-4 w-full">
          Log in
        </SubmitButton>
      </form>
    </AuthShell>
  );
}
