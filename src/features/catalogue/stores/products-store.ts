/**
 * The last products response (spec section 3), kept in IndexedDB under 'products-storage' so the
 * shop can show the catalogue at once on the next visit, and offline. A later issue fills it.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { ProductsResponse } from '../../../contracts/product';
import { idbStateStorage, STORAGE_KEYS } from '../../../lib/storage';

export interface ProductsState {
  products: ProductsResponse | null;
  /** When `products` was fetched (ms since the epoch). */
  fetchedAt: number | null;
  setProducts: (products: ProductsResponse, fetchedAt?: number) => void;
  clearProducts: () => void;
}

export const useProductsStore = create<ProductsState>()(
  persist(
    (set) => ({
      products: null,
      fetchedAt: null,
      setProducts: (products, fetchedAt = Date.now()) => set({ products, fetchedAt }),
      clearProducts: () => set({ products: null, fetchedAt: null }),
    }),
    {
      name: STORAGE_KEYS.idb.products,
      version: 1,
      storage: createJSONStorage(() => idbStateStorage),
      partialize: ({ products, fetchedAt }) => ({ products, fetchedAt }),
    },
  ),
);
