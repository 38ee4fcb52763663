/**
 * PUT /user/account/password: current, new and confirmation. The server ends every other session
 * and answers a fresh token, which is stored so this device stays signed in (decision 0021).
 * A wrong current password comes back at its field.
 */
import { toast } from '../../../lib/toasts';
import { changePasswordBody } from '../../../contracts/account';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../contracts/auth';
import { FormAlert, PasswordField, SubmitButton } from '../../../components/form/form-field';
import { useForm } from '../../../components/form/use-form';
import { validateWith } from '../../../components/form/validate-with';
import { changePassword } from '../api/change-password';
import { useAccountSession } from '../account-session';

type PasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

const validatePasswords = validateWith<PasswordValues>(changePasswordBody, {
  required: {
    currentPassword: 'Enter your current password',
    newPassword: 'Choose a new password',
    confirmPassword: 'Please confirm your new password',
  },
  extra: (values) => {
    if (values.newPassword && values.newPassword === values.currentPassword)
      return { newPassword: 'Choose a new password that differs from the current one.' };
    if (values.confirmPassword && values.confirmPassword !== values.newPassword) return { confirmPassword: 'The passwords do not match' };
    return {};
  },
});

export function ChangePasswordForm() {
  const { user, signIn } = useAccountSession();
  const form = useForm<PasswordValues>({
    initialValues: EMPTY,
    validate: validatePasswords,
    fallbackMessage: 'Failed to change password',
    onSubmit: async ({ currentPassword, newPassword }) => {
      const session = await changePassword({ currentPassword, newPassword });
      signIn(session.user, session.token);
      form.reset(EMPTY);
      toast.success('Your password has been changed', { duration: 3000 });
    },
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={form.handleSubmit} aria-label="Change password">
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
      <PasswordField label="Current password" autoComplete="current-password" required {...form.bind('currentPassword')} />
      <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
        <PasswordField
          label="New password"
          autoComplete="new-password"
          required
          hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`}
          {...form.bind('newPassword')}
        />
        <PasswordField label="Confirm new password" autoComplete="new-password" required {...form.bind('confirmPassword')} />
      </div>
      <FormAlert message={form.formError} />
      <div className="mt-4 flex justify-end">
        <SubmitButton busy={form.busy} busyLabel="Changing your password">
          Change password
        </SubmitButton>
      </div>
    </form>
  );
}
