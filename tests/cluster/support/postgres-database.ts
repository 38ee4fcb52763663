/**
 * A throwaway PostgreSQL database on TEST_DATABASE_URL for a cluster test: created empty, dropped
 * (connections and all) afterwards. Absent TEST_DATABASE_URL, tests that need one are skipped.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const postgresUrl = process.env.TEST_DATABASE_URL;

export interface ThrowawayDatabase {
  url: string;
  drop(): Promise<void>;
}

async function asAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createThrowawayDatabase(prefix: string): Promise<ThrowawayDatabase> {
  if (!postgresUrl) throw new Error('a PostgreSQL cluster test needs TEST_DATABASE_URL');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await asAdmin(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => asAdmin(`drop database if exists ${name} with (force)`) };
}
