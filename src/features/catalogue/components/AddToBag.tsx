/**
 * Quantity and Add to bag on the product page, for the chosen size (decision 0249). What can be
 * added is what the bag's line of that size may still take: the size's stock, and the most one
 * order may hold of the product over all its sizes; an out-of-stock size cannot be added at all.
 * Until the saved bag has been read (and, on a server-rendered page, until the page is live) the
 * button is disabled: a tap before then would be lost or would ignore what the bag already holds.
 */
import { useState } from 'react';
import type { Product, ProductVariant } from '../../../contracts/product';
import { BagIcon } from '../../../components/icons/icons';
import { lineBound, type LineStop, quantityOf, useCartStore } from '../../../lib/stores/cart-store';
import { useHydrated } from '../../../lib/use-hydrated';
import { useViewer } from '../../../lib/viewer';
import { AT_MOST_ITEMS, AT_MOST_PER_PRODUCT } from '../../../domain/order-limits';
import { QuantitySelector } from './QuantitySelector';

export function AddToBag({ product, size }: { product: Product; size: ProductVariant }) {
  const { isAdmin } = useViewer();
  const line = { id: product.id, variantId: size.id, stock: size.stock };
  const inBag = useCartStore((state) => quantityOf(state.items, line));
  const atMost = useCartStore((state) => lineBound(state.items, line).limit);
  const stop = useCartStore((state) => lineBound(state.items, line).stop);
  const addItem = useCartStore((state) => state.addItem);
  const openDrawer = useCartStore((state) => state.openDrawer);
  const [quantity, setQuantity] = useState(1);
  const bagRead = useHydrated(useCartStore);

  const outOfStock = size.stock <= 0 || size.stockLevel === 'out of stock';
  const available = Math.max(0, atMost - inBag);
  const chosen = Math.min(quantity, Math.max(1, available));
  const canAdd = !outOfStock && available > 0;
  const ready = canAdd && bagRead;

  const add = () => {
    if (!ready) return;
    addItem({
      ...line,
      variantName: size.name,
      name: product.name,
      description: product.description,
      image: size.image?.src ?? product.image ?? '',
      price: size.price,
      quantity: chosen,
    });
    setQuantity(1);
    // The bag opens to show what was added; a toast on top of it would say the same thing twice.
    openDrawer();
  };

  // docs/product/storefront.md#top-navigation: admins have no bag, so there is nothing to add to.
  if (isAdmin)
    return (
      <p className="rounded-2xl bg-sand-100 px-4 py-3 text-sm text-ink-soft" data-testid="admin-no-bag">
        You are signed in as an admin. Shopping is for customer accounts.
      </p>
    );

  let label = 'Add to bag';
  if (outOfStock) label = 'Out of stock';
  else if (available === 0) label = stop === 'order' ? 'Your bag is full' : 'All in your bag';

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-stretch gap-3">
        <QuantitySelector value={chosen} max={Math.max(1, available)} onChange={setQuantity} disabled={!canAdd} />
        <button type="button" onClick={add} disabled={!ready} className="btn-primary h-12 flex-1 px-6 text-[15px]">
          {canAdd ? <BagIcon size={18} /> : null}
          {label}
        </button>
      </div>
      {inBag > 0 || (!canAdd && !outOfStock && stop === 'order') ? (
        <p className="text-xs text-ink-muted" data-testid="in-bag">
          {bagNote(inBag, available, stop, size.stock)}
        </p>
      ) : null}
    </div>
  );
}

/** What the page says of this size in the bag, and of the rule that stops adding more. */
function bagNote(inBag: number, available: number, stop: LineStop, stock: number): string {
  const held = inBag > 0 ? `${inBag} in your bag. ` : '';
  if (available > 0) return `${inBag} already in your bag.`;
  if (stop === 'order') return `${held}${AT_MOST_ITEMS}`;
  if (stop === 'product') return `${held}${AT_MOST_PER_PRODUCT}`;
  return `All ${stock} we have are in your bag.`;
}
