/**
 * Quantity and Add to bag on the product page. What can be added is what is in stock, or the most
 * one order may hold if that is less, less what is already in the bag; an out-of-stock product
 * cannot be added at all. Until the saved bag has been
 * read (and, on a server-rendered page, until the page is live) the button is disabled: a tap
 * before then would be lost or would ignore what the bag already holds.
 */
import { useState } from 'react';
import type { Product } from '../../../contracts/product';
import { BagIcon } from '../../../components/icons/icons';
import { useCartStore } from '../../../lib/stores/cart-store';
import { useHydrated } from '../../../lib/use-hydrated';
import { useViewer } from '../../../lib/viewer';
import { AT_MOST_PER_PRODUCT, MAX_UNITS_PER_PRODUCT } from '../../../domain/order-limits';
import { QuantitySelector } from './QuantitySelector';

export function AddToBag({ product }: { product: Product }) {
  const { isAdmin } = useViewer();
  const inBag = useCartStore((state) => state.items.find((item) => item.id === product.id)?.quantity ?? 0);
  const addItem = useCartStore((state) => state.addItem);
  const openDrawer = useCartStore((state) => state.openDrawer);
  const [quantity, setQuantity] = useState(1);
  const bagRead = useHydrated(useCartStore);

  const outOfStock = product.stock <= 0 || product.stockLevel === 'out of stock';
  // An order takes at most MAX_UNITS_PER_PRODUCT of a product, however many are in stock.
  const atMost = Math.min(product.stock, MAX_UNITS_PER_PRODUCT);
  const available = Math.max(0, atMost - inBag);
  const chosen = Math.min(quantity, Math.max(1, available));
  const canAdd = !outOfStock && available > 0;
  const ready = canAdd && bagRead;

  const add = () => {
    if (!ready) return;
    addItem({
      id: product.id,
      name: product.name,
      description: product.description,
      image: product.image ?? '',
      price: product.price,
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
  else if (available === 0) label = 'All in your bag';

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-stretch gap-3">
        <QuantitySelector value={chosen} max={Math.max(1, available)} onChange={setQuantity} disabled={!canAdd} />
        <button type="button" onClick={add} disabled={!ready} className="btn-primary h-12 flex-1 px-6 text-[15px]">
          {canAdd ? <BagIcon size={18} /> : null}
          {label}
        </button>
      </div>
      {inBag > 0 ? (
        <p className="text-xs text-ink-muted" data-testid="in-bag">
          {available > 0 ? `${inBag} already in your bag.` : atMost < product.stock ? `${inBag} in your bag. ${AT_MOST_PER_PRODUCT}` : `All ${product.stock} we have are in your bag.`}
        </p>
      ) : null}
    </div>
  );
}
