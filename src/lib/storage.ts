/**
 * Everything the browser keeps between visits.
 *
 * Small, synchronous-at-start state (the two sessions) lives in localStorage so the guards can
 * decide before the first render. Larger state (cart, currency, the products cache) lives in
 * IndexedDB, which zustand's persist middleware reads asynchronously — see `useHydrated`.
 * IndexedDB itself is reached through ./idb.ts, the one wrapper around idb-keyval.
 */
import { idbKeyValue } from './idb';
import type { StateStorage } from 'zustand/middleware';

export const STORAGE_KEYS = {
  local: {
    customerToken: 'customer-token',
    adminToken: 'admin-token',
    /** The customer session (zustand persist). */
    auth: 'auth',
    /** The admin session (zustand persist). */
    adminAuth: 'admin-auth',
    /**
     * Proofs that this browser signed in before, by email (api-client.ts withDeviceProof): kept
     * after logout on purpose, so guessers elsewhere never keep the owner waiting.
     */
    customerDeviceProofs: 'customer-device-proofs',
    adminDeviceProofs: 'admin-device-proofs',
  },
  idb: {
    cart: 'cart',
    currency: 'currency',
    products: 'products-storage',
  },
} as const;

// ---------------------------------------------------------------------------------------------
// localStorage: every access guarded, since Safari's private mode and full quotas throw.

export function readLocal(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage full or disabled: the session still works for this tab.
  }
}

export function removeLocal(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

// ---------------------------------------------------------------------------------------------
// IndexedDB through idb-keyval, as a zustand persist StateStorage (createJSONStorage-compatible).

const DB_NAME = 'verdant';
const STORE_NAME = 'state';

// Opened on first use, not at import: importing this module must not touch IndexedDB
// (tests, server-side tooling, and browsers that block it).
const state = idbKeyValue(DB_NAME, STORE_NAME);
/** Set once IndexedDB has failed; from then on state lives in memory for this tab. */
let memoryFallback: Map<string, string> | null = null;

function fallBackToMemory(error: unknown): Map<string, string> {
  if (!memoryFallback) {
    memoryFallback = new Map();
    // The server renderer has no IndexedDB by design (device state renders after hydration).
    if (!import.meta.env.SSR) console.warn('IndexedDB is unavailable; the cart and preferences will last only for this visit.', error);
  }
  return memoryFallback;
}

export const idbStateStorage: StateStorage = {
  async getItem(name) {
    if (memoryFallback) return memoryFallback.get(name) ?? null;
    try {
      const value = await state.get<string>(name);
      return typeof value === 'string' ? value : null;
    } catch (error) {
      return fallBackToMemory(error).get(name) ?? null;
    }
  },
  async setItem(name, value) {
    if (memoryFallback) return void memoryFallback.set(name, value);
    try {
      await state.set(name, value);
    } catch (error) {
      fallBackToMemory(error).set(name, value);
    }
  },
  async removeItem(name) {
    if (memoryFallback) return void memoryFallback.delete(name);
    try {
      await state.del(name);
    } catch (error) {
      fallBackToMemory(error).delete(name);
    }
  },
};

