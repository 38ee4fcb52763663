/**
 * Short transactions: the checkout's, a few statements with a little code between them. On the
 * embedded database a transaction holds the one connection from BEGIN to COMMIT, so while its
 * code waits for the request thread's event loop to come round to each answer, no other statement
 * can run: under load, those waits were a third of the database thread's time. The statements of
 * a transaction begun inside `asShortTransaction` are answered to a request thread that blocks for
 * them instead (pglite-worker-client.ts, decision 0241). PostgreSQL's connections are not shared,
 * so there it changes nothing.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const scope = new AsyncLocalStorage<true>();

/** Runs `work`; a transaction it begins is a short one. */
export function asShortTransaction<T>(work: () => Promise<T>): Promise<T> {
  return scope.run(true, work);
}

/** Whether a transaction begun now is a short one. */
export const isShortTransaction = (): boolean => scope.getStore() === true;
