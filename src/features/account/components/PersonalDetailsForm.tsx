/**
 * Names, email and phone (PUT /user/account), checked with the API's own contract. Saved details
 * are reflected in the navigation and sidebar at once. A taken email answers 409 with "An account
 * with this email already exists", shown above the button.
 */
import toast from 'react-hot-toast';
import { accountUpdateBody, type AccountView } from '../../../contracts/account';
import { FormAlert, SubmitButton, TextField } from '../../../components/form/form-field';
import { useForm } from '../../../components/form/use-form';
import { validateWith } from '../../../components/form/validate-with';
import { updateAccount } from '../api/update-account';
import { useAccountSession } from '../account-session';

type DetailsValues = { firstName: string; lastName: string; email: string; phone: string };

const validateDetails = validateWith<DetailsValues>(accountUpdateBody, {
  required: { firstName: 'First name is required', lastName: 'Last name is required', email: 'Email is required' },
});

export function PersonalDetailsForm({ account, onSaved }: { account: AccountView; onSaved: (account: AccountView) => void }) {
  const { updateUser } = useAccountSession();
  const form = useForm<DetailsValues>({
    initialValues: { firstName: account.firstName, lastName: account.lastName, email: account.email, phone: account.phone ?? '' },
    validate: validateDetails,
    fallbackMessage: 'Failed to update account details',
    onSubmit: async (values) => {
      const saved = await updateAccount({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
      });
      updateUser({ firstName: saved.firstName, lastName: saved.lastName, email: saved.email, profileImage: saved.profileImage });
      onSaved(saved);
      form.reset({ firstName: saved.firstName, lastName: saved.lastName, email: saved.email, phone: saved.phone ?? '' });
      toast.success('Your details have been saved', { duration: 3000 });
    },
  });
  const unchanged =
    form.values.firstName === account.firstName &&
    form.values.lastName === account.lastName &&
    form.values.email === account.email &&
    form.values.phone === (account.phone ?? '');

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
      <FormAlert message={form.formError} />
      <div className="mt-4 flex justify-end">
        <SubmitButton busy={form.busy} busyLabel="Saving your details" disabled={unchanged}>
          Save details
        </SubmitButton>
      </div>
    </form>
  );
}
