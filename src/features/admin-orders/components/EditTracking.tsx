/**
 * Add tracking to a shipped order that has none (shipped in bulk, or before the number was known),
 * or correct a mistyped one (decision 0231): a dialog with the carrier and number, saved through
 * PUT /admin/orders/{id}/tracking and reported in a toast. The customer's order page shows the new
 * tracking at once; no second email is sent.
 */
import { useState } from 'react';
import type { AdminOrderDetail } from '../../../contracts/admin-orders';
import { ConfirmDialog } from '../../../components/admin/ConfirmDialog';
import { useAdminAction } from '../../../components/admin/use-admin-action';
import type { Tracking } from '../../../contracts/orders';
import { saveTracking } from '../api/order-actions';
import { draftOf, readTracking, type TrackingDraft } from '../tracking-form';
import { TrackingFields } from './TrackingFields';

export function EditTracking({ order }: { order: AdminOrderDetail }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<TrackingDraft>(draftOf(order.tracking));
  const [error, setError] = useState<{ field: 'carrier' | 'number'; message: string } | null>(null);
  const save = useAdminAction({
    action: (tracking: Tracking) => saveTracking(order.id, tracking),
    failure: 'Failed to save the tracking',
    onDone: () => setOpen(false),
  });
  const label = order.tracking ? 'Edit tracking' : 'Add tracking';

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setDraft(draftOf(order.tracking));
          setError(null);
          setOpen(true);
        }}
        className="keyboard-focus rounded text-[13px] font-medium text-sage-700 underline-offset-4 hover:(text-sage-900 underline)"
      >
        {label}
      </button>
      <ConfirmDialog
        open={open}
        title={`${label} (order #${order.number})`}
        confirmLabel="Save tracking"
        tone="primary"
        busy={save.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          const reading = readTracking(draft, false);
          if (!reading.ok) return setError({ field: reading.field, message: reading.message });
          if (reading.tracking) save.mutate(reading.tracking);
        }}
      >
        The customer’s order page shows it at once; they are not emailed again.
        <TrackingFields
          value={draft}
          optional={false}
          error={error}
          disabled={save.isPending}
          onChange={(next) => {
            setDraft(next);
            setError(null);
          }}
        />
      </ConfirmDialog>
    </>
  );
}
