/**
 * How every sign-in card's form ends (sign in, reset link, new password, register, the first admin,
 * an accepted invitation): the form's own error, then its full-width submit button.
 */
import type { ReactNode } from 'react';
import { FormAlert, SubmitButton } from '../form/form-field';

interface AuthFormSubmitProps {
  /** The useForm state: its form-level error and whether it is sending. */
  form: { formError: string | null; busy: boolean };
  /** Read out while busy, e.g. "Signing in". */
  busyLabel: string;
  children: ReactNode;
}

export function AuthFormSubmit({ form, busyLabel, children }: AuthFormSubmitProps) {
  return (
    <>
      <FormAlert message={form.formError} />
      <SubmitButton busy={form.busy} busyLabel={busyLabel} className="mt-4 w-full">
        {children}
      </SubmitButton>
    </>
  );
}
