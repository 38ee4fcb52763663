/**
 * The bag was filled from the saved catalogue, perhaps offline and days ago; before paying it is
 * checked against the server's products now. What changed is shown to the shopper, never applied
 * behind their back: a new price is written into the bag and named in a notice, and checkout stops
 * once so they can look before continuing; too little stock, or a product gone, stays in the
 * notice until they change the bag. Pure: the caller fetches the products.
 */
import type { Product } from '../../contracts/product';
import type { CartItem } from '../../lib/stores/cart-store';

export type BagChange =
  | { kind: 'price'; id: string; name: string; was: number; now: number }
  | { kind: 'stock'; id: string; name: string; wanted: number; available: number }
  | { kind: 'gone'; id: string; name: string };

/** `current` maps each line's product id to the server's product, or null when it no longer exists. */
export function bagChanges(items: readonly CartItem[], current: ReadonlyMap<string, Product | null>): BagChange[] {
  return items.flatMap((item): BagChange[] => {
    const product = current.get(item.id);
    if (product === undefined) return [];
    if (product === null) return [{ kind: 'gone', id: item.id, name: item.name }];
    const changes: BagChange[] = [];
    if (product.price !== item.price) changes.push({ kind: 'price', id: item.id, name: product.name, was: item.price, now: product.price });
    if (product.stock < item.quantity) changes.push({ kind: 'stock', id: item.id, name: product.name, wanted: item.quantity, available: product.stock });
    return changes;
  });
}
