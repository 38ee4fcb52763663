/**
 * /register (docs/product/storefront.md#storefront-routes, docs/product/accounts.md#customer-and-admin-records and docs/product/accounts.md#customer-calls): first name, last name, email, password. The browser
 * checks what the contract checks; the server adds what only it knows — a taken email ("An account
 * with this email already exists", as a form message) and a too-common password (at the field).
 * Success signs in, like login.
 */
import { Navigate, useSearchParams } from 'react-router';
import { PasswordField, TextField } from '../../../components/form/form-field';
import { AuthFormSubmit } from '../../../components/sign-in/AuthFormSubmit';
import { useForm } from '../../../components/form/use-form';
import { useArrivedSignedIn, useCompleteSignIn, useNextPath } from '../../../components/sign-in/session-flow';
import { SignInLink } from '../../../components/sign-in/SignInLink';
import { NEXT_PARAM, paths } from '../../../config/paths';
import { register } from '../api/register';
import { PASSWORD_HINT, validateRegister, type RegisterValues } from '../auth-rules';
import { AuthShell } from '../components/AuthShell';
import { customerAudience } from '../customer-audience';

export function RegisterPage() {
  const next = useNextPath(customerAudience);
  const [params] = useSearchParams();
  const completeSignIn = useCompleteSignIn(customerAudience);
  const arrivedSignedIn = useArrivedSignedIn(customerAudience);
  const form = useForm<RegisterValues>({
    initialValues: { firstName: '', lastName: '', email: '', password: '' },
    validate: validateRegister,
    fallbackMessage: 'Registration failed',
    onSubmit: async (values) => {
      const session = await register({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        password: values.password,
      });
      completeSignIn(session, `Welcome to Verdant, ${session.user.firstName}`, next);
    },
  });
  if (arrivedSignedIn) return <Navigate to={next} replace />;

  const nextParam = params.get(NEXT_PARAM);
  return (
    <AuthShell
      eyebrow="Create an account"
      title="Join Verdant"
      intro="Check out faster, keep your addresses in one place and follow every order."
      footer={
        <p>
          Already have an account? <SignInLink to={paths.storefront.login.getHref(nextParam ?? undefined)}>Log in</SignInLink>
        </p>
      }
    >
      <form ref={form.formRef} noValidate onSubmit={form.handleSubmit} aria-label="Create an account" className="flex flex-col">
        <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
          <TextField label="First name" autoComplete="given-name" required maxLength={60} {...form.bind('firstName')} />
          <TextField label="Last name" autoComplete="family-name" required maxLength={60} {...form.bind('lastName')} />
        </div>
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" required {...form.bind('email')} />
        <PasswordField label="Password" autoComplete="new-password" required hint={PASSWORD_HINT} {...form.bind('password')} />
        <AuthFormSubmit form={form} busyLabel="Creating your account">
          Create account
        </AuthFormSubmit>
        <p className="mt-4 text-center text-xs leading-relaxed text-ink-muted">
          By creating an account you agree to our{' '}
          <SignInLink to={paths.storefront.termsOfService.getHref()}>terms of service</SignInLink> and{' '}
          <SignInLink to={paths.storefront.privacyPolicy.getHref()}>privacy policy</SignInLink>.
        </p>
      </form>
    </AuthShell>
  );
}
