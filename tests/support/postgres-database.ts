/**
 * A throwaway PostgreSQL database for process tests: created empty (no migrations: the shop's own
 * start-up applies them) on TEST_DATABASE_URL's server, dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const postgresServerUrl = process.env.TEST_DATABASE_URL;

export interface EmptyPostgresDatabase {
  url: string;
  name: string;
  /** Runs one query on the database (test checks). */
  query<T extends pg.QueryResultRow>(text: string): Promise<T[]>;
  drop(): Promise<void>;
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createEmptyPostgresDatabase(serverUrl = postgresServerUrl): Promise<EmptyPostgresDatabase> {
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `verdant_process_${randomBytes(5).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`create database ${name}`));
  const parsed = new URL(serverUrl);
  parsed.pathname = `/${name}`;
  const url = parsed.toString();
  return {
    url,
    name,
    query: (text) => onServer(url, async (client) => (await client.query(text)).rows),
    drop: () => onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}
