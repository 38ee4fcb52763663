/**
 * `npm run bench` (third part): a product drop. One product with DROP_UNITS units whose page
 * everyone reloads, the rest of the catalogue browsed steadily, and buyers checking out while it
 * sells. The shop runs as production runs it (the compiled server and the built pages, its own
 * process); the shoppers are this process. On the embedded database, and on PostgreSQL when
 * TEST_DATABASE_URL or BENCH_DATABASE_URL is set.
 *
 * Four phases of BENCH_DROP_SECONDS each, on one shop:
 * 1. Reads alone: READERS shoppers reload the drop's page (the rendered HTML and its product
 *    answer) and BROWSERS browse catalogue pages and other products' pages, each as fast as the
 *    answers come back.
 * 2. and 3. The same readers paced: their reads start on one schedule of BENCH_READ_RATE a second
 *    (by default half of what phase 1 managed), alone, then while BUYERS buy the first drop. On
 *    this machine the shoppers are one process on the same two cores as the shop, and as fast as
 *    they can go they take more CPU than the shop does: phase 1's figure is theirs as much as the
 *    shop's. Paced, the question is the one a drop asks: are the reads that come still served,
 *    and how fast.
 * 4. The readers as fast as they can again, while the buyers buy the second drop: each buyer tries
 *    the drop product (validate, create-order, payment, confirm) until it is sold out, and buys
 *    other products after, so stock keeps changing for the whole phase.
 *
 * Printed: reads a second in each phase and the ratios of selling to alone (goal >= 0.8), the CPU the shop, PostgreSQL
 * and the shoppers (this process) used in each, paid orders a second, p50
 * and p95 of every call, the drop's units sold (exactly DROP_UNITS: 0 oversold), answers 5xx (0),
 * and how fast a sold-out refusal comes (the "out of stock" answer, not a timeout).
 * docs/decisions/0223-stock-changes-keep-the-catalogue.md says why sales leave the catalogue cached;
 * past runs are in docs/measurements/product-drop.md and docs/measurements/checkout-cost.md.
 *
 * Options (env): BENCH_DROP_SECONDS (10), BENCH_READERS (110), BENCH_BROWSERS (40), BENCH_BUYERS (50),
 * BENCH_DROP_UNITS (100), BENCH_PROFILE (a folder: the shop writes a CPU profile of its run there).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { orderLines, orders, products } from '../server/db/schema';
import { startShop } from '../tests/support/shop-process';
import { loadNow, onEachEngine, percentile } from './bench-engines';
import { type RequestOptions, request } from './bench-http';
import { postgresCpuMs, processCpuMs } from './process-cpu';
import { buildIfStale } from './build-if-stale';

const SECONDS = Number(process.env.BENCH_DROP_SECONDS ?? 10);
const READERS = Number(process.env.BENCH_READERS ?? 110);
const BROWSERS = Number(process.env.BENCH_BROWSERS ?? 40);
const BUYERS = Number(process.env.BENCH_BUYERS ?? 50);
const DROP_UNITS = Number(process.env.BENCH_DROP_UNITS ?? 100);
/** Reads a second offered in the paced phases; by default half of what the readers managed alone. */
const PACED_RATE = process.env.BENCH_READ_RATE ? Number(process.env.BENCH_READ_RATE) : null;
const OTHER_PRODUCTS = 40;
const ADDRESS = { firstName: 'Ada', lastName: 'Greene', email: 'ada@example.com', phone: '+44 7700 900123', address1: '1 Garden Row', city: 'Bath', postalCode: 'BA1 1AA', country: 'GB' };

type Kind = 'drop page' | 'drop answer' | 'catalogue page' | 'other page' | 'validate' | 'create-order' | 'payment' | 'confirm' | 'sold-out refusal';

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;

class Tally {
  readonly times = new Map<Kind, number[]>();
  serverErrors = 0;
  failures = 0;
  record(kind: Kind, ms: number) {
    const list = this.times.get(kind) ?? [];
    list.push(ms);
    this.times.set(kind, list);
  }
  count(kinds: readonly Kind[]) {
    return kinds.reduce((sum, kind) => sum + (this.times.get(kind)?.length ?? 0), 0);
  }
}

const READ_KINDS: readonly Kind[] = ['drop page', 'drop answer', 'catalogue page', 'other page'];

/** One timed request; answers its status and JSON body (null for a page). */
async function timed(tally: Tally, kind: Kind, url: string, init: RequestOptions = {}) {
  const started = performance.now();
  const res = await request(url, init);
  const body = res.headers['content-type']?.includes('json') ? res.json<{ data: Record<string, unknown> | null; message: string }>() : null;
  const ms = performance.now() - started;
  if (res.status >= 500) tally.serverErrors += 1;
  return { status: res.status, body, ms, record: (as: Kind = kind) => tally.record(as, ms) };
}

async function run(label: string, databaseUrl: string | undefined) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'verdant-bench-drop-'));
  const setup = await openDatabase({ databaseUrl, dataDir });
  await setup.migrate();
  // Two drops: one sells while the readers come at their own pace, the other while they read as fast as they can.
  const drops = await setup.db
    .insert(products)
    .values(
      ['the-drop', 'the-second-drop'].map((slug) => ({
        slug,
        name: `Limited Rosehip Elixir${slug === 'the-drop' ? '' : ' II'}`,
        description: 'The drop everyone came for.',
        category: 'face',
        price: 4_800,
        stock: DROP_UNITS,
      })),
    )
    .returning({ id: products.id, slug: products.slug });
  const others = await setup.db
    .insert(products)
    .values(
      Array.from({ length: OTHER_PRODUCTS }, (_, i) => ({
        slug: `steady-${i}`,
        name: `Steady product ${i}`,
        description: 'Browsed while the drop sells.',
        category: ['face', 'body', 'hair'][i % 3]!,
        price: 900 + i * 100,
        stock: 1_000_000,
      })),
    )
    .returning({ id: products.id, slug: products.slug });
  await setup.close();

  const shop = await startShop({
    dataDir,
    databaseUrl,
    env: { RATE_LIMIT_PER_MINUTE: '100000000', LOG_LEVEL: 'warn', SEED: 'false' },
    nodeFlags: process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [],
  });
  const api = `${shop.url}/api/v1`;
  let stopAt = 0;
  let drop = drops[0]!;
  /** Paced reads: the start of every read is booked on one schedule of `rate` a second (null: as fast as they come back). */
  let pace: { rate: number; next: number } | null = null;
  const turn = async () => {
    if (!pace) return;
    const at = Math.max(pace.next, performance.now() - 100);
    pace.next = at + 1000 / pace.rate;
    const wait = at - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  };

  const reader = async (tally: Tally) => {
    while (Date.now() < stopAt) {
      await turn();
      (await timed(tally, 'drop page', `${shop.url}/products/${drop.slug}`, { headers: { 'accept-encoding': 'br' } })).record();
      await turn();
      (await timed(tally, 'drop answer', `${api}/general/products/${drop.id}`)).record();
    }
  };
  const browser = async (tally: Tally) => {
    while (Date.now() < stopAt) {
      await turn();
      (await timed(tally, 'catalogue page', `${shop.url}/products?page=${1 + Math.floor(Math.random() * 3)}`, { headers: { 'accept-encoding': 'br' } })).record();
      await turn();
      (await timed(tally, 'other page', `${shop.url}/products/${pick(others).slug}`, { headers: { 'accept-encoding': 'br' } })).record();
    }
  };
  const post = (token: string, body?: object, headers: Record<string, string> = {}): RequestOptions => ({
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  /** Answers false when the drop refused the order as out of stock. */
  const buy = async (tally: Tally, token: string, productId: string, isDrop: boolean): Promise<boolean> => {
    const bag = { items: [{ productId, quantity: 1 }], shippingAddress: ADDRESS, billingAddress: ADDRESS };
    const validated = await timed(tally, 'validate', `${api}/general/checkout/validate`, post(token, bag));
    if (validated.status === 409 && isDrop) {
      if (!/out of stock|left in stock/.test(validated.body?.message ?? '')) throw new Error(`refusal said: ${validated.body?.message}`);
      validated.record('sold-out refusal');
      return false;
    }
    if (validated.status !== 200) throw new Error(`validate ${validated.status} ${validated.body?.message}`);
    validated.record();
    // With an Idempotency-Key, as the storefront sends it (one per checkout attempt).
    const created = await timed(tally, 'create-order', `${api}/general/checkout/create-order`, post(token, bag, { 'idempotency-key': randomUUID() }));
    if (created.status === 409 && isDrop) {
      if (!/out of stock|left in stock/.test(created.body?.message ?? '')) throw new Error(`refusal said: ${created.body?.message}`);
      created.record('sold-out refusal');
      return false;
    }
    if (created.status !== 201) throw new Error(`create-order ${created.status} ${created.body?.message}`);
    created.record();
    const orderId = created.body!.data!.orderId as string;
    const intent = await timed(tally, 'payment', `${api}/general/checkout/${orderId}/payment`, post(token));
    if (intent.status !== 200) throw new Error(`payment ${intent.status} ${intent.body?.message}`);
    intent.record();
    const card = { clientSecret: intent.body!.data!.clientSecret, cardNumber: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };
    const paid = await timed(tally, 'confirm', `${api}/general/payments/local/confirm`, post(token, card));
    if (paid.status !== 200 || paid.body!.data!.status !== 'succeeded') throw new Error(`confirm ${paid.status} ${paid.body?.message}`);
    paid.record();
    return true;
  };
  const buyer = async (tally: Tally, token: string, soldOut: { now: boolean; afterMs: number }, started: number) => {
    while (Date.now() < stopAt) {
      try {
        // Everyone tries the drop; once it refuses, they buy something else, so stock keeps changing.
        if (!(await buy(tally, token, drop.id, true)) && !soldOut.now) Object.assign(soldOut, { now: true, afterMs: performance.now() - started });
        if (soldOut.now) await buy(tally, token, pick(others).id, false);
      } catch (error) {
        tally.failures += 1;
        if (tally.failures <= 3) console.error(`  ${label}: ${(error as Error).message}`);
      }
    }
  };

  const phase = async (withBuyers: string[] | null) => {
    const tally = new Tally();
    const soldOut = { now: false, afterMs: Number.NaN };
    stopAt = Date.now() + SECONDS * 1000;
    const started = performance.now();
    const cpuBefore = { shop: processCpuMs(shop.pid), postgres: databaseUrl ? postgresCpuMs() : 0, shoppers: process.cpuUsage() };
    await Promise.all([
      ...Array.from({ length: READERS }, () => reader(tally)),
      ...Array.from({ length: BROWSERS }, () => browser(tally)),
      ...(withBuyers ?? []).map((token) => buyer(tally, token, soldOut, started)),
    ]);
    const seconds = (performance.now() - started) / 1000;
    const shoppers = process.cpuUsage(cpuBefore.shoppers);
    // Shares of one core: on two cores the three together can reach 200%.
    // A PostgreSQL process that ended during the phase takes its CPU out of the sum: never below 0.
    const share = (ms: number) => `${(Math.max(0, ms) / 10 / seconds).toFixed(0)}%`;
    const cpu = {
      shop: share(processCpuMs(shop.pid) - cpuBefore.shop),
      postgres: databaseUrl ? share(postgresCpuMs() - cpuBefore.postgres) : 'none',
      shoppers: share((shoppers.user + shoppers.system) / 1000),
    };
    return { tally, seconds, soldOutAfterMs: soldOut.afterMs, cpu };
  };

  try {
    const tokens: string[] = [];
    for (let i = 0; i < BUYERS; i++) {
      const res = await request(`${api}/user/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ firstName: 'Drop', lastName: `Buyer ${i}`, email: `drop-${i}-${randomBytes(3).toString('hex')}@example.com`, password: 'gentle-rosehip-meadow-2026' }),
      });
      if (res.status !== 201) throw new Error(`register ${res.status} ${res.text()}`);
      tokens.push(res.json<{ data: { token: string } }>().data.token);
    }
    // Warm the caches as a drop's first minute would, then measure.
    stopAt = Date.now() + 1000;
    await Promise.all([reader(new Tally()), browser(new Tally())]);

    const quiet = await phase(null);
    const quietLoad = loadNow();
    // The same readers at a pace the machine holds with room to spare (half of what they managed
    // alone), as real shoppers come: does selling leave their reads served, and how fast?
    const paceRate = PACED_RATE ?? Math.round(quiet.tally.count(READ_KINDS) / quiet.seconds / 2);
    pace = { rate: paceRate, next: performance.now() };
    const pacedQuiet = await phase(null);
    pace = { rate: paceRate, next: performance.now() };
    const pacedSelling = await phase(tokens);
    const pacedLoad = loadNow();
    pace = null;
    const pacedDrop = drop;
    drop = drops[1]!;
    const selling = await phase(tokens);
    const sellingLoad = loadNow();

    // The embedded database is the shop's own while it runs: count the books once it has stopped.
    await shop.stop('SIGTERM');
    const verify = await openDatabase({ databaseUrl, dataDir });
    const books = async (productId: string) => {
      const [{ stock } = { stock: -1 }] = await verify.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
      const [{ units } = { units: -1 }] = await verify.db
        .select({ units: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(sql`${orderLines.productId} = ${productId} and ${orders.status} <> 'cancelled'`);
      return `${units} units sold, ${stock} left, of ${DROP_UNITS}: ${units + stock === DROP_UNITS && stock >= 0 ? '0 oversold' : 'OVERSOLD'}`;
    };
    const soldBooks = await books(drop.id);
    const pacedBooks = await books(pacedDrop.id);
    await verify.close();

    const rate = (tally: Tally, seconds: number, kinds: readonly Kind[]) => tally.count(kinds) / seconds;
    console.log(`\nthe drop on ${label}: ${READERS} readers of the drop's page, ${BROWSERS} browsers, ${BUYERS} buyers; ${DROP_UNITS} units; two phases of ${SECONDS} s`);
    console.log(`  reads alone:        ${rate(quiet.tally, quiet.seconds, READ_KINDS).toFixed(0).padStart(6)} a second (load ${quietLoad})`);
    console.log(`  reads while selling:${rate(selling.tally, selling.seconds, READ_KINDS).toFixed(0).padStart(6)} a second (load ${sellingLoad})`);
    // Where the machine's two cores went: the shoppers are this process, on the same machine.
    for (const [name, { cpu }] of [['alone', quiet], ['while selling', selling]] as const)
      console.log(`  CPU, reads ${name.padEnd(13)} shop ${cpu.shop}, PostgreSQL ${cpu.postgres}, the shoppers (this bench) ${cpu.shoppers} of one core`);
    for (const kind of READ_KINDS)
      console.log(`    ${kind.padEnd(15)} ratio ${(rate(selling.tally, selling.seconds, [kind]) / rate(quiet.tally, quiet.seconds, [kind])).toFixed(2)}`);
    console.log(`  ratio, all reads:   ${(rate(selling.tally, selling.seconds, READ_KINDS) / rate(quiet.tally, quiet.seconds, READ_KINDS)).toFixed(2)} (goal >= 0.8)`);
    console.log(`  paid orders:        ${(selling.tally.count(['confirm']) / selling.seconds).toFixed(1)} a second`);
    const soldOutAt = Number.isNaN(selling.soldOutAfterMs) ? 'not sold out in the phase' : `sold out ${(selling.soldOutAfterMs / 1000).toFixed(1)} s into the phase`;
    console.log(`  the drop:           ${soldBooks}; ${soldOutAt}`);
    const served = (phaseRun: typeof quiet) => rate(phaseRun.tally, phaseRun.seconds, READ_KINDS);
    const p95 = (phaseRun: typeof quiet) => percentile(READ_KINDS.flatMap((kind) => phaseRun.tally.times.get(kind) ?? []).sort((a, b) => a - b), 95);
    console.log(`  paced reads, ${paceRate} a second offered: alone ${served(pacedQuiet).toFixed(0)} served (p95 ${p95(pacedQuiet).toFixed(0)} ms), while selling ${served(pacedSelling).toFixed(0)} (p95 ${p95(pacedSelling).toFixed(0)} ms) (load ${pacedLoad})`);
    console.log(`  ratio, paced reads: ${(served(pacedSelling) / served(pacedQuiet)).toFixed(2)} (goal >= 0.8); paid orders ${(pacedSelling.tally.count(['confirm']) / pacedSelling.seconds).toFixed(1)} a second; the first drop: ${pacedBooks}`);
    for (const [name, { cpu }] of [['paced alone', pacedQuiet], ['paced, selling', pacedSelling]] as const)
      console.log(`  CPU, ${name.padEnd(19)} shop ${cpu.shop}, PostgreSQL ${cpu.postgres}, the shoppers (this bench) ${cpu.shoppers} of one core`);
    const phases = [quiet, pacedQuiet, pacedSelling, selling];
    console.log(`  answers 5xx:        ${phases.reduce((sum, run) => sum + run.tally.serverErrors, 0)}; failed buyer rounds: ${pacedSelling.tally.failures + selling.tally.failures}`);
    console.log('  every call, while selling (p50 / p95 ms):');
    for (const [kind, list] of selling.tally.times) {
      const sorted = [...list].sort((a, b) => a - b);
      console.log(`    ${kind.padEnd(17)} n=${String(sorted.length).padStart(6)}  ${percentile(sorted, 50).toFixed(1).padStart(7)} / ${percentile(sorted, 95).toFixed(1).padStart(7)}`);
    }
  } finally {
    await shop.stop('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (buildIfStale() !== null) throw new Error('the build failed');
await onEachEngine(run);
