/**
 * The customer page's actions: Edit, Send password reset, and Archive (or Restore for an archived
 * customer). The two that touch the customer's access ask first; each reports its result in a
 * toast, with the spec's fallbacks ('Failed to reset password', 'Failed to archive customer').
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/admin/ConfirmDialog';
import { useAdminAction } from '../../../components/admin/use-admin-action';
import type { AdminCustomerDetail } from '../../../contracts/admin-customers';
import { paths } from '../../../config/paths';
import { queryClient } from '../../../lib/server-state';
import { sendCustomerPasswordReset, setCustomerArchived } from '../api/customer-calls';
import { customerKeys, refreshCustomer } from '../api/customer-queries';

type Asking = 'archive' | 'reset' | null;

export function CustomerActions({ customer }: { customer: AdminCustomerDetail }) {
  const [asking, setAsking] = useState<Asking>(null);
  const archived = customer.status === 'archived';
  const name = `${customer.firstName} ${customer.lastName}`;

  const archive = useAdminAction({
    action: () => setCustomerArchived(customer.id, !archived),
    failure: 'Failed to archive customer',
    onDone: async (data) => {
      queryClient.setQueryData(customerKeys.detail(customer.id), data.customer);
      await refreshCustomer(customer.id);
      setAsking(null);
    },
  });
  const reset = useAdminAction({
    action: () => sendCustomerPasswordReset(customer.id),
    failure: 'Failed to reset password',
    onDone: () => setAsking(null),
  });

  return (
    <>
      <Link to={paths.admin.customerEdit.getHref(customer.id)} className="btn-secondary h-10 px-5">
        Edit
      </Link>
      <button
        type="button"
        onClick={() => setAsking('reset')}
        disabled={archived}
        title={archived ? 'Restore the account first' : undefined}
        className="btn-secondary h-10 px-5"
      >
        Reset password
      </button>
      <button
        type="button"
        onClick={() => setAsking('archive')}
        className={archived ? 'btn-primary h-10 px-5' : 'btn h-10 border border-danger/30 px-5 text-danger hover:bg-danger-soft'}
      >
        {archived ? 'Restore' : 'Archive'}
      </button>

      <ConfirmDialog
        open={asking === 'archive'}
        title={archived ? `Restore ${name}?` : `Archive ${name}?`}
        confirmLabel={archived ? 'Restore customer' : 'Archive customer'}
        tone={archived ? 'primary' : 'danger'}
        busy={archive.isPending}
        onConfirm={() => archive.mutate()}
        onCancel={() => setAsking(null)}
      >
        {archived
          ? 'They will be able to sign in again. Sessions ended by the archive stay ended.'
          : 'They will be signed out everywhere at once and cannot sign in until restored. Their orders stay as they are.'}
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'reset'}
        title="Send a password reset link?"
        confirmLabel="Send link"
        tone="primary"
        busy={reset.isPending}
        onConfirm={() => reset.mutate()}
        onCancel={() => setAsking(null)}
      >
        We will email <strong className="font-semibold text-ink">{customer.email}</strong> a link to choose a new password. It works once,
        for one hour.
      </ConfirmDialog>
    </>
  );
}
