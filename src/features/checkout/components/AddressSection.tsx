/**
 * One address of the review step: the address that will be used, written out, or the shared
 * address form when there is none yet (spec section 5: forms only when the customer lacks a
 * default). 'Change' opens the form on the address shown; what is entered is used for this order
 * only and is not saved to the address book (docs/decisions/0060).
 */
import { useState, type ReactNode } from 'react';
import { AddressForm } from '../../../components/address-form/AddressForm';
import { addressValuesFrom } from '../../../components/address-form/address-model';
import { AddressLines } from '../../../components/AddressLines';
import { addressFromForm, type OrderAddress } from '../checkout-request';

interface AddressSectionProps {
  kind: 'shipping' | 'billing';
  title: string;
  address: OrderAddress | null;
  onUse: (address: OrderAddress) => void;
  /** Shown under the heading (the 'Use shipping address for billing' box). */
  children?: ReactNode;
}

export function AddressSection({ kind, title, address, onUse, children }: AddressSectionProps) {
  const [editing, setEditing] = useState(false);
  const headingId = `checkout-${kind}-title`;
  const showForm = editing || !address;

  return (
    <section aria-labelledby={headingId} className="card p-5 sm:p-7" data-testid={`${kind}-address`}>
      <div className="mb-4 flex items-baseline justify-between gap-3">
        <h3 id={headingId} className="heading-display text-[24px]">
          {title}
        </h3>
        {address && !editing ? (
          <button type="button" onClick={() => setEditing(true)} className="keyboard-focus rounded-full px-2 py-1 text-[13px] font-medium text-sage-800 underline-offset-4 hover:underline">
            Change<span className="sr-only"> {title.toLowerCase()}</span>
          </button>
        ) : null}
      </div>
      {showForm ? (
        <AddressForm
          key={address ? 'edit' : 'new'}
          initialValues={address ? addressValuesFrom(address) : undefined}
          onSubmit={async (payload) => {
            onUse(addressFromForm(payload));
            setEditing(false);
          }}
          onCancel={address ? () => setEditing(false) : undefined}
          submitLabel={`Use this ${kind} address`}
          fallbackMessage="Please check this address."
          autoCompleteSection={kind}
          labelledBy={headingId}
        />
      ) : (
        <AddressLines address={address} />
      )}
      {children ? <div className="mt-5 border-t border-sand-100 pt-4">{children}</div> : null}
    </section>
  );
}
