/**
 * Queries built once per database instead of on every call (decision 0239). Drizzle builds a
 * query's SQL from its builder each time it runs: for a select of a whole order row and its
 * payment, about a tenth of a millisecond, on every checkout call. A prepared query (Drizzle's
 * `.prepare()`, values as `sql.placeholder`) keeps the built text and only fills in the values; on
 * PostgreSQL its name also makes each connection parse it once (statement-names.ts does that for
 * every other repeated statement).
 *
 * Drizzle runs a prepared query on the database it was prepared on, never inside a transaction, so
 * this is for the fixed queries a request sends on its own: the checkout's reads and the payment's
 * insert, the token check.
 */
import type { Db } from './client';

/** `build`'s queries, made once for each database handle and kept with it. */
export function preparedFor<T>(build: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let queries = made.get(db);
    if (!queries) {
      queries = build(db);
      made.set(db, queries);
    }
    return queries;
  };
}
