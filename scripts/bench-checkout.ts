/**
 * `npm run bench` (second part): what an order costs, and how many the shop places a second.
 * The shop runs as production runs it (the compiled server, NODE_ENV=production, its own process);
 * the load comes from this one. For each database (the embedded one, and PostgreSQL when
 * TEST_DATABASE_URL or BENCH_DATABASE_URL is set):
 *
 * 1. The cost of one flow, measured alone: one customer places BENCH_FLOWS orders one after
 *    another (validate, create-order, payment, confirm, status), and the shop's own metrics say how
 *    many SQL statements each call sent, and the background jobs beside them
 *    (shop_db_statements_total, server/db/statement-count.ts).
 * 2. Throughput: BENCH_CUSTOMERS customers, each in a loop, for BENCH_SECONDS, in BENCH_ROUNDS
 *    rounds (the orders accumulate, so a slowdown as the tables grow shows round by round): p50
 *    and p95 of each call, paid orders a second, and the CPU milliseconds per paid order of the
 *    shop's process, of PostgreSQL's (read from /proc; every postgres process on the machine,
 *    so run it on a quiet one) and of the shoppers (this process: on one machine the load takes
 *    its share of the cores too), and the confirmation emails still waiting at the round's end (a
 *    rate bought by leaving the mail for later is not a rate).
 *
 * 3. The shop process's resident memory (now and peak) after start-up, each round and at the end,
 *    and at the end split by kind of mapping (scripts/process-memory.ts, docs/measurements/memory.md).
 *
 * docs/decisions/0222-the-cost-of-an-order.md says what was cut and why; docs/measurements/checkout-cost.md
 * has every run, and where the time went.
 *
 * Options (env): BENCH_SECONDS (8), BENCH_CUSTOMERS (20), BENCH_ROUNDS (3), BENCH_FLOWS (20), BENCH_ENGINES (both; or embedded, postgres),
 * BENCH_SIZES (1: sizes of each product, the bag naming one of each line's),
 * BENCH_NETWORKS (own: each customer on a network of its own, sent as X-Forwarded-For to a shop
 * that trusts loopback, as shoppers behind a proxy are; one: every customer behind one address, an
 * office, whose checkouts queue on one lock, docs/decisions/0254-holds-per-client-address.md),
 * BENCH_PROFILE (a folder: the shop writes a CPU profile of its whole run there, `--cpu-prof`),
 * BENCH_ORDERS_BEFORE (0: paid orders of the volume seed, and as many sent confirmation emails,
 * written before the shop starts, to show the rate with a large order history),
 * BENCH_MEMORY_PROBE (set: the shop loads scripts/memory-probe.mjs and each thread's V8 heap is
 * printed at the end; MEMORY_PROBE_SNAPSHOTS=<folder> writes each thread's heap snapshot there too),
 * BENCH_NODE_FLAGS (more flags for the shop's node, space-separated, after the production command's
 * own, so one it also sets is overridden: to try a setting, e.g. `--max-semi-space-size=16`, against
 * the command as it is),
 * BENCH_ALLOCATIONS (a folder: the shop loads scripts/allocation-probe.mjs, each thread writes
 * the allocations it made over its whole life there as a `.heapprofile`, and the bench prints the
 * bytes allocated a paid order, by package and by the functions that allocated most),
 * BENCH_FUNCTIONS (set: on PostgreSQL, each round also prints the time spent in the shop's PL/pgSQL
 * functions per order, the reports' triggers mostly; scripts/bench-functions.ts).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { seedVolume } from '../server/db/seed/volume';
import { hashPassword } from '../server/lib/passwords';
import { products, productVariants } from '../server/db/schema';
import { type ShopProcess, startShop } from '../tests/support/shop-process';
import { loadNow, onEachEngine, percentile } from './bench-engines';
import { CHECKOUT_GOALS, goalLines, memoryGoalLines } from './bench-goals';
import { describeFunctionTimes, FunctionClock, timeFunctionsOn } from './bench-functions';
import { request } from './bench-http';
import { describeAllocations } from './allocation-profile';
import { postgresCpuMs, processCpuMs } from './process-cpu';
import { describeMap, describeResident, memoryMap, residentMemory } from './process-memory';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const FLOWS = Number(process.env.BENCH_FLOWS ?? 20);
const ORDERS_BEFORE = Number(process.env.BENCH_ORDERS_BEFORE ?? 0);
const SIZES = Math.max(1, Number(process.env.BENCH_SIZES ?? 1));
const ONE_NETWORK = process.env.BENCH_NETWORKS === 'one';
const METRICS_TOKEN = 'bench-metrics-token-0123456789-abcdef';
const ADDRESS = { firstName: 'Ada', lastName: 'Greene', email: 'ada@example.com', phone: '+44 7700 900123', address1: '1 Garden Row', city: 'Bath', postalCode: 'BA1 1AA', country: 'GB' };

const CALLS = ['validate', 'create-order', 'payment', 'confirm', 'status'] as const;
type Call = (typeof CALLS)[number];
/** Each call's route pattern, as the metrics label it. */
const ROUTE_OF: Record<Call, string> = {
  validate: '/api/v1/general/checkout/validate',
  'create-order': '/api/v1/general/checkout/create-order',
  payment: '/api/v1/general/checkout/:orderId/payment',
  confirm: '/api/v1/general/payments/local/confirm',
  status: '/api/v1/general/checkout/:orderId/status',
};


async function call(base: string, method: 'GET' | 'POST', pathname: string, token: string | null, body?: object, headers: Record<string, string> = {}) {
  const res = await request(`${base}${pathname}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = res.json<{ data: Record<string, unknown> | null; message: string }>();
  if (!res.ok) throw new Error(`${pathname}: ${res.status} ${json.message}`);
  return json.data!;
}

/** The statement counters of a metrics scrape, by source. */
const scrape = async (origin: string) => (await request(`${origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();

/** The confirmation emails not sent yet: a figure that counts the mail job's work must keep this small. */
async function outboxWaiting(origin: string): Promise<number> {
  return Number(/^shop_email_outbox_waiting (\d+)/m.exec(await scrape(origin))?.[1] ?? Number.NaN);
}

async function statementsBySource(origin: string): Promise<Map<string, number>> {
  const text = await scrape(origin);
  const counts = new Map<string, number>();
  for (const match of text.matchAll(/^shop_db_statements_total\{source="([^"]+)"\} (\d+)/gm)) counts.set(match[1]!, Number(match[2]));
  return counts;
}

const delta = (after: Map<string, number>, before: Map<string, number>, key: string) => (after.get(key) ?? 0) - (before.get(key) ?? 0);
const sumOf = (counts: Map<string, number>, keep: (source: string) => boolean) => [...counts].filter(([source]) => keep(source)).reduce((sum, [, n]) => sum + n, 0);

/** A customer: their token, and the headers that say which network they come from. */
interface Shopper {
  token: string;
  from: Record<string, string>;
}

/** One whole checkout, each call timed into `times`. */
async function checkoutFlow(base: string, { token, from }: Shopper, bag: object, times: Record<Call, number[]>) {
  const timed = async (name: Call, work: () => Promise<Record<string, unknown>>) => {
    const started = performance.now();
    const result = await work();
    times[name].push(performance.now() - started);
    return result;
  };
  await timed('validate', () => call(base, 'POST', '/general/checkout/validate', token, bag, from));
  // With an Idempotency-Key, as the storefront sends it (one per checkout attempt).
  const order = await timed('create-order', () => call(base, 'POST', '/general/checkout/create-order', token, bag, { ...from, 'idempotency-key': randomUUID() }));
  const orderId = order.orderId as string;
  const intent = await timed('payment', () => call(base, 'POST', `/general/checkout/${orderId}/payment`, token, undefined, from));
  const paid = await timed('confirm', () =>
    call(base, 'POST', '/general/payments/local/confirm', token, { clientSecret: intent.clientSecret, cardNumber: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' }, from),
  );
  if (paid.status !== 'succeeded') throw new Error(`payment ${String(paid.status)}`);
  const status = await timed('status', () => call(base, 'GET', `/general/checkout/${orderId}/status`, token, undefined, from));
  if (status.paymentStatus !== 'paid') throw new Error(`status answered payment ${String(status.paymentStatus)}`);
}

/** The probe the shop loads with BENCH_MEMORY_PROBE (it prints each thread's V8 heap on SIGUSR2). */
const MEMORY_PROBE = path.join(import.meta.dirname, 'memory-probe.mjs');

/** The probe the shop loads with BENCH_ALLOCATIONS (each thread writes its allocations when it exits). */
const ALLOCATION_PROBE = path.join(import.meta.dirname, 'allocation-probe.mjs');
const ALLOCATIONS_DIR = process.env.BENCH_ALLOCATIONS ? path.resolve(process.env.BENCH_ALLOCATIONS) : null;

/** Each thread's V8 heap, as the probe prints it: asks, waits for the lines, reads them from the shop's output. */
async function heapsOfEachThread(shop: ShopProcess): Promise<string[]> {
  const printedBefore = shop.log().length;
  process.kill(shop.pid, 'SIGUSR2');
  // The main thread answers first; the others' lines follow (seconds later when they write snapshots).
  await shop.waitForLog(/^memory-probe /, 120_000);
  await new Promise((resolve) => setTimeout(resolve, process.env.MEMORY_PROBE_SNAPSHOTS ? 30_000 : 1000));
  const mib = (n: number) => n.toFixed(0);
  return [...shop.log().slice(printedBefore).matchAll(/^memory-probe (.*)$/gm)].map((match) => {
    const t = JSON.parse(match[1]!) as { thread: string; heapTotal: number; heapUsed: number; heapLimit: number; mallocedByV8: number; external: number; snapshot: string | null; spaces: Record<string, number> };
    return (
      `${t.thread}: V8 heap ${mib(t.heapTotal)} MiB (${mib(t.heapUsed)} used, limit ${mib(t.heapLimit)}; new space ${mib(t.spaces.new_space ?? 0)}, ` +
      `old ${mib(t.spaces.old_space ?? 0)}, code ${mib(t.spaces.code_space ?? 0)}, large objects ${mib(t.spaces.large_object_space ?? 0)}), ` +
      `V8's malloc ${mib(t.mallocedByV8)}, external ${mib(t.external)} MiB${t.snapshot ? `, snapshot ${t.snapshot}` : ''}`
    );
  });
}

type Times = Record<Call, number[]>;
const noTimes = (): Times => ({ validate: [], 'create-order': [], payment: [], confirm: [], status: [] });

async function run(label: string, databaseUrl: string | undefined) {
  const timesFunctions = Boolean(process.env.BENCH_FUNCTIONS && databaseUrl);
  // Before any connection: the setting is read when a connection starts.
  if (timesFunctions) await timeFunctionsOn(databaseUrl!);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'verdant-bench-checkout-'));
  const setup = await openDatabase({ databaseUrl, dataDir });
  await setup.migrate();
  const catalogue = await setup.db
    .insert(products)
    .values(
      Array.from({ length: 10 }, (_, i) => ({
        slug: `bench-${i}`,
        name: `Bench product ${i}`,
        description: 'For the checkout benchmark.',
        category: 'face',
        price: 1_000 + i * 250,
        stock: 10_000_000,
      })),
    )
    .returning({ id: products.id });
  // BENCH_SIZES > 1: each product is sold in that many sizes (docs/decisions/0249-sizes-as-variants.md),
  // and the bag names a size of each line, as the storefront does.
  const sizes = new Map<string, string[]>();
  for (const { id } of catalogue) {
    const more = Array.from({ length: SIZES - 1 }, (_, i) => ({ productId: id, name: `${100 * (i + 2)} ml`, sku: `BENCH-${id}-${i}`, price: 2_000 + i * 500, stock: 10_000_000, position: i + 1 }));
    if (more.length > 0) await setup.db.insert(productVariants).values(more);
    sizes.set(id, (await setup.db.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.productId, id))).map((v) => v.id));
  }
  const lineOf = (index: number, n: number, quantity: number) => {
    const productId = catalogue[index % catalogue.length]!.id;
    return SIZES > 1 ? { productId, variantId: sizes.get(productId)![n % SIZES]!, quantity } : { productId, quantity };
  };
  // An order history (the volume seed's customers, products and paid orders), so the rounds show the rate with many orders already there.
  if (ORDERS_BEFORE > 0) {
    await seedVolume(setup.db, await hashPassword('volume-shopper-2026'), { products: 50, customers: Math.max(1, Math.ceil(ORDERS_BEFORE / 5)), orders: ORDERS_BEFORE }, () => {});
    // And their confirmation emails, sent: the outbox grows with the orders, and the delivery job's
    // claim must not slow down as it does (decision 0222).
    await setup.db.execute(sql`
      insert into emails ("to", subject, text, html, kind, status, created_at, sent_at)
      select 'history-' || i || '@volume.test', 'Your order is confirmed', repeat('Thank you for your order. ', 40),
             repeat('<p>Thank you for your order.</p>', 150), 'order-confirmation', 'sent',
             now() - make_interval(secs => i), now() - make_interval(secs => i)
      from generate_series(1, ${ORDERS_BEFORE}::int) as i`);
  }
  await setup.close();

  // Each engine's threads write their allocations into a folder of its own.
  const allocationsDir = ALLOCATIONS_DIR && path.join(ALLOCATIONS_DIR, databaseUrl ? 'postgres' : 'embedded');
  if (allocationsDir) mkdirSync(allocationsDir, { recursive: true });
  const shop = await startShop({
    dataDir,
    databaseUrl,
    env: {
      RATE_LIMIT_PER_MINUTE: '100000000',
      LOG_LEVEL: 'warn',
      METRICS_TOKEN,
      SEED: 'false',
      TRUST_PROXY: 'loopback',
      ...(allocationsDir ? { ALLOCATION_PROBE_DIR: allocationsDir } : {}),
    },
    nodeFlags: [
      ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []),
      ...(process.env.BENCH_MEMORY_PROBE ? ['--import', MEMORY_PROBE] : []),
      ...(allocationsDir ? ['--import', ALLOCATION_PROBE] : []),
      ...(process.env.BENCH_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? []),
    ],
  });
  const base = `${shop.url}/api/v1`;
  console.log(`\nthe shop's process on ${label}, started: ${describeResident(residentMemory(shop.pid))} (${describeMap(memoryMap(shop.pid))})`);
  const bagFor = (c: number, n: number) => ({
    items: [
      lineOf(c + n, n, 1 + (n % 3)),
      lineOf(c + n + 1, n + 1, 1),
    ],
    shippingAddress: ADDRESS,
    billingAddress: ADDRESS,
  });
  // Every order the shop is paid for in its life: the warm-up and the flows alone, then the rounds.
  let paidOverLife = 3 + FLOWS;
  try {
    const shoppers: Shopper[] = [];
    for (let i = 0; i < CUSTOMERS; i++) {
      const signedUp = await call(base, 'POST', '/user/register', null, { firstName: 'Bench', lastName: `Shopper ${i}`, email: `bench-${i}-${randomBytes(3).toString('hex')}@example.com`, password: 'gentle-rosehip-meadow-2026' });
      shoppers.push({ token: signedUp.token as string, from: ONE_NETWORK ? {} : { 'x-forwarded-for': `10.1.${i >> 8}.${i & 255}` } });
    }

    // 1. The cost of one flow, alone.
    const warm = noTimes();
    for (let n = 0; n < 3; n++) await checkoutFlow(base, shoppers[0]!, bagFor(0, n), warm);
    const before = await statementsBySource(shop.url);
    const serial = noTimes();
    for (let n = 0; n < FLOWS; n++) await checkoutFlow(base, shoppers[0]!, bagFor(0, n), serial);
    // The email job sends after the commit: give it its round before reading.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const after = await statementsBySource(shop.url);
    console.log(`\ncheckout on ${label}, production build: one customer, ${FLOWS} flows one after another (load ${loadNow()})`);
    let flowStatements = 0;
    for (const name of CALLS) {
      const perFlow = delta(after, before, ROUTE_OF[name]) / FLOWS;
      flowStatements += perFlow;
      const sorted = [...serial[name]].sort((a, b) => a - b);
      console.log(`  ${name.padEnd(13)} ${perFlow.toFixed(1).padStart(5)} statements   alone p50 ${percentile(sorted, 50).toFixed(1).padStart(6)} ms`);
    }
    const jobs = [...after.keys()].filter((source) => source.startsWith('job:'));
    const jobStatements = jobs.reduce((sum, source) => sum + delta(after, before, source), 0) / FLOWS;
    console.log(`  the flow      ${flowStatements.toFixed(1).padStart(5)} statements on the requests, ${jobStatements.toFixed(1)} in the background jobs beside them (${jobs.map((j) => j.slice(4)).join(', ') || 'none'})`);

    // 2. Throughput, round by round.
    /** One round: every customer given, each in a loop for SECONDS; answers its figures. */
    const functionClock = timesFunctions ? await FunctionClock.open(databaseUrl!) : null;
    const round = async (crowd: Shopper[], times: Times) => {
      let failures = 0;
      const functionsBefore = await functionClock?.read();
      const startedStatements = await statementsBySource(shop.url);
      const serverCpu = processCpuMs(shop.pid);
      const databaseCpu = databaseUrl ? postgresCpuMs() : Number.NaN;
      const shoppersCpu = process.cpuUsage();
      const deadline = Date.now() + SECONDS * 1000;
      const started = performance.now();
      await Promise.all(
        crowd.map(async (shopper, c) => {
          for (let n = 0; Date.now() < deadline; n++) {
            try {
              await checkoutFlow(base, shopper, bagFor(c, n), times);
            } catch (error) {
              failures += 1;
              if (failures <= 3) console.error(`  ${label}: ${(error as Error).message}`);
            }
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const paid = times.status.length;
      const used = process.cpuUsage(shoppersCpu);
      const ended = await statementsBySource(shop.url);
      return {
        seconds,
        paid,
        failures,
        serverMs: (processCpuMs(shop.pid) - serverCpu) / paid,
        databaseMs: (postgresCpuMs() - databaseCpu) / paid,
        shoppersMs: (used.user + used.system) / 1000 / paid,
        statements: (sumOf(ended, () => true) - sumOf(startedStatements, () => true)) / paid,
        unsent: await outboxWaiting(shop.url),
        createOrderP95: percentile([...times['create-order']].sort((a, b) => a - b), 95),
        functions: functionClock && functionsBefore ? describeFunctionTimes(functionsBefore, await functionClock.read(), paid) : null,
      };
    };
    console.log(`checkout on ${label}: ${CUSTOMERS} customers${ONE_NETWORK ? ' behind one address' : ', each on its own network'}, ${ROUNDS} rounds of ${SECONDS} s`);
    const all = noTimes();
    let paidInAll = 0;
    let secondsInAll = 0;
    for (let n = 1; n <= ROUNDS; n++) {
      const times = noTimes();
      const figures = await round(shoppers, times);
      paidInAll += figures.paid;
      secondsInAll += figures.seconds;
      console.log(
        `  round ${n}: ${(figures.paid / figures.seconds).toFixed(1).padStart(6)} paid orders/s, create-order p95 ${figures.createOrderP95.toFixed(1)} ms, ` +
          `CPU per order: server ${figures.serverMs.toFixed(1)} ms${databaseUrl ? `, PostgreSQL ${figures.databaseMs.toFixed(1)} ms` : ''}, the shoppers ${figures.shoppersMs.toFixed(1)} ms, ` +
          `${figures.statements.toFixed(1)} statements per order (jobs included), ${figures.unsent} emails not sent yet, ${figures.failures} failed, ` +
          `shop's memory ${describeResident(residentMemory(shop.pid))} (load ${loadNow()})`,
      );
      if (figures.functions) console.log(`    ${figures.functions}`);
      for (const name of CALLS) all[name].push(...times[name]);
    }
    await functionClock?.close();
    console.log('  every round together:');
    for (const name of CALLS) {
      const sorted = [...all[name]].sort((a, b) => a - b);
      console.log(`    ${name.padEnd(13)} n=${String(sorted.length).padStart(6)}  p50 ${percentile(sorted, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(sorted, 95).toFixed(1).padStart(6)} ms`);
    }

    // 3. The goals (docs/measurements/checkout-goals.md), each beside what was measured.
    const goals = CHECKOUT_GOALS[databaseUrl ? 'postgres' : 'embedded'];
    const createOrderP95 = percentile([...all['create-order']].sort((a, b) => a - b), 95);
    const fewer = goals.p95Customers === CUSTOMERS ? null : await round(shoppers.slice(0, goals.p95Customers), noTimes());
    const atFewer = fewer?.createOrderP95 ?? createOrderP95;
    paidOverLife += paidInAll + (fewer?.paid ?? 0);
    console.log(`  goals (load ${loadNow()}):`);
    for (const line of goalLines(goals, { customers: CUSTOMERS, paidPerSecond: paidInAll / secondsInAll, createOrderP95AtGoalCustomers: atFewer }))
      console.log(`    ${line}`);
    // 4. What the shop's process holds at the end, and the most it held (docs/measurements/memory.md).
    const memory = residentMemory(shop.pid);
    console.log(`  the shop's memory at the end: ${describeResident(memory)}; resident by kind: ${describeMap(memoryMap(shop.pid))}`);
    for (const line of memoryGoalLines(goals, memory.rss)) console.log(`    ${line}`);
    if (process.env.BENCH_MEMORY_PROBE) for (const line of await heapsOfEachThread(shop)) console.log(`    ${line}`);
  } finally {
    await shop.stop('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  // 5. Where the garbage came from: written by the shop's threads as they exited.
  if (allocationsDir) for (const line of describeAllocations(allocationsDir, paidOverLife)) console.log(`  ${line}`);
}

await onEachEngine(run);
