/**
 * What the process benchmarks (checkout cost, the drop) share: running one scenario on the
 * embedded database and then, when TEST_DATABASE_URL or BENCH_DATABASE_URL is set, on a scratch
 * PostgreSQL database made for it and dropped after; and the two figures every table prints.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';

/** The p-th percentile of sorted figures (NaN for none). */
export const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : Number.NaN);

/** The machine's load averages, printed beside every timing. */
export const loadNow = () => os.loadavg().map((figure) => figure.toFixed(2)).join(', ');

/**
 * Runs `run` on the embedded database (no URL), then on a fresh PostgreSQL database if one is
 * configured. BENCH_ENGINES=embedded or =postgres runs the one (a sitting that compares builds on
 * one engine gets twice the runs in the same time).
 */
export async function onEachEngine(run: (label: string, databaseUrl: string | undefined) => Promise<void>): Promise<void> {
  const only = process.env.BENCH_ENGINES;
  if (only !== 'postgres') await run('the embedded database (PGlite)', undefined);
  if (only === 'embedded') return;
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.log('\n(PostgreSQL: set TEST_DATABASE_URL or BENCH_DATABASE_URL to measure it too)');
    return;
  }
  const name = `verdant_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    await run('PostgreSQL', url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
