/**
 * Writes and what must follow them. A write that changes the catalogue must invalidate the
 * catalogue cache, and one that queues email must start delivery, but only once the transaction
 * has committed (never for a rollback, never before the rows are visible to the job that sends
 * them). Handlers used to remember to call `invalidate()` and `kick()`; now the code that makes
 * the change records it against its transaction (`recordChange(tx, 'emails')`, done by
 * `queueEmail` and the stock functions themselves), and `store.write` runs the effects once,
 * after the commit, through the one `afterCommit` the app wires up.
 *
 * A change recorded on a transaction that did not come from `store.write` (a test's raw
 * transaction) is simply not followed up: the jobs' own intervals still pick the work up.
 */
import type { Db, Tx } from './client';

/**
 * What a transaction changed that something must follow up; orders placed and paid feed the
 * metrics. 'stock' is a sale or a release: only the answers showing those products' stock go
 * (recordStockChange, docs/decisions/0223-stock-changes-keep-the-catalogue.md), where 'catalogue'
 * (an admin's edit) drops every cached answer.
 */
export type Change = 'catalogue' | 'stock' | 'emails' | 'push' | 'campaigns' | 'order-placed' | 'order-paid';

/** `stockChanged`: the products whose stock the transaction changed (empty without a 'stock' change). */
export type AfterCommit = (changes: ReadonlySet<Change>, stockChanged: ReadonlySet<string>) => void;

/**
 * Runs inside the transaction once `work` is done, before the commit: for what must commit or roll
 * back with the change itself (the notification other processes get, db/change-channel.ts).
 */
export type BeforeCommit = (tx: Tx, changes: ReadonlySet<Change>) => Promise<void>;

export interface Store {
  /** For reads (and for writes that need no follow-up). */
  db: Db;
  /** Runs `work` in one transaction; after it commits, runs the effects of what it recorded. */
  write<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
}

const changesOf = new WeakMap<object, Set<Change>>();
const stockChangedBy = new WeakMap<object, Set<string>>();

/** Notes that this transaction changed something with an after-commit effect. */
export function recordChange(tx: object, change: Change): void {
  changesOf.get(tx)?.add(change);
}

/** Notes that this transaction changed these products' stock. */
export function recordStockChange(tx: object, productIds: Iterable<string>): void {
  const ids = stockChangedBy.get(tx);
  if (!ids) return;
  for (const id of productIds) ids.add(id);
  recordChange(tx, 'stock');
}

/**
 * Runs `work` in a savepoint of `tx`: a refusal inside (a throw) undoes only what `work` wrote, and
 * the transaction goes on. What `work` records counts for `tx` only once the savepoint is released:
 * a savepoint rolled back leaves no change noted that did not happen.
 */
export async function inSavepoint<T>(tx: Tx, work: (inner: Tx) => Promise<T>): Promise<T> {
  const changes = new Set<Change>();
  const stockChanged = new Set<string>();
  const result = await tx.transaction(async (inner) => {
    changesOf.set(inner, changes);
    stockChangedBy.set(inner, stockChanged);
    return work(inner);
  });
  for (const change of changes) recordChange(tx, change);
  if (stockChanged.size > 0) recordStockChange(tx, stockChanged);
  return result;
}

export function createStore(db: Db, afterCommit: AfterCommit, beforeCommit?: BeforeCommit): Store {
  return {
    db,
    async write(work) {
      const changes = new Set<Change>();
      const stockChanged = new Set<string>();
      const result = await db.transaction(async (tx) => {
        changesOf.set(tx, changes);
        stockChangedBy.set(tx, stockChanged);
        const value = await work(tx);
        if (beforeCommit && changes.size > 0) await beforeCommit(tx, changes);
        return value;
      });
      if (changes.size > 0) afterCommit(changes, stockChanged);
      return result;
    },
  };
}
