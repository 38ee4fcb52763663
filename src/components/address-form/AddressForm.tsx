/**
 * The address form of docs/product/accounts.md#address-form, shared by the account's address book and checkout.
 * It owns the address fields and their rules; the caller saves (`onSubmit` gets the payload to
 * send and may throw the failed call, whose field errors then show beside their fields) and may
 * add its own controls, such as the default-address checkboxes, as children.
 *
 * Checkout uses it without a submit button (`submitLabel` left out): the form itself is the
 * address, so `onValuesChange` hears every change with the payload once the values are valid, and
 * a field's message shows once the shopper leaves it (docs/decisions/0150).
 */
import { useEffect, useId, useRef, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import {
  addressFieldOf,
  CALLING_CODE_OPTIONS,
  COUNTRY_OPTIONS,
  emptyAddressValues,
  splitPhone,
  toAddressPayload,
  validateAddress,
  type AddressFormValues,
  type AddressPayload,
  type CountryCode,
} from './address-model';
import { FieldFrame, FormAlert, messageIdOf, SelectControl, SelectField, SubmitButton, TextField } from '../form/form-field';
import { useForm } from '../form/use-form';

interface AddressFormProps {
  initialValues?: Partial<AddressFormValues>;
  /** Saves the address; a form without `submitLabel` is never submitted and needs none. */
  onSubmit?: (payload: AddressPayload) => Promise<void>;
  /** The submit button's text; without it the form has no submit button (checkout). */
  submitLabel?: string;
  /** Every change of the values, with the payload to send when they pass the rules, else null. */
  onValuesChange?: (values: AddressFormValues, payload: AddressPayload | null) => void;
  /** Read out while saving. */
  busyLabel?: string;
  /** The spec's message when the server gives none, e.g. 'Failed to add address'. */
  fallbackMessage: string;
  onCancel?: () => void;
  /** Extra controls shown above the buttons (default flags, "use for billing"). */
  children?: ReactNode;
  /** Checkout has two address forms; this keeps browser autofill from mixing them up. */
  autoCompleteSection?: 'shipping' | 'billing';
  /** The heading that names the form. */
  labelledBy?: string;
}

export function AddressForm({
  initialValues,
  onSubmit,
  submitLabel,
  busyLabel = 'Saving',
  fallbackMessage,
  onCancel,
  children,
  autoCompleteSection,
  labelledBy,
  onValuesChange,
}: AddressFormProps) {
  const form = useForm<AddressFormValues>({
    initialValues: emptyAddressValues(initialValues),
    validate: validateAddress,
    onSubmit: async (values) => onSubmit?.(toAddressPayload(values)),
    fallbackMessage,
    fieldOf: addressFieldOf,
  });
  const { values, setValue, bind } = form;
  const phoneId = useId();
  const valuesListener = useRef(onValuesChange);
  valuesListener.current = onValuesChange;
  useEffect(() => {
    const valid = Object.keys(validateAddress(values)).length === 0;
    valuesListener.current?.(values, valid ? toAddressPayload(values) : null);
  }, [values]);

  // Without a submit button nothing would ever show what is wrong: a field left says so.
  const visited = useRef(new Set<string>());
  const onFieldLeft = (event: FocusEvent<HTMLFormElement>) => {
    const name = (event.target as Element).getAttribute('name');
    if (!name) return;
    visited.current.add(name);
    const found = Object.entries(validateAddress(values)).filter(([field]) => visited.current.has(field));
    form.setErrors(Object.fromEntries(found));
  };
  const ac = (token: string) => (autoCompleteSection ? `${autoCompleteSection} ${token}` : token);

  // The calling code follows the country while the two agree; once someone picks a different
  // code on purpose, changing the country leaves it alone.
  const onCountryChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const country = event.target.value as CountryCode;
    if (values.callingCountry === values.country) setValue('callingCountry', country);
    setValue('country', country);
  };

  // A pasted or autofilled "+44 7700 900123" lands in the number box: split it.
  const onPhoneChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    if (typed.trim().startsWith('+')) {
      const split = splitPhone(typed, values.country);
      if (split.phoneNumber !== typed.trim()) {
        setValue('callingCountry', split.callingCountry);
        setValue('phoneNumber', split.phoneNumber);
        return;
      }
    }
    setValue('phoneNumber', typed);
  };

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={form.handleSubmit}
      onBlur={onValuesChange ? onFieldLeft : undefined}
      aria-labelledby={labelledBy}
      className="flex flex-col"
    >
      <p className="mb-4 text-xs text-ink-muted">
        Fields marked <span className="text-danger">*</span> are required.
      </p>
      <div className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2">
        <TextField label="First name" required autoComplete={ac('given-name')} maxLength={60} {...bind('firstName')} />
        <TextField label="Last name" required autoComplete={ac('family-name')} maxLength={60} {...bind('lastName')} />
        <TextField label="Email" type="email" required autoComplete={ac('email')} inputMode="email" maxLength={254} {...bind('email')} />

        <FieldFrame id={phoneId} label="Phone" required error={form.errors.phoneNumber ?? null}>
          <div className="flex gap-2">
            <SelectControl
              aria-label="Calling code"
              name="callingCountry"
              autoComplete={ac('tel-country-code')}
              options={CALLING_CODE_OPTIONS}
              value={values.callingCountry}
              onChange={(event) => setValue('callingCountry', event.target.value as CountryCode)}
              className="w-[112px] shrink-0"
            />
            <input
              id={phoneId}
              name="phoneNumber"
              type="tel"
              inputMode="tel"
              required
              autoComplete={ac('tel')}
              maxLength={30}
              value={values.phoneNumber}
              onChange={onPhoneChange}
              aria-invalid={form.errors.phoneNumber ? true : undefined}
              aria-describedby={messageIdOf(phoneId)}
              placeholder="7700 900123"
              className={`input min-w-0 flex-1 ${form.errors.phoneNumber ? 'border-danger/70' : ''}`}
            />
          </div>
        </FieldFrame>

        <TextField
          label="Address line 1"
          required
          autoComplete={ac('address-line1')}
          maxLength={200}
          className="sm:col-span-2"
          {...bind('address1')}
        />
        <TextField
          label="Address line 2"
          optional
          autoComplete={ac('address-line2')}
          maxLength={200}
          hint="Flat, suite, floor or building"
          className="sm:col-span-2"
          {...bind('address2')}
        />
        <TextField label="City" required autoComplete={ac('address-level2')} maxLength={100} {...bind('city')} />
        <TextField label="State / County" optional autoComplete={ac('address-level1')} maxLength={100} {...bind('state')} />
        <TextField
          label="Postal code"
          required
          autoComplete={ac('postal-code')}
          autoCapitalize="characters"
          maxLength={20}
          {...bind('zipCode')}
        />
        <SelectField
          label="Country"
          required
          autoComplete={ac('country')}
          options={COUNTRY_OPTIONS}
          {...bind('country')}
          onChange={onCountryChange}
        />
      </div>

      {children ? <div className="mt-2 flex flex-col gap-3">{children}</div> : null}

      <div className="mt-5">
        <FormAlert message={form.formError} />
      </div>

      {submitLabel || onCancel ? (
        <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {onCancel ? (
            <button type="button" onClick={onCancel} className="btn-ghost" disabled={form.busy}>
              Cancel
            </button>
          ) : null}
          {submitLabel ? (
            <SubmitButton busy={form.busy} busyLabel={busyLabel}>
              {submitLabel}
            </SubmitButton>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
