/**
 * GET /metrics (docs/decisions/0190-metrics-endpoint.md): absent without METRICS_TOKEN, refused
 * without the token, and with it the Prometheus text: requests and latencies by route pattern,
 * errors by status, event-loop lag, the database pool, job runs and failures, orders placed and
 * paid (counted after their commit), and the emails waiting in the outbox.
 */
import { inArray, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app-types';
import { emails } from '../../server/db/schema';
import { createMetrics } from '../../server/lib/metrics';
import { registerMetrics } from '../../server/plugins/metrics';
import { createTestApp, type TestApp } from './support/app';
import { registerCustomer } from './support/accounts';
import { payWithCard, placeOrder } from './support/checkout';
import { insertProduct } from './support/fixtures';

const TOKEN = 'metrics-token-for-tests-0123456789';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(async () => {
  await t?.dispose();
});

const scrape = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain');
  return res.body;
};

/** The value of one sample, or 0 when the series has not appeared yet. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('the metrics endpoint', () => {
  it('does not exist unless METRICS_TOKEN is set', async () => {
    const bare = Fastify();
    registerMetrics(bare as unknown as App, createMetrics({ kind: 'pglite', stats: () => ({ total: 1, idle: 1, waiting: 0 }) }), undefined);
    const res = await bare.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    await bare.close();
  });

  it('refuses a scrape without the token or with another one', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-wrong-token-wrong' }, { authorization: TOKEN }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain('http_requests_total');
    }
  });

  it('counts requests by route pattern and status, times them, and counts errors by status', async () => {
    const product = await insertProduct(t.database.db, { slug: 'metrics-balm' });
    await t.app.inject({ method: 'GET', url: `/api/v1/general/products/${product.id}` });
    await t.app.inject({ method: 'GET', url: '/api/v1/general/products/metrics-balm' });
    await t.app.inject({ method: 'GET', url: '/api/v1/no-such-route-1234' });
    const text = await scrape();
    const route = '/api/v1/general/products/:id';
    expect(sample(text, `http_requests_total{method="GET",route="${route}",status="200"}`)).toBe(2);
    expect(sample(text, `http_request_duration_seconds_count{method="GET",route="${route}"}`)).toBe(2);
    expect(sample(text, 'http_request_errors_total{class="4xx",status="404"}')).toBeGreaterThanOrEqual(1);
    // Bounded labels: the raw URLs appear nowhere.
    expect(text).not.toContain('metrics-balm');
    expect(text).not.toContain(product.id);
    expect(text).not.toContain('no-such-route-1234');
    expect(text).toContain('route="(unmatched)"');
  });

  it('has the event-loop lag and the database pool', async () => {
    const text = await scrape();
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    const kind = t.database.kind;
    expect(text).toMatch(new RegExp(`^shop_db_pool_connections\\{database="${kind}"\\} [1-9]\\d*$`, 'm'));
    expect(text).toMatch(new RegExp(`^shop_db_pool_idle\\{database="${kind}"\\} \\d+$`, 'm'));
    expect(text).toMatch(new RegExp(`^shop_db_pool_waiting\\{database="${kind}"\\} \\d+$`, 'm'));
  });

  it('shows how many emails wait in the outbox, read from the database at each scrape', async () => {
    await t.app.jobs.idle();
    const before = sample(await scrape(), 'shop_email_outbox_waiting');
    // Dated an hour ahead, so the delivery job leaves them queued while the scrape reads them.
    const later = new Date(Date.now() + 3_600_000);
    const held = await t.database.db
      .insert(emails)
      .values([1, 2].map((n) => ({ to: `wait-${n}@example.com`, subject: 'Waiting', text: 'Held back', kind: 'test', createdAt: later })))
      .returning({ id: emails.id });
    expect(sample(await scrape(), 'shop_email_outbox_waiting') - before).toBe(2);
    await t.database.db.delete(emails).where(inArray(emails.id, held.map((row) => row.id)));
    expect(sample(await scrape(), 'shop_email_outbox_waiting')).toBe(before);
  });

  it('counts orders placed and paid', async () => {
    const before = await scrape();
    const product = await insertProduct(t.database.db, { slug: 'metrics-order-balm', price: 1500, stock: 5 });
    const customer = await registerCustomer(t.app);
    const paid = await placeOrder(t.app, customer.token, [{ productId: product.id, quantity: 1 }]);
    expect((await payWithCard(t.app, customer.token, paid.orderId)).status).toBe('succeeded');
    await placeOrder(t.app, customer.token, [{ productId: product.id, quantity: 1 }]);
    const after = await scrape();
    expect(sample(after, 'shop_orders_placed_total') - sample(before, 'shop_orders_placed_total')).toBe(2);
    expect(sample(after, 'shop_orders_paid_total') - sample(before, 'shop_orders_paid_total')).toBe(1);
  });

  it('counts job rounds and failures', async () => {
    await t.app.jobs.idle();
    const text = await scrape();
    expect(text).toMatch(/^shop_job_runs_total\{job="[\w-]+",outcome="ok"\} [1-9]/m);

    t.app.jobs.add({ name: 'always-fails', everyMs: 3_600_000, runOnce: () => Promise.reject(new Error('boom')) });
    t.app.jobs.kick('always-fails');
    await t.app.jobs.idle();
    const after = await scrape();
    expect(sample(after, 'shop_job_failures_total{job="always-fails"}')).toBe(1);
    expect(sample(after, 'shop_job_runs_total{job="always-fails",outcome="failed"}')).toBe(1);
  });

  it('counts the SQL statements each route and each job sends, one request not counting another', async () => {
    const product = await insertProduct(t.database.db, { slug: 'metrics-statements-balm', price: 1500, stock: 5 });
    // Three buyers, each on their first call: each token check reads the database (it is then remembered for a second).
    const [customer, second, third] = [await registerCustomer(t.app), await registerCustomer(t.app), await registerCustomer(t.app)];
    await t.app.jobs.idle();
    const before = await scrape();
    const route = 'shop_db_statements_total{source="/api/v1/general/checkout/create-order"}';
    await placeOrder(t.app, customer.token, [{ productId: product.id, quantity: 1 }]);
    const once = sample(await scrape(), route) - sample(before, route);
    // A create-order reads the bag and writes the order in one transaction: more than BEGIN and COMMIT.
    expect(once).toBeGreaterThan(2);
    // Two at once: each adds its own statements, so the sum is twice one.
    await Promise.all([second, third].map((buyer) => placeOrder(t.app, buyer.token, [{ productId: product.id, quantity: 1 }])));
    expect(sample(await scrape(), route) - sample(before, route)).toBe(3 * once);

    t.app.jobs.add({ name: 'three-statements', everyMs: 3_600_000, runOnce: async () => {
      for (let i = 0; i < 3; i++) await t.database.db.execute(sql`select 1`);
      return false;
    } });
    t.app.jobs.kick('three-statements');
    await t.app.jobs.idle();
    expect(sample(await scrape(), 'shop_db_statements_total{source="job:three-statements"}')).toBe(3);
  });
});
