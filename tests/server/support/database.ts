/**
 * A fresh, migrated database per test file: in-memory PGlite by default; a throwaway PostgreSQL
 * database (created and dropped here) when the suite runs as the `server-pg` project, which
 * vitest.config.ts enables only when TEST_DATABASE_URL is set. Both are copies of the run's
 * migrated template (database-template.ts) when the global setup made one.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, migrate, openDatabase } from '../../../server/db/client';

export const onPostgres = process.env.DB_TARGET === 'postgres';

export interface TestDatabase extends Database {
  dataDir: string;
  /** The PostgreSQL database's URL, for a second connection pool (a second server); none on PGlite. */
  url?: string;
  dispose(): Promise<void>;
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** The run's migrated template (database-template.ts), when the global setup made one and the file wants a migrated database. */
function templateFor(migrated: boolean): { embedded: string; postgres: string } {
  if (!migrated) return { embedded: '', postgres: '' };
  // Outside a project with the global setup (a file run on its own config), nothing was provided.
  const provided = (key: 'embeddedTemplate' | 'postgresTemplate') => {
    try {
      return inject(key) ?? '';
    } catch {
      return '';
    }
  };
  return { embedded: provided('embeddedTemplate'), postgres: provided('postgresTemplate') };
}

export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'verdant-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = templateFor(options.migrate !== false);
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  let url: string | undefined;

  if (onPostgres) {
    if (!adminUrl) throw new Error('DB_TARGET=postgres needs TEST_DATABASE_URL');
    const name = `verdant_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(template.postgres ? `create database ${name} template ${template.postgres}` : `create database ${name}`);
    await admin.end();
    url = withDatabaseName(adminUrl, name);
    database = await openDatabase({ databaseUrl: url, dataDir, poolSize: 20 });
    drop = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else {
    const loadDataDir = template.embedded ? new Blob([readFileSync(template.embedded)]) : undefined;
    database = await openDatabase({ dataDir, inMemory: true, ...(loadDataDir ? { loadDataDir } : {}) });
  }
  const copied = onPostgres ? template.postgres !== '' : template.embedded !== '';
  if (options.migrate !== false && !copied) await migrate(database);
  return {
    ...database,
    dataDir,
    url,
    async dispose() {
      // A test that plays the database going away has closed it already, and a second close
      // refuses; the throwaway database is dropped and its folder removed either way, so no test
      // leaves one behind on the server.
      await database.close().catch(() => {});
      await drop?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
