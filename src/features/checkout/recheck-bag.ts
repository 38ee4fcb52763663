/**
 * Asks the server for every product in the bag (in parallel; a bag has a few lines) and says what
 * changed since the lines were added (bag-changes.ts). A product the server no longer has (404) is
 * a change; any other failure is thrown, like every checkout call, for the flow's own message.
 */
import { getProduct } from '../../api/products/get-product';
import type { Product } from '../../contracts/product';
import { responseStatus } from '../../lib/api-error';
import type { CartItem } from '../../lib/stores/cart-store';
import { bagChanges, type BagChange } from './bag-changes';

async function currentProduct(id: string): Promise<Product | null> {
  try {
    return await getProduct(id);
  } catch (error) {
    if (responseStatus(error) === 404) return null;
    throw error;
  }
}

export async function recheckBag(items: readonly CartItem[]): Promise<BagChange[]> {
  const products = await Promise.all(items.map(async (item) => [item.id, await currentProduct(item.id)] as const));
  return bagChanges(items, new Map(products));
}
