/**
 * The order page's action buttons (fulfil, the next statuses, refund), each asking first in a
 * confirmation dialog and reporting its result in a toast (useAdminAction). Which buttons show is
 * decided by the order the server sent (../order-action-choices.ts); the answer to an action is
 * the order as it now stands, which the page shows at once. The refund's dialog also asks whether
 * the items go back into stock, ticked as the choice offers it (no once the order has shipped); the
 * ship dialog asks for the carrier and tracking number, both optional (decision 0231).
 */
import { useState } from 'react';
import type { AdminOrderDetail } from '../../../contracts/admin-orders';
import { ConfirmDialog } from '../../../components/admin/ConfirmDialog';
import { CheckboxField } from '../../../components/form/form-field';
import { useAdminAction } from '../../../components/admin/use-admin-action';
import { performOrderAction } from '../api/order-actions';
import { orderActionChoices, type OrderAction, type OrderActionChoice } from '../order-action-choices';
import { NO_TRACKING, readTracking, type TrackingDraft } from '../tracking-form';
import { TrackingFields } from './TrackingFields';

const isShipping = (choice: OrderActionChoice | null) => choice?.action.kind === 'status' && choice.action.to === 'shipped';

export function OrderActions({ order }: { order: AdminOrderDetail }) {
  const [chosen, setChosen] = useState<OrderActionChoice | null>(null);
  const [restock, setRestock] = useState(false);
  const [tracking, setTracking] = useState<TrackingDraft>(NO_TRACKING);
  const [trackingError, setTrackingError] = useState<{ field: 'carrier' | 'number'; message: string } | null>(null);
  const action = useAdminAction({
    action: (action: OrderAction) => performOrderAction(order.id, action),
    // The chosen action's own fallback (docs/product/back-office.md#back-office-messages); it stays chosen until the call settles.
    failure: chosen?.fallbackMessage ?? 'Failed to update order status',
    onDone: () => setChosen(null),
  });
  const choices = orderActionChoices(order);
  if (choices.length === 0) return null;

  return (
    <>
      {choices.map((choice) => (
        <button
          key={choice.label}
          type="button"
          onClick={() => {
            setChosen(choice);
            if (choice.action.kind === 'refund') setRestock(choice.action.restock);
            setTracking(NO_TRACKING);
            setTrackingError(null);
          }}
          className={choice.destructive ? 'btn-secondary text-danger hover:border-danger/40' : 'btn-primary'}
        >
          {choice.label}
        </button>
      ))}
      <ConfirmDialog
        open={chosen !== null}
        title={chosen?.confirmTitle ?? ''}
        confirmLabel={chosen?.confirmLabel ?? ''}
        tone={chosen?.destructive ? 'danger' : 'primary'}
        busy={action.isPending}
        onConfirm={() => {
          if (!chosen) return;
          let chosenAction = chosen.action;
          if (chosenAction.kind === 'refund') chosenAction = { kind: 'refund', restock };
          if (isShipping(chosen)) {
            const reading = readTracking(tracking, true);
            if (!reading.ok) return setTrackingError(reading);
            chosenAction = { kind: 'status', to: 'shipped', tracking: reading.tracking };
          }
          action.mutate(chosenAction, { onError: () => setChosen(null) });
        }}
        onCancel={() => setChosen(null)}
      >
        {chosen?.confirmText}
        {chosen?.action.kind === 'refund' ? (
          <CheckboxField
            className="mt-4"
            label="Put the items back in stock"
            description={
              chosen.action.restock
                ? 'They have not left the shop, so they can be sold again.'
                : 'The order has shipped: tick this only once the goods are back and fit to sell.'
            }
            checked={restock}
            disabled={action.isPending}
            onChange={(event) => setRestock(event.target.checked)}
          />
        ) : null}
        {isShipping(chosen) ? (
          <TrackingFields
            value={tracking}
            optional
            error={trackingError}
            disabled={action.isPending}
            onChange={(next) => {
              setTracking(next);
              setTrackingError(null);
            }}
          />
        ) : null}
      </ConfirmDialog>
    </>
  );
}
