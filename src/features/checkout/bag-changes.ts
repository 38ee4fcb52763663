/**
 * The bag was filled from the saved catalogue, perhaps offline and days ago; before paying it is
 * checked against the server's products now, size by size (decision 0249). What changed is shown
 * to the shopper, never applied behind their back: a new price is written into the bag and named
 * in a notice, and checkout stops once so they can look before continuing; too little stock, or a
 * product or size gone, stays in the notice until they change the bag. Pure: the caller fetches
 * the products.
 */
import type { Product } from '../../contracts/product';
import type { CartItem, LineRef } from '../../lib/stores/cart-store';

export type BagChange =
  | { kind: 'price'; line: LineRef; name: string; was: number; now: number }
  | { kind: 'stock'; line: LineRef; name: string; wanted: number; available: number }
  | { kind: 'gone'; line: LineRef; name: string };

/** "Rosehip Facial Oil, 50 ml": a line's product and size, as the notice names it. */
const lineName = (name: string, size: string) => (size ? `${name}, ${size}` : name);

/**
 * `current` maps each line's product id to the server's product, or null when it no longer exists.
 * A line's size is its `variantId`, or the product's first size for a line saved before sizes.
 */
export function bagChanges(items: readonly CartItem[], current: ReadonlyMap<string, Product | null>): BagChange[] {
  return items.flatMap((item): BagChange[] => {
    const product = current.get(item.id);
    const line = { id: item.id, variantId: item.variantId };
    if (product === undefined) return [];
    const size = item.variantId === null ? product?.variants[0] : product?.variants.find((variant) => variant.id === item.variantId);
    // A product gone is named alone; a size gone of a product still sold is named with its size.
    if (!product) return [{ kind: 'gone', line, name: item.name }];
    if (!size) return [{ kind: 'gone', line, name: lineName(product.name, item.variantName) }];
    const name = product.variants.length > 1 ? lineName(product.name, size.name) : product.name;
    const changes: BagChange[] = [];
    if (size.price !== item.price) changes.push({ kind: 'price', line, name, was: item.price, now: size.price });
    if (size.stock < item.quantity) changes.push({ kind: 'stock', line, name, wanted: item.quantity, available: size.stock });
    return changes;
  });
}
