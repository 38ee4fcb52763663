/**
 * The order page's refund dialog (docs/decisions/0232-partial-refunds.md): per line a quantity
 * stepper up to the units not refunded yet and a "back in stock" tick, or "An amount" in pounds;
 * an optional note kept with the refund; the total to refund and what will be left, then confirm.
 * A line reads with its size and SKU, so two sizes of one product are told apart (decision 0249).
 * The pence come from ../refund-choice.ts (the server's own rule). One Idempotency-Key per opening,
 * so a retried confirm never refunds twice.
 */
import { useState } from 'react';
import type { AdminOrderDetail } from '../../../contracts/admin-orders';
import { REFUND_NOTE_MAX } from '../../../contracts/admin-orders';
import { ConfirmDialog } from '../../../components/admin/ConfirmDialog';
import { lineSizeLabel, lineTitle } from '../../../components/order-view/OrderParts';
import { SegmentedControl } from '../../../components/admin/SegmentedControl';
import { TextField } from '../../../components/form/form-field';
import { formatPaid } from '../../../lib/format';
import { refundCancels } from '../order-action-choices';
import { lineValue, previewRefund, type RefundChoice, type RefundMode, refundableLines, startingChoice } from '../refund-choice';

interface RefundDialogProps {
  order: AdminOrderDetail;
  /** Whether the units go back into stock unless the admin says otherwise (decision 0215). */
  restockByDefault: boolean;
  busy: boolean;
  onConfirm: (body: NonNullable<ReturnType<typeof previewRefund>['body']>, attempt: string) => void;
  onCancel: () => void;
}

const MODES: ReadonlyArray<{ value: RefundMode; label: string }> = [
  { value: 'lines', label: 'Items' },
  { value: 'amount', label: 'An amount' },
];

function Stepper({ label, value, max, disabled, onChange }: { label: string; value: number; max: number; disabled: boolean; onChange: (next: number) => void }) {
  const button = 'keyboard-focus grid h-9 w-9 place-items-center rounded-full text-lg leading-none text-ink hover:bg-cream-200 disabled:(cursor-not-allowed opacity-35)';
  return (
    <div role="group" aria-label={label} className="inline-flex items-center rounded-full border border-sand-200 bg-white">
      <button type="button" className={button} aria-label={`One fewer: ${label}`} disabled={disabled || value <= 0} onClick={() => onChange(value - 1)}>
        −
      </button>
      <output aria-live="polite" className="w-8 text-center text-sm font-medium tabular-nums text-ink">
        {value}
      </output>
      <button type="button" className={button} aria-label={`One more: ${label}`} disabled={disabled || value >= max} onClick={() => onChange(value + 1)}>
        +
      </button>
    </div>
  );
}

export function RefundDialog({ order, restockByDefault, busy, onConfirm, onCancel }: RefundDialogProps) {
  const [choice, setChoice] = useState<RefundChoice>(() => startingChoice(order, restockByDefault));
  const [attempt] = useState(() => crypto.randomUUID());
  const lines = refundableLines(order);
  const preview = previewRefund(order, choice);
  const leftAfter = order.refundable - preview.amount;
  const setLine = (lineId: string, change: Partial<{ quantity: number; restock: boolean }>) =>
    setChoice((current) => ({ ...current, lines: current.lines.map((line) => (line.lineId === lineId ? { ...line, ...change } : line)) }));

  return (
    <ConfirmDialog
      open
      size="wide"
      title={`Refund order #${order.number}`}
      confirmLabel={preview.amount > 0 ? `Refund ${formatPaid(preview.amount)}` : 'Refund'}
      confirmDisabled={preview.body === null}
      busy={busy}
      onConfirm={() => preview.body && onConfirm(preview.body, attempt)}
      onCancel={onCancel}
    >
      <p>
        {order.refundedAmount > 0
          ? `Refunded ${formatPaid(order.refundedAmount)} of ${formatPaid(order.payment?.amount ?? order.total)} so far; ${formatPaid(order.refundable)} can still go back to the customer’s card.`
          : `The customer paid ${formatPaid(order.refundable)} by card. Choose the items or the amount that goes back.`}
      </p>
      {lines.length ? (
        <div className="mt-5 flex">
          <SegmentedControl label="What to refund" value={choice.mode} options={MODES} onChange={(mode) => setChoice((current) => ({ ...current, mode }))} size="large" />
        </div>
      ) : null}

      {choice.mode === 'lines' ? (
        <ul className="mt-4 divide-y divide-sand-100 rounded-2xl border border-sand-100 bg-white" aria-label="Items to refund">
          {lines.map((line) => {
            const chosen = choice.lines.find((pick) => pick.lineId === line.id)!;
            return (
              <li key={line.id} className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-ink">{line.name}</p>
                  {lineSizeLabel(line, true) ? <p className="break-words text-xs text-ink-soft">{lineSizeLabel(line, true)}</p> : null}
                  <p className="text-xs text-ink-muted">
                    {line.left} of {line.quantity} left to refund{line.refunded ? ` · ${line.refunded} refunded` : ''}
                  </p>
                  <label className="mt-1.5 inline-flex cursor-pointer items-center gap-2 text-xs text-ink-soft">
                    <input
                      type="checkbox"
                      className="keyboard-focus h-4 w-4 rounded accent-sage-800"
                      checked={chosen.restock}
                      disabled={busy}
                      onChange={(event) => setLine(line.id, { restock: event.target.checked })}
                    />
                    Back in stock
                  </label>
                </div>
                <div className="flex items-center justify-between gap-4 sm:justify-end">
                  <Stepper label={lineTitle(line.name, line.variantName)} value={chosen.quantity} max={line.left} disabled={busy} onChange={(quantity) => setLine(line.id, { quantity })} />
                  <span className="w-20 text-right text-sm tabular-nums text-ink">{formatPaid(lineValue(order, line.id, chosen.quantity))}</span>
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <TextField
          className="mt-4"
          label="Amount to refund (£)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={choice.amount}
          disabled={busy}
          hint={`Up to ${formatPaid(order.refundable)}. Nothing goes back into stock.`}
          onChange={(event) => setChoice((current) => ({ ...current, amount: event.target.value }))}
        />
      )}

      <TextField
        className="mt-4"
        label="Note"
        optional
        autoComplete="off"
        maxLength={REFUND_NOTE_MAX}
        placeholder="Why (kept in the order’s history)"
        value={choice.note}
        disabled={busy}
        onChange={(event) => setChoice((current) => ({ ...current, note: event.target.value }))}
      />

      <dl className="mt-5 grid grid-cols-2 gap-3 rounded-2xl bg-cream-100 px-4 py-3 text-sm" aria-live="polite">
        <div>
          <dt className="text-ink-muted">To refund</dt>
          <dd className="text-lg font-semibold tabular-nums text-ink" data-testid="refund-total">
            {formatPaid(preview.amount)}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">Left after</dt>
          <dd className="text-lg font-semibold tabular-nums text-ink">{formatPaid(leftAfter)}</dd>
        </div>
      </dl>
      {preview.problem && (choice.mode === 'amount' ? choice.amount.trim() !== '' : false) ? (
        <p role="alert" className="mt-2 text-sm text-[#8F332B]">
          {preview.problem}
        </p>
      ) : null}
      {leftAfter === 0 && preview.amount > 0 ? (
        <p className="mt-2 text-sm text-ink-soft">
          This refunds everything left{refundCancels(order) ? ', and the order is cancelled' : ''}. This cannot be undone.
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
