/**
 * The order page's action buttons (fulfil, the next statuses, refund), each asking first in a
 * confirmation dialog and reporting its result in a toast (useAdminAction). Which buttons show is
 * decided by the order the server sent (../order-action-choices.ts); the answer to an action is
 * the order as it now stands, which the page shows at once. The refund opens its own dialog
 * (RefundDialog: lines and units with a restock tick each, or an amount; decision 0232); the ship
 * dialog asks for the carrier and tracking number, both optional (decision 0231).
 */
import { useState } from 'react';
import type { AdminOrderDetail, PartialRefundBody } from '../../../contracts/admin-orders';
import { ConfirmDialog } from '../../../components/admin/ConfirmDialog';
import { useAdminAction } from '../../../components/admin/use-admin-action';
import { performOrderAction, refundOrderPart } from '../api/order-actions';
import { orderActionChoices, type OrderAction, type OrderActionChoice } from '../order-action-choices';
import { NO_TRACKING, readTracking, type TrackingDraft } from '../tracking-form';
import { RefundDialog } from './RefundDialog';
import { TrackingFields } from './TrackingFields';

const isShipping = (choice: OrderActionChoice | null) => choice?.action.kind === 'status' && choice.action.to === 'shipped';

export function OrderActions({ order }: { order: AdminOrderDetail }) {
  const [chosen, setChosen] = useState<OrderActionChoice | null>(null);
  const [tracking, setTracking] = useState<TrackingDraft>(NO_TRACKING);
  const [trackingError, setTrackingError] = useState<{ field: 'carrier' | 'number'; message: string } | null>(null);
  const action = useAdminAction({
    action: (action: OrderAction) => performOrderAction(order.id, action),
    // The chosen action's own fallback (docs/product/back-office.md#back-office-messages); it stays chosen until the call settles.
    failure: chosen?.fallbackMessage ?? 'Failed to update order status',
    onDone: () => setChosen(null),
  });
  const refund = useAdminAction({
    action: ({ body, attempt }: { body: PartialRefundBody; attempt: string }) => refundOrderPart(order.id, body, attempt),
    failure: 'Failed to refund order',
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
            setTracking(NO_TRACKING);
            setTrackingError(null);
          }}
          className={choice.destructive ? 'btn-secondary text-danger hover:border-danger/40' : 'btn-primary'}
        >
          {choice.label}
        </button>
      ))}
      {chosen?.action.kind === 'refund' ? (
        <RefundDialog
          order={order}
          restockByDefault={chosen.action.restock}
          busy={refund.isPending}
          onConfirm={(body, attempt) => refund.mutate({ body, attempt })}
          onCancel={() => setChosen(null)}
        />
      ) : (
        <ConfirmDialog
          open={chosen !== null}
          title={chosen?.confirmTitle ?? ''}
          confirmLabel={chosen?.confirmLabel ?? ''}
          tone={chosen?.destructive ? 'danger' : 'primary'}
          busy={action.isPending}
          onConfirm={() => {
            if (!chosen) return;
            let chosenAction = chosen.action;
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
      )}
    </>
  );
}
