/**
 * The last products response (docs/product/storefront.md#products-response), kept in IndexedDB under 'products-storage' so the
 * shop shows the catalogue at once on the next visit, and offline, while a fresh copy loads in the
 * background (stale-while-revalidate, see ../catalogue-sync.ts). It holds the whole catalogue
 * (docs/product/storefront.md#catalogue-calls's default list: page 1, limit 1000). Only the response and its time are saved;
 * whether a refresh is running or failed is about this visit only.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { ProductsResponse } from '../../../contracts/product';
import { idbStateStorage, STORAGE_KEYS } from '../../../lib/storage';

export type RefreshStatus = 'idle' | 'loading' | 'error';

export interface ProductsState {
  products: ProductsResponse | null;
  /** When `products` was fetched (ms since the epoch). */
  fetchedAt: number | null;
  /** The background refresh, this visit. */
  status: RefreshStatus;
  /** The message of the last failed refresh (docs/product/constants-and-texts.md#fallback-messages), or null. */
  error: string | null;
  setProducts: (products: ProductsResponse, fetchedAt?: number) => void;
  clearProducts: () => void;
  setStatus: (status: RefreshStatus, error?: string | null) => void;
}

export const useProductsStore = create<ProductsState>()(
  persist(
    (set) => ({
      products: null,
      fetchedAt: null,
      status: 'idle',
      error: null,
      setProducts: (products, fetchedAt = Date.now()) => set({ products, fetchedAt, status: 'idle', error: null }),
      clearProducts: () => set({ products: null, fetchedAt: null }),
      setStatus: (status, error = null) => set({ status, error }),
    }),
    {
      name: STORAGE_KEYS.idb.products,
      // Version 2: products carry their sizes (decision 0249). A copy saved before has none, and no
      // size ids a bag line could name, so it is dropped; the next refresh saves a whole one (decision 0252).
      version: 2,
      storage: createJSONStorage(() => idbStateStorage),
      partialize: ({ products, fetchedAt }) => ({ products, fetchedAt }),
      migrate: () => ({ products: null, fetchedAt: null }),
    },
  ),
);
