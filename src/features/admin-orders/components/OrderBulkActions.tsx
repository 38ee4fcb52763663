/**
 * The orders list's bulk actions (decision 0230): Fulfil and Mark shipped for the orders chosen,
 * each asked first in a dialog that says how many and what happens to those that cannot move.
 * Tracking numbers belong to one parcel each, so marking shipped in bulk sends none; they are
 * added on each order's page.
 */
import { useState } from 'react';
import { BULK_MAX_ROWS } from '../../../contracts/admin-bulk';
import type { OrderBulkAction } from '../../../contracts/admin-orders';
import { ConfirmDialog } from '../../../components/admin/ConfirmDialog';
import { countLabel } from '../../../lib/format';

const WORDS: Record<OrderBulkAction, { button: string; title: (orders: string) => string; text: string; confirm: string }> = {
  fulfil: {
    button: 'Fulfil',
    title: (orders) => `Fulfil ${orders}?`,
    text: 'Each paid, unfulfilled order is marked packed and ready to ship.',
    confirm: 'Fulfil',
  },
  ship: {
    button: 'Mark shipped',
    title: (orders) => `Mark ${orders} shipped?`,
    text: 'Each fulfilled order is marked shipped and its customer is emailed. Add tracking numbers on each order’s page.',
    confirm: 'Mark shipped',
  },
};

interface OrderBulkActionsProps {
  /** Orders chosen (all that match, or those ticked). */
  count: number;
  busy: boolean;
  /** Runs the action; `settled` closes the dialog (after a refusal; success clears the choice and this bar). */
  onRun: (action: OrderBulkAction, settled: () => void) => void;
}

export function OrderBulkActions({ count, busy, onRun }: OrderBulkActionsProps) {
  const [asked, setAsked] = useState<OrderBulkAction | null>(null);
  const words = asked ? WORDS[asked] : null;
  return (
    <>
      {(Object.keys(WORDS) as OrderBulkAction[]).map((action) => (
        <button key={action} type="button" onClick={() => setAsked(action)} className="btn-secondary !py-2 text-sm" disabled={busy}>
          {WORDS[action].button}
        </button>
      ))}
      <ConfirmDialog
        open={asked !== null}
        title={words?.title(countLabel(count, 'order', 'orders')) ?? ''}
        confirmLabel={words?.confirm ?? ''}
        tone="primary"
        busy={busy}
        onCancel={() => setAsked(null)}
        onConfirm={() => asked && onRun(asked, () => setAsked(null))}
      >
        {words?.text} Each order is changed on its own: any that cannot be are listed afterwards with the reason, and the rest still change. Up to{' '}
        {BULK_MAX_ROWS} orders at a time.
      </ConfirmDialog>
    </>
  );
}
