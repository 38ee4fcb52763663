/**
 * `npm run bench` (third part): a product drop. One product with DROP_UNITS units whose page
 * everyone reloads, the rest of the catalogue browsed steadily, and buyers checking out while it
 * sells. The shop runs as production runs it (the compiled server and the built pages, its own
 * process); the shoppers are this process. On the embedded database, and on PostgreSQL when
 * TEST_DATABASE_URL or BENCH_DATABASE_URL is set.
 *
 * Two phases of BENCH_DROP_SECONDS each, on one shop:
 * 1. Reads alone: READERS shoppers reload the drop's page (the rendered HTML and its product
 *    answer) and BROWSERS browse catalogue pages and other products' pages.
 * 2. The same reads while BUYERS buy: each buyer tries the drop product (validate, create-order,
 *    payment, confirm) until it is sold out, and buys other products after, so stock keeps changing
 *    for the whole phase.
 *
 * Printed: reads a second in each phase and their ratio (goal >= 0.8), the CPU the shop, PostgreSQL
 * and the shoppers (this process) used in each, paid orders a second, p50
 * and p95 of every call, the drop's units sold (exactly DROP_UNITS: 0 oversold), answers 5xx (0),
 * and how fast a sold-out refusal comes (the "out of stock" answer, not a timeout).
 * docs/decisions/0223-stock-changes-keep-the-catalogue.md says why sales leave the catalogue cached.
 *
 * Options (env): BENCH_DROP_SECONDS (10), BENCH_READERS (110), BENCH_BROWSERS (40), BENCH_BUYERS (50),
 * BENCH_DROP_UNITS (100), BENCH_PROFILE (a folder: the shop writes a CPU profile of its run there).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { orderLines, orders, products } from '../server/db/schema';
import { startShop } from '../tests/support/shop-process';
import { loadNow, onEachEngine, percentile } from './bench-engines';
import { postgresCpuMs, processCpuMs } from './process-cpu';
import { buildIfStale } from './build-if-stale';

const SECONDS = Number(process.env.BENCH_DROP_SECONDS ?? 10);
const READERS = Number(process.env.BENCH_READERS ?? 110);
const BROWSERS = Number(process.env.BENCH_BROWSERS ?? 40);
const BUYERS = Number(process.env.BENCH_BUYERS ?? 50);
const DROP_UNITS = Number(process.env.BENCH_DROP_UNITS ?? 100);
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
async function timed(tally: Tally, kind: Kind, url: string, init: RequestInit = {}) {
  const started = performance.now();
  const res = await fetch(url, init);
  const body = res.headers.get('content-type')?.includes('json') ? ((await res.json()) as { data: Record<string, unknown> | null; message: string }) : (await res.arrayBuffer(), null);
  const ms = performance.now() - started;
  if (res.status >= 500) tally.serverErrors += 1;
  return { status: res.status, body, ms, record: (as: Kind = kind) => tally.record(as, ms) };
}

async function run(label: string, databaseUrl: string | undefined) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'verdant-bench-drop-'));
  const setup = await openDatabase({ databaseUrl, dataDir });
  await setup.migrate();
  const [drop] = await setup.db
    .insert(products)
    .values({ slug: 'the-drop', name: 'Limited Rosehip Elixir', description: 'The drop everyone came for.', category: 'face', price: 4_800, stock: DROP_UNITS })
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

  const reader = async (tally: Tally) => {
    while (Date.now() < stopAt) {
      (await timed(tally, 'drop page', `${shop.url}/products/${drop!.slug}`, { headers: { 'accept-encoding': 'br' } })).record();
      (await timed(tally, 'drop answer', `${api}/general/products/${drop!.id}`)).record();
    }
  };
  const browser = async (tally: Tally) => {
    while (Date.now() < stopAt) {
      (await timed(tally, 'catalogue page', `${shop.url}/products?page=${1 + Math.floor(Math.random() * 3)}`, { headers: { 'accept-encoding': 'br' } })).record();
      (await timed(tally, 'other page', `${shop.url}/products/${pick(others).slug}`, { headers: { 'accept-encoding': 'br' } })).record();
    }
  };
  const post = (token: string, body?: object): RequestInit => ({
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
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
    const created = await timed(tally, 'create-order', `${api}/general/checkout/create-order`, post(token, bag));
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
        if (!(await buy(tally, token, drop!.id, true)) && !soldOut.now) Object.assign(soldOut, { now: true, afterMs: performance.now() - started });
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
    const share = (ms: number) => `${((ms / 10) / seconds).toFixed(0)}%`;
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
      const res = await fetch(`${api}/user/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ firstName: 'Drop', lastName: `Buyer ${i}`, email: `drop-${i}-${randomBytes(3).toString('hex')}@example.com`, password: 'gentle-rosehip-meadow-2026' }),
      });
      if (res.status !== 201) throw new Error(`register ${res.status} ${await res.text()}`);
      tokens.push(((await res.json()) as { data: { token: string } }).data.token);
    }
    // Warm the caches as a drop's first minute would, then measure.
    stopAt = Date.now() + 1000;
    await Promise.all([reader(new Tally()), browser(new Tally())]);

    const quiet = await phase(null);
    const quietLoad = loadNow();
    const selling = await phase(tokens);
    const sellingLoad = loadNow();

    // The embedded database is the shop's own while it runs: count the books once it has stopped.
    await shop.stop('SIGTERM');
    const verify = await openDatabase({ databaseUrl, dataDir });
    const [{ stock } = { stock: -1 }] = await verify.db.select({ stock: products.stock }).from(products).where(eq(products.id, drop!.id));
    const [{ units } = { units: -1 }] = await verify.db
      .select({ units: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(sql`${orderLines.productId} = ${drop!.id} and ${orders.status} <> 'cancelled'`);
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
    console.log(`  the drop:           ${units} units sold, ${stock} left, of ${DROP_UNITS}: ${units + stock === DROP_UNITS && stock >= 0 ? '0 oversold' : 'OVERSOLD'}; ${soldOutAt}`);
    console.log(`  answers 5xx:        ${quiet.tally.serverErrors + selling.tally.serverErrors}; failed buyer rounds: ${selling.tally.failures}`);
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
