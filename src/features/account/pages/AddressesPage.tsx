/**
 * /addressess (the spec's spelling of the path; the page says "Addresses"): the saved addresses,
 * add, edit, delete, and default shipping / billing. The form is the shared address form
 * (src/components/address-form), which checkout reuses. After any change the list is read again,
 * because one change can move a default flag off another address. Offline, an address added or
 * edited is kept on this device and sent when the connection returns; the page says so until then
 * (docs/product/offline-writes.md).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toasts';
import type { SavedAddress } from '../../../contracts/address';
import { MAX_SAVED_ADDRESSES } from '../../../contracts/address-book';
import { AddressForm } from '../../../components/address-form/AddressForm';
import { addressValuesFrom, toAddressPayload, type AddressPayload } from '../../../components/address-form/address-model';
import { CheckboxField, FormAlert } from '../../../components/form/form-field';
import { PlusIcon } from '../../../components/icons/icons';
import { apiErrorMessage } from '../../../lib/api-error';
import { useAppQueryClient } from '../../../lib/server-state';
import { SAVED_OFFLINE } from '../../../lib/offline-writes/send-or-keep';
import { addressKeys, refreshAddresses } from '../../../api/addresses/address-queries';
import { deleteAddress } from '../../../api/addresses/delete-address';
import { addressesQuery } from '../../../api/addresses/get-addresses';
import { saveAddressOrKeep } from '../../../api/addresses/save-address-or-keep';
import { updateAddress } from '../../../api/addresses/update-address';
import { useAccountSession } from '../account-session';
import { AccountHeader } from '../components/AccountHeader';
import { AddressCard, type DefaultKind } from '../components/AddressCard';
import { EmptyState, LoadError } from '../../../components/StatusPanels';
import { ListSkeleton } from '../../../components/Skeletons';

/** docs/product/constants-and-texts.md#toasts: a short confirmation reads in 2 s. */
const SAVED_MS = 2000;

/** A saved address as it will be once an edit kept offline reaches the server. */
function withEdit(address: SavedAddress, edit: AddressPayload): SavedAddress {
  const { callingCode: _code, phoneNumber: _number, ...fields } = edit;
  return { ...address, ...fields };
}

type Editing = { mode: 'add' } | { mode: 'edit'; address: SavedAddress } | null;

interface AddressEditorProps {
  editing: NonNullable<Editing>;
  isFirst: boolean;
  onSave: (payload: AddressPayload, defaults: { isDefaultShipping?: boolean; isDefaultBilling?: boolean }) => Promise<void>;
  onCancel: () => void;
}

function AddressEditor({ editing, isFirst, onSave, onCancel }: AddressEditorProps) {
  const { user } = useAccountSession();
  const current = editing.mode === 'edit' ? editing.address : null;
  const [shipping, setShipping] = useState(current?.isDefaultShipping ?? false);
  const [billing, setBilling] = useState(current?.isDefaultBilling ?? false);
  const headingId = 'address-editor-title';
  const initialValues = current
    ? addressValuesFrom(current)
    : { firstName: user?.firstName ?? '', lastName: user?.lastName ?? '', email: user?.email ?? '' };

  // Only a change is sent: a flag left out keeps the default as it is on the server.
  const defaults = () => ({
    ...(shipping !== (current?.isDefaultShipping ?? false) ? { isDefaultShipping: shipping } : {}),
    ...(billing !== (current?.isDefaultBilling ?? false) ? { isDefaultBilling: billing } : {}),
  });

  return (
    <section aria-labelledby={headingId} className="card p-5 sm:p-8">
      <h2 id={headingId} className="heading-display mb-1 text-3xl">
        {current ? 'Edit address' : 'New address'}
      </h2>
      <p className="mb-6 text-sm text-ink-soft">
        {current ? 'Changes apply to future orders; past orders keep the address they were sent to.' : 'Where should we send your orders?'}
      </p>
      <AddressForm
        labelledBy={headingId}
        initialValues={initialValues}
        submitLabel={current ? 'Save changes' : 'Save address'}
        fallbackMessage={current ? 'Failed to update address' : 'Failed to add address'}
        onCancel={onCancel}
        onSubmit={(payload) => onSave(payload, defaults())}
      >
        {isFirst ? (
          <p className="rounded-2xl bg-sage-50 px-4 py-3 text-[13px] text-sage-900">
            Your first address becomes your default for shipping and billing.
          </p>
        ) : (
          <>
            <CheckboxField
              label="Use as my default shipping address"
              checked={shipping}
              onChange={(event) => setShipping(event.target.checked)}
            />
            <CheckboxField
              label="Use as my default billing address"
              checked={billing}
              onChange={(event) => setBilling(event.target.checked)}
            />
          </>
        )}
      </AddressForm>
    </section>
  );
}

export function AddressesPage() {
  const list = useQuery(addressesQuery());
  const queryClient = useAppQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  // When a change was kept offline: the note stays until the list is read again after it was sent.
  const [keptAt, setKeptAt] = useState<number | null>(null);
  const waitingToSend = keptAt !== null && list.dataUpdatedAt <= keptAt;
  const keptNote = useRef<HTMLDivElement>(null);
  // On a phone the note sits well above the form just closed: bring it into view.
  useEffect(() => {
    if (keptAt !== null) keptNote.current?.scrollIntoView?.({ block: 'nearest' });
  }, [keptAt]);
  const addresses = list.isSuccess ? list.data : [];
  const full = addresses.length >= MAX_SAVED_ADDRESSES;

  const afterChange = async (message: string) => {
    toast.success(message, { duration: SAVED_MS });
    await refreshAddresses();
  };

  const save = async (payload: AddressPayload, defaults: { isDefaultShipping?: boolean; isDefaultBilling?: boolean }) => {
    const edited = editing?.mode === 'edit' ? editing.address.id : undefined;
    const saved = await saveAddressOrKeep({ ...payload, ...defaults }, edited);
    setEditing(null);
    if (saved !== null) {
      setKeptAt(null);
      await afterChange(edited ? 'Address updated' : 'Address saved');
      return;
    }
    // Kept for later: an edited card shows the change now (the server's answer replaces it once sent).
    if (edited) queryClient.setQueryData<SavedAddress[]>(addressKeys.list(), (list) => list?.map((address) => (address.id === edited ? withEdit(address, payload) : address)));
    setKeptAt(Date.now());
  };

  const remove = async (address: SavedAddress) => {
    try {
      await deleteAddress(address.id);
    } catch (error) {
      throw new Error(apiErrorMessage(error, 'Failed to delete address'));
    }
    await afterChange('Address deleted');
  };

  // The update call replaces the whole address, so the saved one is sent back with the flag.
  const makeDefault = async (address: SavedAddress, kind: DefaultKind) => {
    const flag = kind === 'shipping' ? { isDefaultShipping: true } : { isDefaultBilling: true };
    try {
      await updateAddress(address.id, { ...toAddressPayload(addressValuesFrom(address)), ...flag });
    } catch (error) {
      throw new Error(apiErrorMessage(error, 'Failed to update address'));
    }
    await afterChange(kind === 'shipping' ? 'Default shipping address updated' : 'Default billing address updated');
  };

  const addButton =
    list.isSuccess && addresses.length > 0 && editing?.mode !== 'add' ? (
      <button type="button" onClick={() => setEditing({ mode: 'add' })} disabled={full} className="btn-primary">
        <PlusIcon size={18} /> Add address
      </button>
    ) : null;

  return (
    <>
      <AccountHeader
        title="Addresses"
        description="Your saved addresses, and which ones we use by default at checkout."
        actions={addButton}
      />

      {waitingToSend ? (
        <div ref={keptNote} className="mb-4 scroll-mt-24">
          <FormAlert tone="success" message={SAVED_OFFLINE} />
        </div>
      ) : null}

      {full ? (
        <p className="mb-4 rounded-2xl bg-sand-100 px-4 py-3 text-sm text-ink-soft">
          You have {MAX_SAVED_ADDRESSES} saved addresses, the most we keep. Delete one to add another.
        </p>
      ) : null}

      {editing?.mode === 'add' ? (
        <div className="mb-6">
          <AddressEditor editing={editing} isFirst={addresses.length === 0} onSave={save} onCancel={() => setEditing(null)} />
        </div>
      ) : null}

      {list.isPending ? <ListSkeleton rows={2} label="Loading addresses" /> : null}
      {list.isError ? <LoadError message={apiErrorMessage(list.error, 'Failed to fetch addresses')} onRetry={() => void list.refetch()} /> : null}

      {list.isSuccess && addresses.length === 0 && editing?.mode !== 'add' ? (
        <EmptyState
          title="No saved addresses yet"
          action={
            <button type="button" onClick={() => setEditing({ mode: 'add' })} className="btn-primary">
              <PlusIcon size={18} /> Add an address
            </button>
          }
        >
          Save an address to check out in a tap. Your first one becomes your default.
        </EmptyState>
      ) : null}

      {addresses.length > 0 ? (
        <ul aria-label="Saved addresses" className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {addresses.map((address) =>
            editing?.mode === 'edit' && editing.address.id === address.id ? (
              <li key={address.id} className="md:col-span-2">
                <AddressEditor editing={editing} isFirst={false} onSave={save} onCancel={() => setEditing(null)} />
              </li>
            ) : (
              <AddressCard
                key={address.id}
                address={address}
                disabled={editing !== null}
                onEdit={() => setEditing({ mode: 'edit', address })}
                onDelete={() => remove(address)}
                onMakeDefault={(kind) => makeDefault(address, kind)}
              />
            ),
          )}
        </ul>
      ) : null}
    </>
  );
}
