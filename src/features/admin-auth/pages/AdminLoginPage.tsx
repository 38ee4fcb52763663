/**
 * /admin/login (docs/product/back-office.md#admin-routes, docs/product/back-office.md#admin-session and docs/product/accounts.md#sign-in-and-account-messages): email and password. Success stores the admin session
 * and goes to `?next=` (a back-office page) or the dashboard; a refusal shows the server's
 * message, 'Admin login failed' when it sends none. An admin already signed in goes straight on.
 */
import { Link, Navigate } from 'react-router';
import { FormAlert, PasswordField, SubmitButton, TextField } from '../../../components/form/form-field';
import { useForm } from '../../../components/form/use-form';
import { paths } from '../../../config/paths';
import { adminLogin } from '../api/admin-auth-calls';
import { validateAdminLogin, type AdminLoginValues } from '../admin-auth-rules';
import { useAdminNextPath, useArrivedAdminSignedIn, useCompleteAdminSignIn } from '../admin-session-flow';
import { AdminAuthCard, AdminAuthLink } from '../components/AdminAuthCard';

export const ADMIN_LOGIN_FAILED = 'Admin login failed';

export function AdminLoginPage() {
  const next = useAdminNextPath();
  const completeSignIn = useCompleteAdminSignIn();
  const arrivedSignedIn = useArrivedAdminSignedIn();
  const form = useForm<AdminLoginValues>({
    initialValues: { email: '', password: '' },
    validate: validateAdminLogin,
    fallbackMessage: ADMIN_LOGIN_FAILED,
    onSubmit: async (values) => {
      const session = await adminLogin({ email: values.email.trim(), password: values.password });
      completeSignIn(session, `Welcome back, ${session.admin.name}`, next);
    },
  });
  if (arrivedSignedIn) return <Navigate to={next} replace />;

  return (
    <AdminAuthCard
      title="Back office"
      intro="Sign in to manage orders, products and customers."
      footer={
        <p>
          Setting up a new shop? <AdminAuthLink to={paths.admin.register.getHref()}>Create the first admin</AdminAuthLink>
        </p>
      }
    >
      <form ref={form.formRef} noValidate onSubmit={form.handleSubmit} aria-label="Admin sign in" className="flex flex-col">
        <TextField label="Email" type="email" autoComplete="username" inputMode="email" required {...form.bind('email')} />
        <PasswordField label="Password" autoComplete="current-password" required {...form.bind('password')} />
        <div className="-mt-1 mb-5 flex justify-end">
          <Link
            to={paths.admin.forgotPassword.getHref()}
            className="keyboard-focus rounded text-[13px] font-medium text-sage-800 underline-offset-4 hover:underline"
          >
            Forgot your password?
          </Link>
        </div>
        <FormAlert message={form.formError} />
        <SubmitButton busy={form.busy} busyLabel="Signing in" className="mt-4 w-full">
          Sign in
        </SubmitButton>
      </form>
    </AdminAuthCard>
  );
}
