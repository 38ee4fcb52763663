/**
 * `npm run bench:admin`: how fast the back office's lists answer at scale. Seeds the volume seed
 * (10,000 products, 50,000 customers, 100,000 orders; server/db/seed/volume.ts) into a fresh
 * database, starts the server as its own process (as `npm start` runs it), and calls each admin
 * list as an admin would, one call at a time: the first page, a search, a filter and a deep page.
 * Prints p50 and p95 per call (goal: p95 <= 50 ms), then the same for the reports (sales,
 * customers, products over 30 days and a year; goal: p95 <= 200 ms), on the embedded database and, when
 * TEST_DATABASE_URL (or BENCH_DATABASE_URL) is set, on PostgreSQL.
 *
 * The machine's load average is printed before and after each database's calls: on a shared
 * machine the figures are mostly queueing for the CPU, and mean little without it.
 *
 * Options (env): BENCH_REPEATS (default 40 calls each), VOLUME_PRODUCTS / _CUSTOMERS / _ORDERS.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrate, openDatabase } from '../server/db/client';
import { admins } from '../server/db/schema';
import { seedVolume, VOLUME_DEFAULTS } from '../server/db/seed/volume';
import { hashPassword } from '../server/lib/passwords';
import { startServerProcess } from './server-process';

const REPEATS = Number(process.env.BENCH_REPEATS ?? 40);
const WARM_UP = 3;
const GOAL_MS = 50;
const COUNTS = {
  products: Number(process.env.VOLUME_PRODUCTS ?? VOLUME_DEFAULTS.products),
  customers: Number(process.env.VOLUME_CUSTOMERS ?? VOLUME_DEFAULTS.customers),
  orders: Number(process.env.VOLUME_ORDERS ?? VOLUME_DEFAULTS.orders),
};
const SECRETS = {
  CUSTOMER_JWT_SECRET: 'bench-customer-secret-0123456789-abcdefghijklmnop',
  ADMIN_JWT_SECRET: 'bench-admin-secret-0123456789-abcdefghijklmnopqrstu',
};
const ADMIN = { email: 'bench-admin@example.com', password: 'lavender-ledger-2026' };

/** Each list: the first page, a search, a filter, a deep page (about four fifths of the way down). */
const CALLS: ReadonlyArray<[string, string]> = [
  ['customers: first page', '/admin/customers'],
  ['customers: search', '/admin/customers?search=okafor'],
  ['customers: filter', '/admin/customers?status=archived&sortBy=name&sortOrder=asc'],
  ['customers: deep page', `/admin/customers?page=${Math.floor((COUNTS.customers / 20) * 0.8)}`],
  ['customers: by spend', '/admin/customers?sortBy=totalSpent&sortOrder=desc'],
  ['customers: by orders, deep', `/admin/customers?sortBy=orderCount&sortOrder=asc&page=${Math.floor((COUNTS.customers / 20) * 0.8)}`],
  ['products: first page', '/admin/products'],
  ['products: search', '/admin/products?search=rosehip%20serum'],
  ['products: filter', '/admin/products?stockStatus=low%20stock&category=face'],
  ['products: deep page', `/admin/products?page=${Math.floor((COUNTS.products / 20) * 0.8)}`],
  ['orders: first page', '/admin/orders'],
  ['orders: search', '/admin/orders?search=customer4242%40'],
  ['orders: filter', '/admin/orders?status=shipped&paymentStatus=paid'],
  ['orders: deep page', `/admin/orders?page=${Math.floor((COUNTS.orders / 20) * 0.8)}`],
  ['dashboard: overview', '/admin/dashboard/overview'],
  ['dashboard: 30-day stats', '/admin/dashboard/stats'],
];

/** The reports (goal p95 <= 200 ms, docs/architecture.md#performance-goals): the default 30 days by day, and the seed's whole year by month. */
const YEAR_AGO = new Date(Date.now() - 364 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const REPORT_CALLS: ReadonlyArray<[string, string]> = [
  ['sales: 30 days by day', '/admin/reports/sales'],
  ['sales: a year by month', `/admin/reports/sales?from=${YEAR_AGO}&groupBy=month`],
  ['customers: 30 days', '/admin/reports/customers'],
  ['customers: a year', `/admin/reports/customers?from=${YEAR_AGO}&groupBy=month`],
  ['products: 30 days', '/admin/reports/products'],
  ['products: a year', `/admin/reports/products?from=${YEAR_AGO}&groupBy=month`],
  ['products: a year as CSV', `/admin/reports/products/export?from=${YEAR_AGO}&groupBy=month`],
];
const REPORT_GOAL_MS = 200;

/** The 1, 5 and 15 minute load averages and the core count, as uptime prints them. */
const load = () => `load average ${os.loadavg().map((n) => n.toFixed(2)).join(', ')} on ${os.cpus().length} cores`;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function run(label: string, databaseUrl: string | undefined) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'verdant-bench-admin-'));
  const setup = await openDatabase({ databaseUrl, dataDir });
  const seeded = Date.now();
  await migrate(setup);
  await seedVolume(setup.db, await hashPassword('volume-shopper-2026'), COUNTS);
  await setup.db.insert(admins).values({ name: 'Bench Admin', email: ADMIN.email, passwordHash: await hashPassword(ADMIN.password) });
  await setup.close();
  console.log(`\nadmin lists on ${label}: ${COUNTS.products} products, ${COUNTS.customers} customers, ${COUNTS.orders} orders (seeded in ${((Date.now() - seeded) / 1000).toFixed(0)} s); ${REPEATS} calls each; ${load()}`);

  const server = await startServerProcess({ ...SECRETS, NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, RATE_LIMIT_PER_MINUTE: '100000000' });
  const base = `http://127.0.0.1:${server.port}/api/v1`;
  try {
    const login = await fetch(`${base}/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const headers = { authorization: `Bearer ${token}` };
    const timed = async (url: string) => {
      const times: number[] = [];
      for (let n = 0; n < WARM_UP + REPEATS; n++) {
        const started = performance.now();
        const res = await fetch(`${base}${url}`, { headers });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${url}: ${res.status}`);
        if (n >= WARM_UP) times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      return { p50: percentile(times, 50), p95: percentile(times, 95) };
    };
    const line = (name: string, p50: number, p95: number, goal: number) =>
      console.log(`  ${name.padEnd(24)} p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms${p95 > goal ? `  (over the ${goal} ms goal)` : ''}`);
    let over = 0;
    for (const [name, url] of CALLS) {
      const { p50, p95 } = await timed(url);
      if (p95 > GOAL_MS && !name.startsWith('dashboard')) over += 1;
      line(name, p50, p95, GOAL_MS);
    }
    console.log(`  lists over the goal: ${over} of ${CALLS.filter(([name]) => !name.startsWith('dashboard')).length}`);
    let reportsOver = 0;
    for (const [name, url] of REPORT_CALLS) {
      const { p50, p95 } = await timed(url);
      if (p95 > REPORT_GOAL_MS) reportsOver += 1;
      line(name, p50, p95, REPORT_GOAL_MS);
    }
    console.log(`  reports over the goal: ${reportsOver} of ${REPORT_CALLS.length}`);
    console.log(`  (${load()} at the end)`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await run('the embedded database (PGlite)', undefined);

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (adminUrl) {
  const name = `verdant_bench_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    await run('PostgreSQL', url.toString());
  } finally {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  }
} else {
  console.log('\n(PostgreSQL: set TEST_DATABASE_URL or BENCH_DATABASE_URL to measure it too)');
}
