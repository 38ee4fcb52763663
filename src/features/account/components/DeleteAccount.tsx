/**
 * The danger zone: deleting the account (DELETE /user/account with the password). Two deliberate
 * steps — open, then confirm with the password — and a plain account of what goes and what stays
 * (decision 0025). On success the session is forgotten and the visitor lands on the home page.
 */
import { useState } from 'react';
import { toast } from '../../../lib/toasts';
import { deleteAccountBody } from '../../../contracts/account';
import { FormAlert, PasswordField, SubmitButton } from '../../../components/form/form-field';
import { useForm } from '../../../components/form/use-form';
import { validateWith } from '../../../components/form/validate-with';
import { paths } from '../../../config/paths';
import { deleteAccount } from '../api/delete-account';
import { useAccountSession } from '../account-session';

type DeleteValues = { password: string };

const validateDelete = validateWith<DeleteValues>(deleteAccountBody, { required: { password: 'Enter your password to confirm' } });

export function DeleteAccount() {
  const { signOutTo } = useAccountSession();
  const [open, setOpen] = useState(false);
  const form = useForm<DeleteValues>({
    initialValues: { password: '' },
    validate: validateDelete,
    fallbackMessage: 'Failed to delete account',
    onSubmit: async ({ password }) => {
      await deleteAccount(password);
      await signOutTo(paths.storefront.home.getHref());
      toast.success('Your account has been deleted', { duration: 3000 });
    },
  });

  return (
    <div>
      <ul className="flex flex-col gap-1.5 text-sm leading-relaxed text-ink-soft">
        <li>Your details, saved addresses and saved cards are deleted for good.</li>
        <li>Past orders stay in our books for tax reasons, with your name and contact details removed.</li>
      </ul>
      {open ? (
        <form
          ref={form.formRef}
          noValidate
          onSubmit={form.handleSubmit}
          aria-label="Confirm account deletion"
          className="mt-5 rounded-2xl border border-danger/20 bg-danger-soft/50 p-4 sm:p-5"
        >
          <PasswordField label="Your password" autoComplete="current-password" required autoFocus {...form.bind('password')} />
          <FormAlert message={form.formError} />
          <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                form.reset({ password: '' });
              }}
              disabled={form.busy}
              className="btn-ghost"
            >
              Keep my account
            </button>
            <SubmitButton busy={form.busy} busyLabel="Deleting your account" variant="danger">
              Permanently delete my account
            </SubmitButton>
          </div>
        </form>
      ) : (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="btn mt-5 border border-danger/40 bg-transparent text-danger hover:bg-danger-soft"
        >
          Delete my account…
        </button>
      )}
    </div>
  );
}
