/**
 * My Bag (docs/product/bag-and-currency.md#bag-rules): adding an existing product raises its quantity, quantity defaults to 1,
 * decreasing below 1 removes the line; a line stops at the most one order may hold of a product. Prices are GBP pence; `amount` is quantity × price.
 * The lines are persisted to IndexedDB under 'cart'; the open/closed flags are not.
 *
 * Shared state, not a feature internal: the navigation badge, the product page (Add to bag), the
 * bag drawer and checkout all read it, and features may not import each other. This is its one
 * import path (decision 0011).
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { MAX_UNITS_PER_PRODUCT } from '../../domain/order-limits';
import { idbStateStorage, STORAGE_KEYS } from '../storage';

/** A line never holds more than an order may (src/domain/order-limits.ts). */
const capped = (quantity: number) => Math.min(quantity, MAX_UNITS_PER_PRODUCT);

export interface CartItem {
  /** The product id. */
  id: string;
  name: string;
  description: string;
  image: string;
  /** Unit price in GBP pence. */
  price: number;
  quantity: number;
  /** quantity × price, in GBP pence. */
  amount: number;
}

export type NewCartItem = Omit<CartItem, 'quantity' | 'amount'> & { quantity?: number };

export interface CartState {
  items: CartItem[];
  /** The bag drawer. */
  isDrawerOpen: boolean;
  /** The full-screen checkout view (spec: "a flag opens and closes the checkout modal"). */
  isCheckoutOpen: boolean;
  addItem: (item: NewCartItem) => void;
  increase: (id: string) => void;
  /** Below 1 the line is removed. */
  decrease: (id: string) => void;
  removeItem: (id: string) => void;
  /** The server's price now (checkout's re-check, shown to the shopper when it changes). */
  updatePrice: (id: string, price: number) => void;
  clear: () => void;
  /** Number of units in the bag (what the badge shows). */
  count: () => number;
  /** Sum of line amounts, GBP pence. */
  subtotal: () => number;
  openDrawer: () => void;
  closeDrawer: () => void;
  openCheckout: () => void;
  closeCheckout: () => void;
}

const line = (item: Omit<CartItem, 'amount'>): CartItem => ({ ...item, amount: item.price * item.quantity });

function wholeQuantity(quantity: number | undefined): number {
  return quantity !== undefined && Number.isInteger(quantity) && quantity >= 1 ? quantity : 1;
}

export const selectCount = (state: Pick<CartState, 'items'>): number =>
  state.items.reduce((sum, item) => sum + item.quantity, 0);

export const selectSubtotal = (state: Pick<CartState, 'items'>): number =>
  state.items.reduce((sum, item) => sum + item.amount, 0);

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      items: [],
      isDrawerOpen: false,
      isCheckoutOpen: false,
      addItem: ({ quantity, ...product }) => {
        const adding = wholeQuantity(quantity);
        set(({ items }) => {
          const existing = items.find((item) => item.id === product.id);
          if (!existing) return { items: [...items, line({ ...product, quantity: capped(adding) })] };
          return {
            items: items.map((item) =>
              item.id === product.id ? line({ ...item, ...product, quantity: capped(item.quantity + adding) }) : item,
            ),
          };
        });
      },
      increase: (id) =>
        set(({ items }) => ({
          items: items.map((item) => (item.id === id ? line({ ...item, quantity: capped(item.quantity + 1) }) : item)),
        })),
      decrease: (id) =>
        set(({ items }) => ({
          items: items.flatMap((item) => {
            if (item.id !== id) return [item];
            return item.quantity > 1 ? [line({ ...item, quantity: item.quantity - 1 })] : [];
          }),
        })),
      removeItem: (id) => set(({ items }) => ({ items: items.filter((item) => item.id !== id) })),
      updatePrice: (id, price) =>
        set(({ items }) => ({ items: items.map((item) => (item.id === id ? line({ ...item, price }) : item)) })),
      clear: () => set({ items: [] }),
      count: () => selectCount(get()),
      subtotal: () => selectSubtotal(get()),
      openDrawer: () => set({ isDrawerOpen: true }),
      closeDrawer: () => set({ isDrawerOpen: false }),
      openCheckout: () => set({ isCheckoutOpen: true, isDrawerOpen: false }),
      closeCheckout: () => set({ isCheckoutOpen: false }),
    }),
    {
      name: STORAGE_KEYS.idb.cart,
      version: 1,
      storage: createJSONStorage(() => idbStateStorage),
      partialize: ({ items }) => ({ items }),
    },
  ),
);
