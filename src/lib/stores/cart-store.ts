/**
 * My Bag (docs/product/bag-and-currency.md#bag-rules): a line is a product in one size (decision 0249); adding a size already in the bag raises its
 * quantity, quantity defaults to 1, decreasing below 1 removes the line; a line stops at its size's stock, a product's sizes
 * together at the most one order may hold of it, and the bag at the most items one order may hold. Prices are GBP pence; `amount` is quantity × price.
 * The lines are persisted to IndexedDB under 'cart'; the open/closed flags are not. A bag saved
 * before sizes (version 1) opens with its lines' sizes unknown, and each takes its product's first
 * size once the product is read (`takeFirstSizes`).
 *
 * Shared state, not a feature internal: the navigation badge, the product page (Add to bag), the
 * bag drawer and checkout all read it, and features may not import each other. This is its one
 * import path (decision 0011).
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Product } from '../../contracts/product';
import { MAX_ITEMS_PER_ORDER, MAX_UNITS_PER_PRODUCT } from '../../domain/order-limits';
import { idbStateStorage, STORAGE_KEYS } from '../storage';

export interface CartItem {
  /** The product id. */
  id: string;
  /** The size; null only on a line saved before sizes, until its product's first size is known. */
  variantId: string | null;
  /** The size's name ("50 ml"), empty while it is not known. */
  variantName: string;
  /** How many of the size were in stock when it was added (the line stops there); null when not known. */
  stock: number | null;
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

/** Which line: a product and one of its sizes. */
export type LineRef = Pick<CartItem, 'id' | 'variantId'>;

const sameLine = (a: LineRef, b: LineRef) => a.id === b.id && a.variantId === b.variantId;

/** A key for a line in a list (a product may have several lines, one per size). */
export const lineKey = (line: LineRef): string => `${line.id}/${line.variantId ?? ''}`;

/** What stops a line from growing: its size's stock, the most of one product, or the most items of one order. */
export type LineStop = 'stock' | 'product' | 'order';

/**
 * The most this line may hold, and which rule sets it: its size's stock, what the most of one
 * product leaves beside the product's other sizes, and what the most items of one order leaves
 * beside the bag's other lines (src/domain/order-limits.ts, the rules the checkout applies).
 */
export function lineBound(items: readonly CartItem[], line: LineRef & Pick<CartItem, 'stock'>): { limit: number; stop: LineStop } {
  const others = items.filter((item) => !sameLine(item, line));
  const otherSizes = others.filter((item) => item.id === line.id).reduce((sum, item) => sum + item.quantity, 0);
  const otherLines = others.reduce((sum, item) => sum + item.quantity, 0);
  const bounds: Array<{ limit: number; stop: LineStop }> = [
    { limit: line.stock ?? Number.POSITIVE_INFINITY, stop: 'stock' },
    { limit: MAX_UNITS_PER_PRODUCT - otherSizes, stop: 'product' },
    { limit: MAX_ITEMS_PER_ORDER - otherLines, stop: 'order' },
  ];
  const tightest = bounds.reduce((least, bound) => (bound.limit < least.limit ? bound : least));
  return { limit: Math.max(0, tightest.limit), stop: tightest.stop };
}

/** The most this line may hold (`lineBound`'s limit). */
export const lineLimit = (items: readonly CartItem[], line: LineRef & Pick<CartItem, 'stock'>): number => lineBound(items, line).limit;

/** Units of this size already in the bag. */
export const quantityOf = (items: readonly CartItem[], line: LineRef): number => items.find((item) => sameLine(item, line))?.quantity ?? 0;

export interface CartState {
  items: CartItem[];
  /** The bag drawer. */
  isDrawerOpen: boolean;
  /** The full-screen checkout view (spec: "a flag opens and closes the checkout modal"). */
  isCheckoutOpen: boolean;
  addItem: (item: NewCartItem) => void;
  increase: (line: LineRef) => void;
  /** Below 1 the line is removed. */
  decrease: (line: LineRef) => void;
  removeItem: (line: LineRef) => void;
  /**
   * Undo of a removal: the line back at `index` with its quantity (within its limits as the bag is
   * now). A line of the same size added meanwhile keeps its place and takes the larger quantity.
   */
  restoreItem: (item: CartItem, index: number) => void;
  /** The server's price now (checkout's re-check, shown to the shopper when it changes). */
  updatePrice: (line: LineRef, price: number) => void;
  /** Lines saved before sizes take their product's first size, when `products` has the product. */
  takeFirstSizes: (products: readonly Product[]) => void;
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

/** Lines saved before sizes as their products' first sizes; two lines that are now one size merge. */
function withFirstSizes(items: readonly CartItem[], products: readonly Product[]): CartItem[] {
  const sized = items.map((item): CartItem => {
    const first = item.variantId === null ? products.find((product) => product.id === item.id)?.variants[0] : undefined;
    return first ? { ...item, variantId: first.id, variantName: first.name, stock: first.stock } : item;
  });
  return sized.reduce<CartItem[]>((merged, item) => {
    const same = merged.find((other) => sameLine(other, item));
    if (!same) return [...merged, item];
    const quantity = Math.min(same.quantity + item.quantity, lineLimit(merged, { ...same, stock: item.stock ?? same.stock }));
    return merged.map((other) => (other === same ? line({ ...same, quantity }) : other));
  }, []);
}

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
          const limit = lineLimit(items, product);
          const existing = items.find((item) => sameLine(item, product));
          if (!existing) return limit > 0 ? { items: [...items, line({ ...product, quantity: Math.min(adding, limit) })] } : {};
          return {
            items: items.map((item) =>
              item === existing ? line({ ...item, ...product, quantity: Math.min(item.quantity + adding, limit) }) : item,
            ),
          };
        });
      },
      increase: (ref) =>
        set(({ items }) => ({
          items: items.map((item) => (sameLine(item, ref) ? line({ ...item, quantity: Math.min(item.quantity + 1, lineLimit(items, item)) }) : item)),
        })),
      decrease: (ref) =>
        set(({ items }) => ({
          items: items.flatMap((item) => {
            if (!sameLine(item, ref)) return [item];
            return item.quantity > 1 ? [line({ ...item, quantity: item.quantity - 1 })] : [];
          }),
        })),
      removeItem: (ref) => set(({ items }) => ({ items: items.filter((item) => !sameLine(item, ref)) })),
      restoreItem: (removed, index) =>
        set(({ items }) => {
          const limit = lineLimit(items, removed);
          const existing = items.find((item) => sameLine(item, removed));
          if (existing)
            return { items: items.map((item) => (item === existing ? line({ ...item, quantity: Math.min(Math.max(item.quantity, removed.quantity), limit) }) : item)) };
          if (limit < 1) return {};
          const back = line({ ...removed, quantity: Math.min(removed.quantity, limit) });
          const at = Math.min(Math.max(0, index), items.length);
          return { items: [...items.slice(0, at), back, ...items.slice(at)] };
        }),
      updatePrice: (ref, price) =>
        set(({ items }) => ({ items: items.map((item) => (sameLine(item, ref) ? line({ ...item, price }) : item)) })),
      takeFirstSizes: (products) => set(({ items }) => ({ items: withFirstSizes(items, products) })),
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
      // Version 2: lines have sizes. A version 1 line is kept, its size unknown until its product is read (decision 0252).
      version: 2,
      storage: createJSONStorage(() => idbStateStorage),
      partialize: ({ items }) => ({ items }),
      migrate: (saved, version) => {
        const { items = [] } = (saved ?? {}) as { items?: Omit<CartItem, 'variantId' | 'variantName' | 'stock'>[] };
        if (version >= 2) return { items: items as CartItem[] };
        return { items: items.map((item) => ({ ...item, variantId: null, variantName: '', stock: null })) };
      },
    },
  ),
);
