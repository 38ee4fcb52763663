/**
 * One saved size in the Sizes table: its picture, name and SKU, price, stock with its badge, and
 * its buttons (move up, move down, edit, picture, remove), each named for the size so a screen
 * reader hears "Move 50 ml up". On a phone the moves sit beside the stock and the rest under it.
 */
import type { AdminProductDetail } from '../../../contracts/admin-products';
import type { ProductVariant } from '../../../contracts/product';
import { ArrowUpIcon } from '../../../components/icons/icons';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatPaid } from '../../../lib/format';
import { sizeName } from '../product-terms';
import { ProductThumb } from './ProductThumb';
import { RemoveSize } from './RemoveSize';
import { MOVE_BUTTON, SIZE_BUTTON } from './size-buttons';
import { SizePicture } from './SizePicture';

export type Direction = 'up' | 'down';

/** The id of a size's move button, so focus can follow the size after it moved. */
export const moveButtonId = (sizeId: string, direction: Direction) => `size-${sizeId}-${direction}`;

interface SizeRowProps {
  product: AdminProductDetail;
  size: ProductVariant;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (direction: Direction) => void;
  onEdit: () => void;
}

export function SizeRow({ product, size, first, last, busy, onMove, onEdit }: SizeRowProps) {
  const name = sizeName(size);
  return (
    <li className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 py-3 sm:grid-cols-[auto_minmax(0,1.4fr)_minmax(0,0.7fr)_minmax(0,1fr)_auto_auto] sm:gap-x-4">
      <ProductThumb src={size.image?.src ?? product.image} size={48} />
      <div className="min-w-0">
        <p className="truncate font-medium text-ink">{name}</p>
        <p className="break-all font-mono text-[12px] leading-snug text-ink-muted">{size.sku}</p>
      </div>
      <p className="text-right tabular-nums text-ink sm:text-left">{formatPaid(size.price)}</p>
      <div className="col-start-2 flex items-center gap-2 sm:col-start-auto">
        <span className="tabular-nums text-ink">{size.stock}</span>
        <span className="whitespace-nowrap text-[13px] text-ink-muted sm:sr-only">in stock</span>
        <StatusBadge status={size.stockLevel} kind="Stock" />
      </div>
      {/* Beside the stock on a phone, so the row's other buttons fit one line under it. */}
      <div className="flex justify-end gap-1.5">
        <button type="button" id={moveButtonId(size.id, 'up')} className={MOVE_BUTTON} disabled={busy || first} onClick={() => onMove('up')} aria-label={`Move ${name} up`}>
          <ArrowUpIcon size={16} />
        </button>
        <button type="button" id={moveButtonId(size.id, 'down')} className={MOVE_BUTTON} disabled={busy || last} onClick={() => onMove('down')} aria-label={`Move ${name} down`}>
          <ArrowUpIcon size={16} className="rotate-180" />
        </button>
      </div>
      <div className="col-span-3 flex flex-wrap items-center gap-1.5 sm:col-span-1 sm:justify-end">
        <button type="button" className={SIZE_BUTTON} onClick={onEdit} aria-label={`Edit ${name}`}>
          Edit
        </button>
        <SizePicture productId={product.id} size={size} />
        {first && last ? null : <RemoveSize product={product} size={size} />}
      </div>
    </li>
  );
}
