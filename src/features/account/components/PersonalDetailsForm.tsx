/**
 * Names, email and phone (PUT /user/account), checked with the API's own contract. Saved details
 * are reflected in the navigation and sidebar at once. A taken email answers 409 with "An account
 * with this email already exists", shown above the button. A different email asks for the current
 * password and only takes effect once confirmed from the new inbox (decision 0030): until then the
 * form keeps the saved email and says where the confirmation link went. Offline, a change of
 * names or phone is kept on this device and sent when the connection returns (the form says so);
 * an email change needs the connection (docs/product/offline-writes.md).
 */
import { useMemo, useState } from 'react';
import { toast } from '../../../lib/toasts';
import { accountUpdateBody, type AccountView } from '../../../contracts/account';
import { FormAlert, PasswordField, SubmitButton, TextField } from '../../../components/form/form-field';
import { useForm } from '../../../components/form/use-form';
import { validateWith } from '../../../components/form/validate-with';
import { SAVED_OFFLINE } from '../../../lib/offline-writes/send-or-keep';
import { updateAccount, updateDetailsOrKeep } from '../api/update-account';
import { useAccountSession } from '../account-session';

type DetailsValues = { firstName: string; lastName: string; email: string; phone: string; currentPassword: string };

const PASSWORD_FOR_EMAIL = 'Enter your current password to change your email';

const isNewEmail = (typed: string, saved: string) => typed.trim().toLowerCase() !== saved;

/** The contract's rules, plus the password that a different email than `savedEmail` needs. */
function detailsValidator(savedEmail: string) {
  return validateWith<DetailsValues>(accountUpdateBody, {
    required: { firstName: 'First name is required', lastName: 'Last name is required', email: 'Email is required' },
    // A blank password is for `extra` to name; the contract would only say "Password is required".
    toInput: ({ currentPassword, ...details }) =>
      isNewEmail(details.email, savedEmail) && currentPassword ? { ...details, currentPassword } : details,
    extra: (values) => (isNewEmail(values.email, savedEmail) && !values.currentPassword ? { currentPassword: PASSWORD_FOR_EMAIL } : {}),
  });
}

const pendingNotice = (email: string) =>
  `We sent a confirmation link to ${email}. Your email changes once you open it there (the link works for 24 hours).`;

export function PersonalDetailsForm({ account, onSaved }: { account: AccountView; onSaved: (account: AccountView) => void }) {
  const { updateUser } = useAccountSession();
  const validate = useMemo(() => detailsValidator(account.email), [account.email]);
  const [requestedEmail, setRequestedEmail] = useState<string | null>(null);
  const [kept, setKept] = useState(false);
  const form = useForm<DetailsValues>({
    initialValues: { ...savedValues(account), currentPassword: '' },
    validate,
    fallbackMessage: 'Failed to update account details',
    onSubmit: async (values) => {
      const emailChange = isNewEmail(values.email, account.email);
      const details = { firstName: values.firstName.trim(), lastName: values.lastName.trim(), phone: values.phone.trim() };
      const saved = emailChange
        ? await updateAccount({ ...details, email: values.email.trim(), currentPassword: values.currentPassword })
        : await updateDetailsOrKeep(details);
      setKept(saved === null);
      if (saved === null) {
        // Shown at once on this device; the server has it once the connection returns.
        updateUser({ firstName: details.firstName, lastName: details.lastName });
        return;
      }
      updateUser({ firstName: saved.firstName, lastName: saved.lastName, email: saved.email, profileImage: saved.profileImage });
      onSaved(saved);
      form.reset({ ...savedValues(saved), currentPassword: '' });
      setRequestedEmail(emailChange ? saved.pendingEmail : null);
      toast.success(emailChange ? 'Check your new inbox to confirm the change' : 'Your details have been saved', { duration: 3000 });
    },
  });
  const emailChanging = isNewEmail(form.values.email, account.email);
  const unchanged =
    form.values.firstName === account.firstName &&
    form.values.lastName === account.lastName &&
    !emailChanging &&
    form.values.phone === (account.phone ?? '');
  const pendingEmail = requestedEmail ?? account.pendingEmail;

  return (
    <form ref={form.formRef} noValidate onSubmit={form.handleSubmit} aria-label="Personal details">
      <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" required maxLength={60} {...form.bind('firstName')} />
        <TextField label="Last name" autoComplete="family-name" required maxLength={60} {...form.bind('lastName')} />
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" required maxLength={254} {...form.bind('email')} />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          optional
          maxLength={40}
          placeholder="+44 7700 900123"
          hint="With the country code, for delivery updates."
          {...form.bind('phone')}
        />
      </div>
      {emailChanging ? (
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          required
          hint="Needed to change your email. We will send a confirmation link to the new address."
          {...form.bind('currentPassword')}
        />
      ) : null}
      {pendingEmail && !emailChanging ? <FormAlert tone="success" message={pendingNotice(pendingEmail)} /> : null}
      {kept ? <FormAlert tone="success" message={SAVED_OFFLINE} /> : null}
      <FormAlert message={form.formError} />
      <div className="mt-4 flex justify-end">
        <SubmitButton busy={form.busy} busyLabel="Saving your details" disabled={unchanged}>
          Save details
        </SubmitButton>
      </div>
    </form>
  );
}

function savedValues(account: AccountView) {
  return { firstName: account.firstName, lastName: account.lastName, email: account.email, phone: account.phone ?? '' };
}
