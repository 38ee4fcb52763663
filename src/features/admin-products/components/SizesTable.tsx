/**
 * The product editor's Sizes table (docs/decisions/0251-admin-sizes.md): every size on sale in the
 * shop's order, with its picture, name, SKU, price and stock. Each is edited, moved up or down,
 * pictured and removed on its own, and each change is saved at once: the product form's Save is
 * for the product's own fields. A product of one size shows one row, and Add a size adds another.
 *
 * Moving a size keeps focus on the button that moved it (or its twin when it reached an end), so
 * a keyboard can move a size several places in a row.
 */
import { useEffect, useState } from 'react';
import type { AdminProductDetail } from '../../../contracts/admin-products';
import type { ProductVariant } from '../../../contracts/product';
import { useAdminAction } from '../../../components/admin/use-admin-action';
import { PlusIcon } from '../../../components/icons/icons';
import { addSize, updateSize } from '../api/save-variant';
import { sizeBody, sizeChanges, sizeValuesOf } from '../product-form/size-values';
import { sizeName } from '../product-terms';
import { SizeEditor } from './SizeEditor';
import { SizeRow, moveButtonId, type Direction } from './SizeRow';

export function SizesTable({ product }: { product: AdminProductDetail }) {
  const sizes = product.variants;
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [moved, setMoved] = useState<{ id: string; direction: Direction } | null>(null);
  const move = useAdminAction({
    action: ({ size, direction }: { size: ProductVariant; direction: Direction }) =>
      updateSize(product.id, size.id, { position: sizes.indexOf(size) + (direction === 'up' ? -1 : 1) }),
    failure: 'Failed to move size',
    onDone: (_, { size, direction }) => setMoved({ id: size.id, direction }),
  });

  // After the answer has redrawn the rows: the same button, or the other one once at an end.
  useEffect(() => {
    if (!moved) return;
    const same = document.getElementById(moveButtonId(moved.id, moved.direction)) as HTMLButtonElement | null;
    const other = document.getElementById(moveButtonId(moved.id, moved.direction === 'up' ? 'down' : 'up'));
    (same && !same.disabled ? same : other)?.focus();
    setMoved(null);
  }, [moved, sizes]);

  return (
    <section className="card p-5 sm:p-7" aria-labelledby="sizes-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="max-w-xl">
          <h2 id="sizes-title" className="font-serif text-[22px] font-medium leading-tight text-ink">
            Sizes
          </h2>
          <p className="mt-1.5 text-[13px] leading-relaxed text-ink-muted">
            Each size has its own price, stock and SKU, and may have its own picture. Shoppers see them in this order; the product shows from the cheapest price. Changes here are saved
            at once.
          </p>
        </div>
        {editing === 'new' ? null : (
          <button type="button" className="btn-secondary" onClick={() => setEditing('new')}>
            <PlusIcon size={16} /> Add a size
          </button>
        )}
      </div>
      <p className="mt-3 text-[13px] text-ink-soft" aria-live="polite">
        {sizes.length === 1 ? 'One size' : `${sizes.length} sizes`}, {product.stock} in stock in all.
      </p>
      <ol aria-label={`Sizes of ${product.name}`} className="mt-3 flex flex-col divide-y divide-sand-100 border-y border-sand-100">
        {sizes.map((size, index) =>
          editing === size.id ? (
            <li key={size.id} className="py-2">
              <SizeEditor
                label={`Edit ${sizeName(size)}`}
                initial={sizeValuesOf(size)}
                submitLabel="Save size"
                fallback="Failed to update size"
                save={(values) => updateSize(product.id, size.id, sizeChanges(size, values))}
                onDone={() => setEditing(null)}
              />
            </li>
          ) : (
            <SizeRow
              key={size.id}
              product={product}
              size={size}
              first={index === 0}
              last={index === sizes.length - 1}
              busy={move.isPending}
              onMove={(direction) => move.mutate({ size, direction })}
              onEdit={() => setEditing(size.id)}
            />
          ),
        )}
        {editing === 'new' ? (
          <li className="py-2">
            <SizeEditor label="New size" submitLabel="Add size" fallback="Failed to add size" save={(values) => addSize(product.id, sizeBody(values))} onDone={() => setEditing(null)} />
          </li>
        ) : null}
      </ol>
    </section>
  );
}
