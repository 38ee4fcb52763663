/**
 * The one wrapper around idb-keyval: nothing else imports it. Kept apart from ./storage.ts (the
 * page's localStorage and persisted stores) because the service worker reads IndexedDB too (the
 * writes kept offline, docs/decisions/0256-offline-writes.md) and has no localStorage or page
 * settings. Each database is opened on first use, never at import.
 */
import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';

function lazily(dbName: string, storeName: string): () => UseStore {
  let opened: UseStore | null = null;
  return () => (opened ??= createStore(dbName, storeName));
}

export interface IdbKeyValue {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

/** One object store of string keys (the page's persisted state). */
export function idbKeyValue(dbName: string, storeName: string): IdbKeyValue {
  const store = lazily(dbName, storeName);
  return {
    get: (key) => get(key, store()),
    set: (key, value) => set(key, value, store()),
    del: (key) => del(key, store()),
  };
}

/** Records under their own ids, read by the page and the service worker alike. */
export interface IdbCollection<T> {
  put(id: string, value: T): Promise<void>;
  remove(id: string): Promise<void>;
  all(): Promise<T[]>;
  /**
   * Changes one record in one IndexedDB transaction, so a page and the worker writing the same
   * record never lose each other's change; `change` answering undefined deletes it.
   */
  update(id: string, change: (value: T | undefined) => T | undefined): Promise<void>;
}

/** A collection in a database of its own (`dbName`), so its object store never needs the state database upgraded. */
export function idbCollection<T>(dbName: string, storeName: string): IdbCollection<T> {
  const store = lazily(dbName, storeName);
  return {
    put: (id, value) => set(id, value, store()),
    remove: (id) => del(id, store()),
    all: async () => (await entries<string, T>(store())).map(([, value]) => value),
    update: (id, change) =>
      store()('readwrite', (objects) => {
        const read = objects.get(id);
        return new Promise<void>((resolve, reject) => {
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            const next = change(read.result as T | undefined);
            const write = next === undefined ? objects.delete(id) : objects.put(next, id);
            write.onerror = () => reject(write.error);
            write.onsuccess = () => resolve();
          };
        });
      }),
  };
}
