/**
 * One saved address: the address, its default badges, and its actions — edit, delete (asked
 * twice), and make it the default for shipping or billing.
 */
import type { SavedAddress } from '../../../contracts/address';
import { AddressLines } from '../../../components/AddressLines';
import { PencilIcon } from './account-icons';
import { cardActionButton, CardFooter, type RemovalWords, useCardAction } from './card-actions';

export type DefaultKind = 'shipping' | 'billing';

interface AddressCardProps {
  address: SavedAddress;
  onEdit: () => void;
  onDelete: () => Promise<void>;
  onMakeDefault: (kind: DefaultKind) => Promise<void>;
  /** Another card is saving: hold off. */
  disabled?: boolean;
}

export function AddressCard({ address, onEdit, onDelete, onMakeDefault, disabled = false }: AddressCardProps) {
  const { pending, error, run } = useCardAction<'delete' | DefaultKind>();
  const headingId = `address-${address.id}`;
  const busy = pending !== null || disabled;
  const removal: RemovalWords = {
    question: 'Delete this address?',
    consequence: address.isDefaultShipping || address.isDefaultBilling
      ? 'It is a default address; you can choose another default afterwards.'
      : 'You can always add it again later.',
    confirmLabel: 'Delete',
    busyLabel: 'Deleting address',
  };

  return (
    <li aria-labelledby={headingId} className="card flex flex-col p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="min-w-0 font-serif text-[22px] leading-tight text-ink [overflow-wrap:anywhere]">
          {address.city}
          <span className="sr-only">
            , {address.address1}
          </span>
        </h2>
        <div className="flex flex-wrap gap-1.5">
          {address.isDefaultShipping ? <span className="badge bg-sage-100 text-sage-800">Default shipping</span> : null}
          {address.isDefaultBilling ? <span className="badge bg-sage-100 text-sage-800">Default billing</span> : null}
        </div>
      </div>
      <div className="mt-3 flex-1">
        <AddressLines address={address} />
      </div>

      <CardFooter error={error} removal={removal} removing={pending === 'delete'} disabled={busy} onRemove={() => void run('delete', onDelete)}>
        {(removeButton) => (
          <div className="mt-3 flex flex-col gap-3 border-t border-sand-100 pt-4">
            {!address.isDefaultShipping || !address.isDefaultBilling ? (
              <div className="flex flex-wrap items-center gap-2">
                <span className="mr-1 text-[13px] text-ink-muted">Make default for</span>
                {(['shipping', 'billing'] as const).map((kind) =>
                  (kind === 'shipping' ? address.isDefaultShipping : address.isDefaultBilling) ? null : (
                    <button
                      key={kind}
                      type="button"
                      onClick={() => void run(kind, () => onMakeDefault(kind))}
                      disabled={busy}
                      aria-busy={pending === kind || undefined}
                      aria-label={`Set as default ${kind} address`}
                      className={`${cardActionButton} h-8 border border-sage-200 px-3 text-sage-800 hover:(border-sage-300 bg-sage-50)`}
                    >
                      {kind === 'shipping' ? 'Shipping' : 'Billing'}
                    </button>
                  ),
                )}
              </div>
            ) : null}
            <div className="-ml-3 flex flex-wrap items-center gap-1">
              <button type="button" onClick={onEdit} disabled={busy} className={`${cardActionButton} text-ink hover:bg-sand-100`}>
                <PencilIcon size={15} /> Edit
              </button>
              {removeButton}
            </div>
          </div>
        )}
      </CardFooter>
    </li>
  );
}
