/**
 * The products list's bulk actions (decision 0230): Set stock (one number for every product
 * chosen, typed in the dialog) and Archive (they leave the shop; their orders keep them), each
 * asked first and reported row by row on the page afterwards.
 */
import { useState } from 'react';
import { BULK_MAX_ROWS } from '../../../contracts/admin-bulk';
import { PRODUCT_STOCK_MAX } from '../../../contracts/admin-products';
import { ConfirmDialog } from '../../../components/admin/ConfirmDialog';
import { TextField } from '../../../components/form/form-field';
import { countLabel } from '../../../lib/format';
import type { ProductBulkChoice } from '../api/bulk-products';

interface ProductBulkActionsProps {
  count: number;
  busy: boolean;
  /** Runs the choice; `settled` closes the dialog (after a refusal; success clears the choice and this bar). */
  onRun: (choice: ProductBulkChoice, settled: () => void) => void;
}

/** The typed stock as a whole number in range, or the sentence saying what is wrong. */
function stockOf(typed: string): number | string {
  const text = typed.trim();
  if (!/^\d+$/.test(text)) return 'Enter a whole number of 0 or more';
  const stock = Number(text);
  return stock > PRODUCT_STOCK_MAX ? `Stock must be at most ${PRODUCT_STOCK_MAX.toLocaleString('en-US')}` : stock;
}

export function ProductBulkActions({ count, busy, onRun }: ProductBulkActionsProps) {
  const [asked, setAsked] = useState<ProductBulkChoice['action'] | null>(null);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const products = countLabel(count, 'product', 'products');
  const settled = () => setAsked(null);
  const afterwards = `Each product is changed on its own: any that cannot be are listed afterwards with the reason. Up to ${BULK_MAX_ROWS} products at a time.`;

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setTyped('');
          setError(null);
          setAsked('set-stock');
        }}
        className="btn-secondary !py-2 text-sm"
        disabled={busy}
      >
        Set stock
      </button>
      <button type="button" onClick={() => setAsked('archive')} className="btn-secondary !py-2 text-sm text-danger hover:border-danger/40" disabled={busy}>
        Archive
      </button>
      <ConfirmDialog
        open={asked === 'set-stock'}
        title={`Set the stock of ${products}`}
        confirmLabel="Set stock"
        tone="primary"
        busy={busy}
        onCancel={settled}
        onConfirm={() => {
          const stock = stockOf(typed);
          if (typeof stock === 'string') return setError(stock);
          onRun({ action: 'set-stock', stock }, settled);
        }}
      >
        Every product chosen gets this stock level; the shop shows it at once. {afterwards}
        <TextField
          className="mt-5"
          label="Stock"
          inputMode="numeric"
          autoComplete="off"
          value={typed}
          error={error}
          disabled={busy}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(null);
          }}
        />
      </ConfirmDialog>
      <ConfirmDialog
        open={asked === 'archive'}
        title={`Archive ${products}?`}
        confirmLabel="Archive"
        busy={busy}
        onCancel={settled}
        onConfirm={() => onRun({ action: 'archive' }, settled)}
      >
        They leave the shop at once; orders that name them keep them. {afterwards}
      </ConfirmDialog>
    </>
  );
}
