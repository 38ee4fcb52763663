/**
 * Opens the database: embedded PGlite in DATA_DIR by default, node-postgres when DATABASE_URL is
 * set. Both give the same Drizzle API over the same schema and migrations. The embedded database
 * runs on a worker thread of its own, so its statements leave the request thread free
 * (pglite-worker-client.ts, docs/decisions/0238-the-embedded-database-on-its-own-thread.md). It is
 * locked to the process that opened it (data-dir-lock.ts); on PostgreSQL the migrations run under
 * an advisory lock, so processes starting together migrate one after another
 * (docs/decisions/0174-one-process-per-data-dir-and-migration-lock.md).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import { lockDataDir } from './data-dir-lock';
import { REPAIR_MIGRATION_TIMES } from './migration-times';
import { countStatements, statementCounter } from './statement-count';
import { resetTransactionsOnRelease, shopConnectionClass } from './pg-connection';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PoolStats } from '../lib/metrics';
import { EMBEDDED_START_PARAMS } from './embedded-memory';
import { type EmbeddedClient, type EmbeddedDatabaseLostError, PGliteWorkerClient } from './pglite-worker-client';

/**
 * Drizzle is opened without the schema: the shop writes its queries with the query builder and
 * `sql`, never the relational `db.query` API, and a database given its schema builds that API again,
 * a builder for every table, for each transaction it opens (27 KiB of garbage a paid order,
 * docs/measurements/checkout-cost.md, "Where an order's garbage comes from").
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** Rows of a raw SQL query; both drivers answer `{ rows }`, which the shared type cannot express. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's connection URL, for connections of their own (the change channel's LISTEN); none on PGlite. */
  url?: string;
  /** Cheap reachability probe for /health. */
  ping(): Promise<void>;
  /** Applies the pending migrations (on PostgreSQL one process at a time). */
  migrate(): Promise<void>;
  /** The embedded database's files as a gzipped tarball, taken while it runs (PGlite only). */
  dumpDataDir?: () => Promise<Blob>;
  /** Connections and queued queries now, for the metrics. */
  poolStats(): PoolStats;
  close(): Promise<void>;
}

/** How long a ping may take before the database counts as unreachable. */
export const PING_TIMEOUT_MS = 2_000;

/** Whether the database answers a ping within PING_TIMEOUT_MS (never throws). */
export async function isReachable(database: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  try {
    return await Promise.race([database.ping().then(() => true, () => false), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * PGlite serves one connection and queues the rest: counts the calls in flight through it (the
 * running one and those queued behind it) so the metrics can show the queue.
 */
function countInFlight<T extends object>(client: T, methods: readonly (keyof T)[]): { inFlight: () => number } {
  let inFlight = 0;
  for (const name of methods) {
    const original = client[name] as unknown as (...args: unknown[]) => Promise<unknown>;
    (client as Record<keyof T, unknown>)[name] = async (...args: unknown[]) => {
      inFlight += 1;
      try {
        return await original.apply(client, args);
      } finally {
        inFlight -= 1;
      }
    };
  }
  return { inFlight: () => inFlight };
}

/** How long opening a PostgreSQL connection may take: a database that stops answering fails fast. */
const CONNECT_TIMEOUT_MS = 5_000;
/**
 * How long a request may wait for a free connection when all are busy: a burst (a sale opening)
 * queues rather than failing, for a little less than the browser waits for an answer
 * (REQUEST_TIMEOUT_MS, 10 s, docs/product/constants-and-texts.md#timeouts), after which a 503
 * says to try again.
 */
const POOL_WAIT_MS = 8_000;

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any fixed 64-bit number: the advisory lock that start-up migrations queue on. */
export const MIGRATION_LOCK = 7_305_026;

/** Where the embedded database runs its statements (EMBEDDED_DB_THREAD). */
export type EmbeddedThread = 'worker' | 'main';

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded database in `dataDir` is used. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Use an in-memory PGlite (tests). */
  inMemory?: boolean;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /**
   * Whether repeated statements are prepared: on each PostgreSQL connection, and on the embedded
   * database's thread (statement-names.ts; on unless false: DATABASE_PREPARED_STATEMENTS=false, for
   * a pooler that cannot keep them, and a way back on the embedded database).
   */
  preparedStatements?: boolean;
  /** Restore: start a new embedded database from this dump (dumpDataDir's tarball); DATA_DIR must be new. */
  loadDataDir?: Blob;
  /**
   * Where the embedded database runs: a worker thread of its own (the default), or this thread, as
   * before (EMBEDDED_DB_THREAD; docs/decisions/0238-the-embedded-database-on-its-own-thread.md).
   */
  embeddedThread?: EmbeddedThread;
  /** Told when the embedded database's thread stops without being closed (server/main.ts exits then). */
  onEmbeddedLost?: (error: EmbeddedDatabaseLostError) => void;
}

/** Opens PGlite on this thread: the request thread runs every statement itself. */
async function openPGliteHere(dir: string | undefined, loadDataDir: Blob | undefined): Promise<EmbeddedClient> {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([import('@electric-sql/pglite'), import('@electric-sql/pglite/contrib/pg_trgm')]);
  // The extensions the migrations create: PGlite bundles them but loads only those named here.
  const options = { extensions: { pg_trgm }, startParams: [...EMBEDDED_START_PARAMS], ...(loadDataDir ? { loadDataDir } : {}) };
  const client = dir ? new PGlite(dir, options) : new PGlite(options);
  await client.waitReady;
  return client;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const [{ drizzle }, pg] = await Promise.all([import('drizzle-orm/node-postgres'), import('pg')]);
    // pg's one setting, connectionTimeoutMillis, bounds both the wait for a free connection (the
    // pool's) and the opening of a new one (each client's): the client class gives them apart. It
    // also names repeated statements and pipelines BEGIN and COMMIT with statements (pg-connection.ts).
    const Client = shopConnectionClass(pg.default, { connectTimeoutMs: CONNECT_TIMEOUT_MS, preparedStatements: options.preparedStatements !== false });
    const pool = new pg.default.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: POOL_WAIT_MS,
      Client,
    });
    // An idle client's network error must not crash the process; the next query reports it.
    pool.on('error', () => {});
    resetTransactionsOnRelease(pool);
    const db = drizzle(pool, { logger: statementCounter }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      url: options.databaseUrl,
      ping: async () => {
        await pool.query('select 1');
      },
      migrate: async () => {
        const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
        // A session lock on a connection of its own: every other process starting now waits here,
        // then finds the migrations applied and has nothing to do.
        const holder = await pool.connect();
        try {
          await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await holder.query(REPAIR_MIGRATION_TIMES);
          await run(db as never, { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
          holder.release();
        }
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  let unlock = () => {};
  let dir: string | undefined;
  if (!options.inMemory) {
    // Before PGlite touches the files: a second process is refused here, not after a clash.
    unlock = lockDataDir(options.dataDir);
    dir = path.join(options.dataDir, 'pglite');
    // PGlite does not create parent folders.
    mkdirSync(dir, { recursive: true });
  }
  let client: EmbeddedClient;
  try {
    client =
      options.embeddedThread === 'main'
        ? await openPGliteHere(dir, options.loadDataDir)
        : await PGliteWorkerClient.open({ dataDir: dir, loadDataDir: options.loadDataDir, onLost: options.onEmbeddedLost, preparedStatements: options.preparedStatements });
  } catch (error) {
    unlock();
    throw error;
  }
  const { drizzle } = await import('drizzle-orm/pglite');
  const queue = countInFlight(client, ['query', 'exec', 'transaction']);
  // PGlite sends a transaction's BEGIN and COMMIT itself, where Drizzle's statement count cannot see them.
  const transaction = client.transaction.bind(client);
  client.transaction = ((work: Parameters<typeof transaction>[0]) => {
    countStatements(2);
    return transaction(work);
  }) as typeof client.transaction;
  const db = drizzle(client as never, { logger: statementCounter }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    poolStats: () => {
      const inFlight = queue.inFlight();
      return { total: 1, idle: inFlight === 0 ? 1 : 0, waiting: Math.max(0, inFlight - 1) };
    },
    migrate: async () => {
      const { migrate: run } = await import('drizzle-orm/pglite/migrator');
      await client.exec(REPAIR_MIGRATION_TIMES);
      await run(db as never, { migrationsFolder: MIGRATIONS_DIR });
    },
    dumpDataDir: () => client.dumpDataDir('gzip'),
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

export function migrate(database: Database): Promise<void> {
  return database.migrate();
}
