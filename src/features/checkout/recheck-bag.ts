/**
 * Asks the server for every product in the bag (in parallel, once each; a bag has a few lines) and
 * says what changed since the lines were added (bag-changes.ts). Lines saved before sizes take
 * their product's first size first (decision 0249), so the order names a size for each. A product
 * the server no longer has (404) is a change; any other failure is thrown, like every checkout
 * call, for the flow's own message.
 */
import { getProduct } from '../../api/products/get-product';
import type { Product } from '../../contracts/product';
import { responseStatus } from '../../lib/api-error';
import { useCartStore } from '../../lib/stores/cart-store';
import { bagChanges, type BagChange } from './bag-changes';

async function currentProduct(id: string): Promise<Product | null> {
  try {
    return await getProduct(id);
  } catch (error) {
    if (responseStatus(error) === 404) return null;
    throw error;
  }
}

export async function recheckBag(): Promise<BagChange[]> {
  const ids = [...new Set(useCartStore.getState().items.map((item) => item.id))];
  const products = new Map(await Promise.all(ids.map(async (id) => [id, await currentProduct(id)] as const)));
  const cart = useCartStore.getState();
  cart.takeFirstSizes([...products.values()].filter((product) => product !== null));
  return bagChanges(useCartStore.getState().items, products);
}
