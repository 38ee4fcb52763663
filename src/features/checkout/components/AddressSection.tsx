/**
 * One address of the review step: the default address written out, or the shared address form
 * when there is no default yet (docs/product/checkout.md#review-step: forms only when the customer lacks a default) or
 * the shopper pressed 'Change'. The open form is the address: every change goes into the checkout
 * store, and once the fields are valid the order can go on with them, with no button to confirm
 * (docs/decisions/0150). "Save to my addresses" keeps it in the address book as well.
 */
import type { ReactNode } from 'react';
import { AddressForm } from '../../../components/address-form/AddressForm';
import { addressValuesFrom, type AddressFormValues } from '../../../components/address-form/address-model';
import { AddressLines } from '../../../components/AddressLines';
import { CheckboxField } from '../../../components/form/form-field';
import { addressFromForm, type OrderAddress } from '../checkout-request';
import type { AddressDraft } from '../stores/checkout-store';

interface AddressSectionProps {
  kind: 'shipping' | 'billing';
  title: string;
  /** The customer's default for this kind, if any. */
  saved: OrderAddress | null;
  /** The open form, or null when the default is used. */
  draft: AddressDraft | null;
  onDraft: (draft: AddressDraft | null) => void;
  /** What a new form starts with (the customer's name and email). */
  prefill: Partial<AddressFormValues>;
  /** Shown under the heading (the 'Use shipping address for billing' box). */
  children?: ReactNode;
}

export function AddressSection({ kind, title, saved, draft, onDraft, prefill, children }: AddressSectionProps) {
  const headingId = `checkout-${kind}-title`;
  const showForm = draft !== null || !saved;
  const initialValues = draft?.values ?? (saved ? addressValuesFrom(saved) : prefill);

  return (
    <section aria-labelledby={headingId} className="card p-5 sm:p-7" data-testid={`${kind}-address`}>
      <div className="mb-4 flex items-baseline justify-between gap-3">
        <h3 id={headingId} className="heading-display text-[24px]">
          {title}
        </h3>
        {saved && !showForm ? (
          <button
            type="button"
            onClick={() => onDraft({ values: addressValuesFrom(saved), address: saved, save: false })}
            className="keyboard-focus rounded-full px-2 py-1 text-[13px] font-medium text-sage-800 underline-offset-4 hover:underline"
          >
            Change<span className="sr-only"> {title.toLowerCase()}</span>
          </button>
        ) : null}
      </div>
      {showForm ? (
        <AddressForm
          key={saved ? 'change' : 'new'}
          initialValues={initialValues}
          onValuesChange={(values, payload) =>
            onDraft({ values, address: payload ? addressFromForm(payload) : null, save: draft?.save ?? false })
          }
          onCancel={saved ? () => onDraft(null) : undefined}
          fallbackMessage="Please check this address."
          autoCompleteSection={kind}
          labelledBy={headingId}
        >
          <CheckboxField
            label="Save to my addresses"
            checked={draft?.save ?? false}
            onChange={(event) => draft && onDraft({ ...draft, save: event.target.checked })}
          />
        </AddressForm>
      ) : saved ? (
        <AddressLines address={saved} />
      ) : null}
      {children ? <div className="mt-5 border-t border-sand-100 pt-4">{children}</div> : null}
    </section>
  );
}
