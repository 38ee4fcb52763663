/**
 * `npm run bench`: requests per second of GET /api/v1/general/products, and of three server-rendered
 * pages as HTML (the landing page, a product page and the products list), on the real app
 * (seeded embedded database, all plugins, the built renderer, as `npm start` runs it) beside a bare
 * node:http server that answers the same bytes, measured side by side in one run, alternating, and
 * their ratio. Every request asks for brotli as a browser does (`Accept-Encoding: br`), so the
 * shop sends what it sends a browser (its cached compressed copy) and the bare server the same bytes.
 *
 * Then the access log's cost (docs/decisions/0193-access-log.md): the catalogue call against the
 * same app built twice on the same database, once at LOG_LEVEL=info writing its line per request
 * to a file, once at warn (no line), in alternating rounds, with the machine's load beside them.
 *
 * Options (env): BENCH_SECONDS (default 8 per round), BENCH_CONNECTIONS (default 50),
 * BENCH_ROUNDS (default 2), BENCH_PART (`pages` or `access-log`: only that part).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type autocannon from 'autocannon';
import pino from 'pino';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { prepareDatabase } from '../server/db/prepare';
import { adminPasswordProblem } from '../server/modules/accounts';
import { buildIfStale } from './build-if-stale';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
/** The catalogue call, then pages as HTML (a product of the seed catalogue, server/db/seed/catalogue.ts). */
const ROUTES = ['/api/v1/general/products', '/', '/products/rosehip-sea-buckthorn-facial-oil', '/products'];
/** What a browser asks for (Chromium sends `gzip, deflate, br, zstd`; the shop answers those with brotli). */
const ACCEPT_ENCODING = 'br';
const AUTOCANNON = path.resolve(import.meta.dirname, '..', 'node_modules', 'autocannon', 'autocannon.js');
const run = promisify(execFile);

/** One GET with the browser's Accept-Encoding: status, headers and the body as sent. */
function rawGet(url: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': ACCEPT_ENCODING } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

/** The load runs in its own process (autocannon's CLI) so it never shares the servers' event loop. */
async function measure(url: string): Promise<{ rps: number; p99: number; errors: number; cpuMicrosPerRequest: number }> {
  // The servers run in this process and the load in another: this process's CPU time is theirs.
  const cpuBefore = process.cpuUsage();
  const { stdout } = await run(process.execPath, [
    AUTOCANNON,
    '--json',
    '--connections', String(CONNECTIONS),
    '--duration', String(SECONDS),
    '--headers', `accept-encoding=${ACCEPT_ENCODING}`,
    url,
  ], { maxBuffer: 64 * 1024 * 1024 });
  const result = JSON.parse(stdout) as autocannon.Result;
  const cpu = process.cpuUsage(cpuBefore);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuMicrosPerRequest: (cpu.user + cpu.system) / Math.max(1, result.requests.total),
  };
}

// The pages are rendered by the build's server renderer: build it when the sources are newer.
const buildFailed = buildIfStale();
if (buildFailed !== null) process.exit(buildFailed);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'verdant-bench-'));
const config = loadConfig({ SHOP_DEMO: 'true', ...process.env, DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', RATE_LIMIT_PER_MINUTE: '100000000' });
const database = await openDatabase({ dataDir });
await prepareDatabase(database, config, () => {}, adminPasswordProblem);
const app = await buildApp({ config, database });
await app.listen({ host: '127.0.0.1', port: 0 });
const appPort = (app.server.address() as AddressInfo).port;

/** The app against a bare server sending the app's own answer for `route`: their ratio. */
async function compare(route: string): Promise<number> {
  // As autocannon will ask; node:http, not fetch, which would undo the brotli.
  const sample = await rawGet(`http://127.0.0.1:${appPort}${route}`);
  if (sample.status !== 200) throw new Error(`GET ${route} answered ${sample.status}`);
  const { body } = sample;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(sample.headers)) {
    if (typeof value === 'string' && !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)) headers[name] = value;
  }
  const bare = http.createServer((_request, response) => {
    response.writeHead(200, headers);
    response.end(body);
  });
  const barePort = await listen(bare);

  console.log(`\nGET ${route}: ${(body.length / 1024).toFixed(1)} KiB ${headers['content-type']?.split(';')[0]} (${headers['content-encoding'] ?? 'not compressed'}), ${Object.keys(headers).length} headers; ${CONNECTIONS} connections, ${SECONDS} s per round, ${ROUNDS} rounds`);
  const totals = { app: 0, bare: 0 };
  for (let round = 1; round <= ROUNDS; round += 1) {
    const b = await measure(`http://127.0.0.1:${barePort}${route}`);
    const a = await measure(`http://127.0.0.1:${appPort}${route}`);
    totals.bare += b.rps;
    totals.app += a.rps;
    console.log(`round ${round}: bare node:http ${b.rps.toFixed(0)} req/s (p99 ${b.p99} ms, ${b.errors} errors) | shop ${a.rps.toFixed(0)} req/s (p99 ${a.p99} ms, ${a.errors} errors)`);
  }
  bare.close();
  const ratio = totals.app / totals.bare;
  console.log(`bare node:http: ${(totals.bare / ROUNDS).toFixed(0)} req/s`);
  console.log(`shop:           ${(totals.app / ROUNDS).toFixed(0)} req/s`);
  console.log(`ratio:          ${ratio.toFixed(2)} (goal >= 0.80)`);
  return ratio;
}

const load = () => os.loadavg().map((figure) => figure.toFixed(2)).join(', ');

/** The catalogue call with and without the access line, alternating which goes first. */
async function accessLogCost(): Promise<void> {
  const route = ROUTES[0]!;
  const logFile = path.join(dataDir, 'access.log');
  const logged = await buildApp({
    config: { ...config, logLevel: 'info' },
    database,
    logDestination: pino.destination({ dest: logFile, sync: true }),
  });
  await logged.listen({ host: '127.0.0.1', port: 0 });
  const loggedPort = (logged.server.address() as AddressInfo).port;
  console.log(`\nAccess log cost, GET ${route}: the app at LOG_LEVEL=warn (no line) and at info (one line per request, to a file); ${CONNECTIONS} connections, ${SECONDS} s per round, ${ROUNDS} rounds`);
  const totals = { without: 0, with: 0, cpuWithout: 0, cpuWith: 0 };
  for (let round = 1; round <= ROUNDS; round += 1) {
    const order = round % 2 === 1 ? (['without', 'with'] as const) : (['with', 'without'] as const);
    const figures: Record<string, Awaited<ReturnType<typeof measure>>> = {};
    for (const side of order) figures[side] = await measure(`http://127.0.0.1:${side === 'with' ? loggedPort : appPort}${route}`);
    totals.without += figures.without!.rps;
    totals.with += figures.with!.rps;
    totals.cpuWithout += figures.without!.cpuMicrosPerRequest;
    totals.cpuWith += figures.with!.cpuMicrosPerRequest;
    console.log(
      `round ${round}: without the line ${figures.without!.rps.toFixed(0)} req/s, ${figures.without!.cpuMicrosPerRequest.toFixed(0)} µs CPU/request (p99 ${figures.without!.p99} ms) | ` +
        `with it ${figures.with!.rps.toFixed(0)} req/s, ${figures.with!.cpuMicrosPerRequest.toFixed(0)} µs CPU/request (p99 ${figures.with!.p99} ms) | load ${load()}`,
    );
  }
  await logged.close();
  const lines = readFileSync(logFile, 'utf8').split('\n').filter((line) => line.includes('"msg":"request"')).length;
  const change = (totals.with / totals.without - 1) * 100;
  console.log(`without the access line: ${(totals.without / ROUNDS).toFixed(0)} req/s`);
  console.log(`with the access line:    ${(totals.with / ROUNDS).toFixed(0)} req/s (${lines} lines written)`);
  console.log(`throughput change:       ${change.toFixed(1)}% (goal: within 5%)`);
  // On a busy machine throughput follows the load; the server's CPU time per request does not.
  const cpuChange = (totals.cpuWith / totals.cpuWithout - 1) * 100;
  console.log(`CPU per request:         ${(totals.cpuWithout / ROUNDS).toFixed(0)} µs without, ${(totals.cpuWith / ROUNDS).toFixed(0)} µs with (${cpuChange >= 0 ? '+' : ''}${cpuChange.toFixed(1)}%: the throughput a CPU-bound process loses is about this share)`);
}

const part = process.env.BENCH_PART;
if (part !== 'access-log') {
  const ratios: string[] = [];
  for (const route of ROUTES) ratios.push(`${route} ${(await compare(route)).toFixed(2)}`);
  console.log(`\nratios to bare node:http (goal >= 0.80): ${ratios.join(' | ')}`);
}
if (part !== 'pages') await accessLogCost();

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
