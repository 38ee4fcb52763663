/**
 * /admin/register (decision 0022): the first admin of a fresh shop, signed in at once. Only while
 * no admin exists and never in production (decision 0173); the login page links here only then.
 * Colleagues join through an emailed invitation (Settings, Staff: decision 0225), so a signed-in
 * admin who lands here is sent to the Staff section. Anyone else is refused by the server (403,
 * its sentence shown); 'Registration failed' when it sends none
 * (docs/product/accounts.md#sign-in-and-account-messages).
 */
import { Navigate } from 'react-router';
import { PasswordField, TextField } from '../../../components/form/form-field';
import { AuthFormSubmit } from '../../../components/sign-in/AuthFormSubmit';
import { useForm } from '../../../components/form/use-form';
import { useArrivedSignedIn, useCompleteSignIn } from '../../../components/sign-in/session-flow';
import { SignInLink } from '../../../components/sign-in/SignInLink';
import { paths } from '../../../config/paths';
import { adminAudience } from '../admin-audience';
import { adminRegister } from '../api/admin-auth-calls';
import { PASSWORD_HINT, validateAdminRegister, type AdminRegisterValues } from '../admin-auth-rules';
import { AdminAuthCard } from '../components/AdminAuthCard';

const EMPTY: AdminRegisterValues = { name: '', email: '', password: '' };

export function AdminRegisterPage() {
  const signedIn = useArrivedSignedIn(adminAudience);
  const completeSignIn = useCompleteSignIn(adminAudience);
  const form = useForm<AdminRegisterValues>({
    initialValues: EMPTY,
    validate: validateAdminRegister,
    fallbackMessage: 'Registration failed',
    onSubmit: async (values) => {
      const created = await adminRegister({ name: values.name.trim(), email: values.email.trim(), password: values.password });
      completeSignIn(created, `Welcome to the back office, ${created.admin.name}`, paths.admin.dashboard.getHref());
    },
  });
  if (signedIn) return <Navigate to={paths.admin.staff.getHref()} replace />;

  return (
    <AdminAuthCard
      title="Create the first admin"
      intro="A new shop starts with one admin. Once it exists, admins invite colleagues from Settings, Staff."
      footer={
        <p>
          Already have an account? <SignInLink to={paths.admin.login.getHref()}>Sign in</SignInLink>
        </p>
      }
    >
      <form ref={form.formRef} noValidate onSubmit={form.handleSubmit} aria-label="Create the first admin" className="flex flex-col">
        <TextField label="Name" autoComplete="name" required maxLength={60} {...form.bind('name')} />
        <TextField label="Email" type="email" autoComplete="username" inputMode="email" required {...form.bind('email')} />
        <PasswordField label="Password" autoComplete="new-password" required hint={PASSWORD_HINT} {...form.bind('password')} />
        <AuthFormSubmit form={form} busyLabel="Creating the account">
          Create admin account
        </AuthFormSubmit>
      </form>
    </AdminAuthCard>
  );
}
