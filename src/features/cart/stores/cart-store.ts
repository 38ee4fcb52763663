/**
 * The bag's store lives in src/lib/stores (shared: the product page and checkout use it too, and
 * features may not import each other). Re-exported here so the bag's own code and existing imports
 * keep their path.
 */
export {
  selectCount,
  selectSubtotal,
  useCartStore,
  type CartItem,
  type CartState,
  type NewCartItem,
} from '../../../lib/stores/cart-store';
