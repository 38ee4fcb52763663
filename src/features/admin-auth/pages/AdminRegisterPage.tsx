/**
 * /admin/register (decision 0022). Two uses of one form:
 * - on a fresh shop, nobody signed in: creates the first admin, who is signed in at once;
 * - a signed-in admin adding a colleague: the colleague's account is created, the admin stays
 *   signed in as themself, and the form clears for another.
 * Anyone else is refused by the server (403, its sentence shown); 'Registration failed' when it
 * sends none (docs/product/accounts.md#sign-in-and-account-messages).
 */
import toast from 'react-hot-toast';
import { FormAlert, PasswordField, SubmitButton, TextField } from '../../../components/form/form-field';
import { useForm } from '../../../components/form/use-form';
import { useArrivedSignedIn, useCompleteSignIn } from '../../../components/sign-in/session-flow';
import { SignInLink } from '../../../components/sign-in/SignInLink';
import { paths } from '../../../config/paths';
import { adminAudience } from '../admin-audience';
import { adminRegister } from '../api/admin-auth-calls';
import { PASSWORD_HINT, validateAdminRegister, type AdminRegisterValues } from '../admin-auth-rules';
import { AdminAuthCard } from '../components/AdminAuthCard';
import { useAdminAuthStore } from '../stores/admin-auth-store';

const EMPTY: AdminRegisterValues = { name: '', email: '', password: '' };

export function AdminRegisterPage() {
  const addingColleague = useArrivedSignedIn(adminAudience);
  const signedInAs = useAdminAuthStore((state) => state.admin);
  const completeSignIn = useCompleteSignIn(adminAudience);
  const form = useForm<AdminRegisterValues>({
    initialValues: EMPTY,
    validate: validateAdminRegister,
    fallbackMessage: 'Registration failed',
    onSubmit: async (values) => {
      const created = await adminRegister({ name: values.name.trim(), email: values.email.trim(), password: values.password });
      if (created.token) {
        completeSignIn({ admin: created.admin, token: created.token }, `Welcome to the back office, ${created.admin.name}`, paths.admin.dashboard.getHref());
        return;
      }
      toast.success(`Admin account created for ${created.admin.email}`, { duration: 3000 });
      form.reset(EMPTY);
    },
  });

  return (
    <AdminAuthCard
      title={addingColleague ? 'Add an admin' : 'Create the first admin'}
      intro={
        addingColleague
          ? `Create a back-office account for a colleague. You stay signed in${signedInAs ? ` as ${signedInAs.name}` : ''}.`
          : 'A new shop starts with one admin. Once it exists, only a signed-in admin can add others.'
      }
      footer={
        addingColleague ? (
          <SignInLink to={paths.admin.dashboard.getHref()}>Back to the dashboard</SignInLink>
        ) : (
          <p>
            Already have an account? <SignInLink to={paths.admin.login.getHref()}>Sign in</SignInLink>
          </p>
        )
      }
    >
      <form ref={form.formRef} noValidate onSubmit={form.handleSubmit} aria-label={addingColleague ? 'Add an admin' : 'Create the first admin'} className="flex flex-col">
        <TextField label="Name" autoComplete={addingColleague ? 'off' : 'name'} required maxLength={60} {...form.bind('name')} />
        <TextField label="Email" type="email" autoComplete={addingColleague ? 'off' : 'username'} inputMode="email" required {...form.bind('email')} />
        <PasswordField label="Password" autoComplete="new-password" required hint={PASSWORD_HINT} {...form.bind('password')} />
        <FormAlert message={form.formError} />
        <SubmitButton busy={form.busy} busyLabel="Creating the account" className="mt-4 w-full">
          {addingColleague ? 'Add admin' : 'Create admin account'}
        </SubmitButton>
      </form>
    </AdminAuthCard>
  );
}
