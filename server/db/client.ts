/**
 * Opens the database: embedded PGlite in DATA_DIR by default, node-postgres when DATABASE_URL is
 * set. Both give the same Drizzle API over the same schema and migrations.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
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
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded database in `dataDir` is used. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Use an in-memory PGlite (tests). */
  inMemory?: boolean;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const [{ drizzle }, pg] = await Promise.all([import('drizzle-orm/node-postgres'), import('pg')]);
    const pool = new pg.default.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client's network error must not crash the process; the next query reports it.
    pool.on('error', () => {});
    const db = drizzle(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      url: options.databaseUrl,
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  const [{ drizzle }, { PGlite }, { pg_trgm }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  // The extensions the migrations create: PGlite bundles them but loads only those named here.
  const extensions = { pg_trgm };
  let client: InstanceType<typeof PGlite>;
  if (options.inMemory) {
    client = new PGlite({ extensions });
  } else {
    const dir = path.join(options.dataDir, 'pglite');
    // PGlite does not create parent folders (STACK.md trap 8).
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { extensions });
  }
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await run(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
  }
}
