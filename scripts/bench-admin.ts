/**
 * `npm run bench:admin`: how fast the back office's lists answer at scale. Seeds the volume seed
 * (10,000 products, 50,000 customers, 100,000 orders; server/db/seed/volume.ts) into a fresh
 * database, starts the server as its own process (as `npm start` runs it), and calls each admin
 * list as an admin would, one call at a time: the first page, a search, a filter and a deep page.
 * Prints p50 and p95 per call (goal: p95 <= 50 ms), then the same for the reports (sales,
 * customers, products over 30 days and a year; goal: p95 <= 200 ms), then the CSV exports of the whole
 * orders list and of its order lines (docs/decisions/0229-list-exports.md): the time to the last
 * byte, the bytes and rows, and the server process's resident memory before and at its peak while
 * the file streams (sampled from /proc every 10 ms), on the embedded database and, when
 * TEST_DATABASE_URL (or BENCH_DATABASE_URL) is set, on PostgreSQL.
 *
 * The machine's load average is printed before and after each database's calls: on a shared
 * machine the figures are mostly queueing for the CPU, and mean little without it.
 *
 * Options (env): BENCH_REPEATS (default 40 calls each), VOLUME_PRODUCTS / _CUSTOMERS / _ORDERS,
 * BENCH_EXPORTS_ONLY=1 (skip the lists and reports, measure the exports alone).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate, openDatabase } from '../server/db/client';
import { admins } from '../server/db/schema';
import { seedVolume, VOLUME_DEFAULTS } from '../server/db/seed/volume';
import { hashPassword } from '../server/lib/passwords';
import { onEachEngine } from './bench-engines';
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
  ['products: a year by size as CSV', `/admin/reports/products/export?from=${YEAR_AGO}&groupBy=month&table=sizes`],
];
const REPORT_GOAL_MS = 200;

/** The whole lists as CSV: every order, then every order line (the list's default sort). */
const EXPORT_CALLS: ReadonlyArray<[string, string]> = [
  ['orders as CSV', '/admin/orders/export'],
  ['order lines as CSV', '/admin/orders/lines/export'],
];
const EXPORTS_ONLY = process.env.BENCH_EXPORTS_ONLY === '1';

/** A process's resident memory now, in MiB (VmRSS in /proc/<pid>/status; Linux). */
const residentMiB = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN) / 1024;

/** The 1, 5 and 15 minute load averages and the core count, as uptime prints them. */
const load = () => `load average ${os.loadavg().map((n) => n.toFixed(2)).join(', ')} on ${os.cpus().length} cores`;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function run(label: string, databaseUrl: string | undefined) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'verdant-bench-admin-'));
  const setup = await openDatabase({ databaseUrl, dataDir });
  const seeded = Date.now();
  await migrate(setup);
  await seedVolume(setup.db, await hashPassword('volume-shopper-2026'), COUNTS);
  await setup.db.insert(admins).values({ name: 'Bench Admin', email: ADMIN.email, role: 'owner', passwordHash: await hashPassword(ADMIN.password) });
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
    if (!EXPORTS_ONLY) await listsAndReports(timed, line);
    // The exports: each read to its last byte as a browser would, counted and dropped as it comes.
    const pid = server.child.pid!;
    for (const [name, url] of EXPORT_CALLS) {
      const before = residentMiB(pid);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, residentMiB(pid))), 10);
      const started = performance.now();
      const res = await fetch(`${base}${url}`, { headers });
      if (!res.ok || !res.body) throw new Error(`${url}: ${res.status}`);
      let bytes = 0;
      let lines = 0;
      for await (const chunk of res.body) {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) lines += 1;
      }
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      peak = Math.max(peak, residentMiB(pid));
      console.log(
        `  ${name.padEnd(24)} ${seconds.toFixed(1).padStart(6)} s to the last byte  ${(lines - 1).toLocaleString('en-US')} rows  ${(bytes / 2 ** 20).toFixed(1)} MiB` +
          `  server RSS ${before.toFixed(0)} MiB before, ${peak.toFixed(0)} MiB at its peak (+${(peak - before).toFixed(0)} MiB)`,
      );
    }
    console.log(`  (${load()} at the end)`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

type Timed = (url: string) => Promise<{ p50: number; p95: number }>;
type Line = (name: string, p50: number, p95: number, goal: number) => void;

async function listsAndReports(timed: Timed, line: Line) {
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
}

await onEachEngine(run);
