/**
 * `npm run bench` (second part): checkout under load. 20 signed-in customers, each in a loop for a
 * bounded time: validate the bag, create the order, then start the payment and pay with the local
 * provider's 4242 card. The server runs as its own process (as `npm start` runs it), the load from
 * this one; p50 and p95 of each call are printed, with paid orders per second, on the embedded
 * database and, when TEST_DATABASE_URL (or BENCH_DATABASE_URL) is set, on PostgreSQL.
 *
 * Options (env): BENCH_SECONDS (default 8), BENCH_CUSTOMERS (default 20).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrate, openDatabase } from '../server/db/client';
import { products } from '../server/db/schema';
import { startServerProcess } from './server-process';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 20);
const SECRETS = {
  CUSTOMER_JWT_SECRET: 'bench-customer-secret-0123456789-abcdefghijklmnop',
  ADMIN_JWT_SECRET: 'bench-admin-secret-0123456789-abcdefghijklmnopqrstu',
};
const ADDRESS = { firstName: 'Ada', lastName: 'Greene', email: 'ada@example.com', phone: '+44 7700 900123', address1: '1 Garden Row', city: 'Bath', postalCode: 'BA1 1AA', country: 'GB' };

type Call = 'validate' | 'create-order' | 'payment+confirm';

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN);

async function post(base: string, pathname: string, token: string | null, body?: object) {
  const res = await fetch(`${base}${pathname}`, {
    method: 'POST',
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { data: Record<string, unknown> | null; message: string };
  if (!res.ok) throw new Error(`${pathname}: ${res.status} ${json.message}`);
  return json.data!;
}

async function run(label: string, databaseUrl: string | undefined) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'verdant-bench-checkout-'));
  const setup = await openDatabase({ databaseUrl, dataDir });
  await migrate(setup);
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
  await setup.close();

  const server = await startServerProcess({ ...SECRETS, NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, RATE_LIMIT_PER_MINUTE: '100000000' });
  const base = `http://127.0.0.1:${server.port}/api/v1`;
  const tokens: string[] = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const signedUp = await post(base, '/user/register', null, { firstName: 'Bench', lastName: `Shopper ${i}`, email: `bench-${i}-${randomBytes(3).toString('hex')}@example.com`, password: 'gentle-rosehip-2026' });
    tokens.push(signedUp.token as string);
  }

  const times: Record<Call, number[]> = { validate: [], 'create-order': [], 'payment+confirm': [] };
  let failures = 0;
  const timed = async <T>(call: Call, work: () => Promise<T>) => {
    const started = performance.now();
    const result = await work();
    times[call].push(performance.now() - started);
    return result;
  };
  const deadline = Date.now() + SECONDS * 1000;
  await Promise.all(
    tokens.map(async (token, c) => {
      for (let n = 0; Date.now() < deadline; n++) {
        const bag = { items: [{ productId: catalogue[(c + n) % catalogue.length]!.id, quantity: 1 + (n % 3) }, { productId: catalogue[(c + n + 1) % catalogue.length]!.id, quantity: 1 }], shippingAddress: ADDRESS, billingAddress: ADDRESS };
        try {
          await timed('validate', () => post(base, '/general/checkout/validate', token, bag));
          const order = await timed('create-order', () => post(base, '/general/checkout/create-order', token, bag));
          await timed('payment+confirm', async () => {
            const intent = await post(base, `/general/checkout/${order.orderId as string}/payment`, token);
            const paid = await post(base, '/general/payments/local/confirm', token, { clientSecret: intent.clientSecret, cardNumber: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' });
            if (paid.status !== 'succeeded') throw new Error(`payment ${String(paid.status)}`);
          });
        } catch (error) {
          failures += 1;
          if (failures <= 3) console.error(`  ${label}: ${(error as Error).message}`);
        }
      }
    }),
  );
  await server.stop();

  console.log(`\ncheckout on ${label}: ${CUSTOMERS} customers for ${SECONDS} s, ${failures} failed checkouts`);
  for (const call of Object.keys(times) as Call[]) {
    const sorted = [...times[call]].sort((a, b) => a - b);
    console.log(`  ${call.padEnd(16)} n=${String(sorted.length).padStart(5)}  p50 ${percentile(sorted, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(sorted, 95).toFixed(1).padStart(6)} ms`);
  }
  console.log(`  paid orders:     ${(times['payment+confirm'].length / SECONDS).toFixed(1)} per second`);
  rmSync(dataDir, { recursive: true, force: true });
}

await run('the embedded database (PGlite)', undefined);

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (adminUrl) {
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
} else {
  console.log('\n(PostgreSQL: set TEST_DATABASE_URL or BENCH_DATABASE_URL to measure it too)');
}
