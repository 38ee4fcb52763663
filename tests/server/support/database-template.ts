/**
 * One migrated database per test run, copied for each test file instead of migrated again
 * (vitest's global setup for the `node` and `server-pg` projects, vitest.config.ts). Starting an
 * embedded PostgreSQL from scratch runs initdb in WebAssembly and then every migration: 2-3 s per
 * file on a quiet 2-core machine, 6-15 s under load, for a hundred files twice. A file now loads the
 * dump of one that was made once (PGlite's loadDataDir) or, on PostgreSQL, is created from a
 * migrated template database (CREATE DATABASE ... TEMPLATE, a file copy).
 *
 * The template is made afresh each run, from the migrations as they are, so it cannot be stale.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate, openDatabase } from '../../../server/db/client';
import { createEmptyPostgresDatabase } from '../../support/postgres-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The embedded template's dump (a gzip tarball), or '' when none was made. */
    embeddedTemplate: string;
    /** The PostgreSQL template database's name, or ''. */
    postgresTemplate: string;
  }
}

/** Makes the embedded template: answers its dump's path and its teardown. */
export async function makeEmbeddedTemplate(): Promise<{ file: string; teardown: () => void }> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'verdant-test-template-'));
  const database = await openDatabase({ dataDir: folder, inMemory: true });
  try {
    await migrate(database);
    const dump = await database.dumpDataDir!();
    const file = path.join(folder, 'migrated.tar.gz');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return { file, teardown: () => rmSync(folder, { recursive: true, force: true }) };
  } finally {
    await database.close();
  }
}

/** Makes the PostgreSQL template on TEST_DATABASE_URL's server: answers its name and its teardown. */
export async function makePostgresTemplate(serverUrl: string): Promise<{ name: string; teardown: () => Promise<void> }> {
  const template = await createEmptyPostgresDatabase(serverUrl);
  const database = await openDatabase({ databaseUrl: template.url, dataDir: os.tmpdir(), poolSize: 2 });
  try {
    await migrate(database);
  } finally {
    // A template may have no one connected while it is copied.
    await database.close();
  }
  return { name: template.name, teardown: template.drop };
}
