/**
 * `npm run bench` (third part), the load test of the production topology: 50 concurrent shoppers
 * for 60 s through nginx against two shop processes on PostgreSQL and Redis (scripts/cluster.ts).
 * Each shopper signs up (before the clock starts), then loops: the catalogue, a product and its rendered page, a checkout
 * paid with the 4242 card, the order's status. Printed: requests, 5xx answers (must be 0),
 * p50/p95/p99 overall and per step, paid orders per second; then the books are reconciled: every
 * checkout the shoppers saw paid is a paid order with a succeeded payment, no succeeded payment
 * lacks its paid order, and each product's stock is its starting stock less what paid orders took.
 *
 * Every shopper comes from this machine's one address, so the per-IP ceiling is raised for the run
 * (a figure against a server that refuses the load would not be one); the sign-in throttles count
 * failures only, and the shoppers make none.
 *
 * Options (env): BENCH_CLUSTER_SECONDS (60), BENCH_SHOPPERS (50), CLUSTER_PORT (8250). Needs nginx,
 * PostgreSQL (TEST_DATABASE_URL or the local server) and Redis; prints why and skips without them.
 */
import pg from 'pg';
import { buildIfStale } from './build-if-stale';
import { missingForCluster, startCluster } from './cluster';
import { Shopper, StepFailed, type Step } from './cluster-shopper';

const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 60);
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 50);
const PORT = Number(process.env.CLUSTER_PORT ?? 8250);
const PRODUCTS = 12;
const START_STOCK = 1_000_000;

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN);
const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;

async function seedProducts(databaseUrl: string): Promise<{ id: string; slug: string }[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const values = Array.from({ length: PRODUCTS }, (_, i) => `('bench-balm-${i}', 'Bench Balm ${i}', 'For the cluster load test.', 'body', ${900 + i * 150}, ${START_STOCK})`);
    const { rows } = await db.query<{ id: string; slug: string }>(
      `insert into products (slug, name, description, category, price, stock) values ${values.join(', ')} returning id, slug`,
    );
    return rows;
  } finally {
    await db.end();
  }
}

interface Books {
  paidOrders: number;
  succeededPayments: number;
  paymentsWithoutPaidOrder: number;
  stockMismatches: string[];
}

async function reconcile(databaseUrl: string): Promise<Books> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const count = async (query: string) => Number((await db.query<{ n: string }>(query)).rows[0]!.n);
    const stock = await db.query<{ slug: string; stock: number; taken: string }>(
      `select p.slug, p.stock, coalesce(sum(l.quantity) filter (where o.stock_released_at is null), 0) as taken
         from products p left join order_lines l on l.product_id = p.id left join orders o on o.id = l.order_id
        where p.slug like 'bench-balm-%' group by p.slug, p.stock`,
    );
    return {
      paidOrders: await count(`select count(*) as n from orders where payment_status = 'paid'`),
      succeededPayments: await count(`select count(*) as n from payments where status = 'succeeded'`),
      paymentsWithoutPaidOrder: await count(
        `select count(*) as n from payments p join orders o on o.id = p.order_id where p.status = 'succeeded' and o.payment_status <> 'paid'`,
      ),
      stockMismatches: stock.rows.filter((row) => row.stock !== START_STOCK - Number(row.taken)).map((row) => `${row.slug}: ${row.stock} left, ${row.taken} taken`),
    };
  } finally {
    await db.end();
  }
}

async function main(): Promise<number> {
  const missing = await missingForCluster({ redis: true });
  if (missing) {
    console.log(`\ncluster load (T13): skipped: ${missing}`);
    return 0;
  }
  const built = buildIfStale();
  if (built !== null && built !== 0) return built;
  const cluster = await startCluster({ port: PORT, env: { RATE_LIMIT_PER_MINUTE: '100000000', LOG_LEVEL: 'warn' } });
  try {
    const catalogue = await seedProducts(cluster.databaseUrl);
    const times = new Map<Step, number[]>();
    const statuses = new Map<number, number>();
    const record = (step: Step, status: number, took: number) => {
      if (!times.has(step)) times.set(step, []);
      times.get(step)!.push(took);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    };
    // Shoppers sign up one after another before the clock starts: sign-up attempts from one address
    // are counted before they run (the throttle's rule), so fifty at once would be refused, as they
    // should be from one address.
    const shoppers: Shopper[] = [];
    for (let s = 0; s < SHOPPERS; s++) {
      const shopper = new Shopper(cluster.url, record);
      await shopper.signUp();
      shoppers.push(shopper);
    }
    let paid = 0;
    const failures: string[] = [];
    const deadline = Date.now() + SECONDS * 1000;
    await Promise.all(
      shoppers.map(async (shopper, s) => {
        for (let n = 0; Date.now() < deadline; n++) {
          const product = catalogue[(s + n) % catalogue.length]!;
          const other = catalogue[(s + n + 5) % catalogue.length]!;
          try {
            await shopper.browse(product);
            await shopper.checkOut([
              { productId: product.id, quantity: 1 + (n % 3) },
              { productId: other.id, quantity: 1 },
            ]);
            paid += 1;
          } catch (error) {
            if (!(error instanceof StepFailed)) throw error;
            failures.push(error.message);
          }
        }
      }),
    );
    const books = await reconcile(cluster.databaseUrl);

    // The window's calls: sign-up came before the clock started.
    const all = [...times].filter(([step]) => step !== 'sign-up').flatMap(([, list]) => list).sort((a, b) => a - b);
    const serverErrors = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
    console.log(`\ncluster load (T13): ${SHOPPERS} shoppers for ${SECONDS} s through nginx, two shop processes, PostgreSQL and Redis`);
    console.log(`  requests in the window: ${all.length} (${(all.length / SECONDS).toFixed(0)} per second); all requests' statuses ${[...statuses].map(([status, n]) => `${status}:${n}`).join(' ')}; 5xx: ${serverErrors}`);
    console.log(`  all calls        p50 ${ms(percentile(all, 50))}  p95 ${ms(percentile(all, 95))}  p99 ${ms(percentile(all, 99))}`);
    for (const [step, list] of times) {
      const sorted = [...list].sort((a, b) => a - b);
      console.log(`  ${step.padEnd(16)} p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  p99 ${ms(percentile(sorted, 99))}  n=${sorted.length}`);
    }
    console.log(`  paid checkouts: ${paid} (${(paid / SECONDS).toFixed(1)} per second); failed visits: ${failures.length}${failures.length ? ` (first: ${failures[0]})` : ''}`);
    console.log(`  books: ${books.paidOrders} paid orders, ${books.succeededPayments} succeeded payments, ${books.paymentsWithoutPaidOrder} payments without a paid order, stock ${books.stockMismatches.length ? `WRONG: ${books.stockMismatches.join('; ')}` : 'exact'}`);
    const reconciled = books.paidOrders === paid && books.succeededPayments === paid && books.paymentsWithoutPaidOrder === 0 && books.stockMismatches.length === 0;
    if (!reconciled) console.log('  RECONCILIATION FAILED');
    return serverErrors === 0 && reconciled ? 0 : 1;
  } finally {
    await cluster.stop();
  }
}

process.exitCode = await main();
