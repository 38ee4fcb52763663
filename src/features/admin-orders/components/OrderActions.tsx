/**
 * The order page's action buttons (fulfil, the next statuses, refund), each asking first in a
 * confirmation dialog and reporting its result in a toast (useAdminAction). Which buttons show is
 * decided by the order the server sent (../order-action-choices.ts); the answer to an action is
 * the order as it now stands, which the page shows at once. The refund opens its own dialog
 * (RefundDialog: lines and units with a restock tick each, or an amount; decision 0232).
 */
import { useState } from 'react';
import type { AdminOrderDetail, PartialRefundBody } from '../../../contracts/admin-orders';
import { ConfirmDialog } from '../../../components/admin/ConfirmDialog';
import { useAdminAction } from '../../../components/admin/use-admin-action';
import { performOrderAction, refundOrderPart } from '../api/order-actions';
import { orderActionChoices, type OrderActionChoice } from '../order-action-choices';
import { RefundDialog } from './RefundDialog';

export function OrderActions({ order }: { order: AdminOrderDetail }) {
  const [chosen, setChosen] = useState<OrderActionChoice | null>(null);
  const action = useAdminAction({
    action: (choice: OrderActionChoice) => performOrderAction(order.id, choice.action),
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
          onClick={() => setChosen(choice)}
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
          onConfirm={() => chosen && action.mutate(chosen, { onError: () => setChosen(null) })}
          onCancel={() => setChosen(null)}
        >
          {chosen?.confirmText}
        </ConfirmDialog>
      )}
    </>
  );
}
