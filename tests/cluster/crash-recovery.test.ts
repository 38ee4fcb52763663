/**
 * RELIABILITY T5, automated: a real server process is killed with SIGKILL while shoppers place and
 * pay for orders, then started again on the same database, and the shop is reconciled: every order
 * whose creation was answered still exists, every payment answered "succeeded" is a paid order,
 * no payment succeeded without its order being paid, and stock plus what unreleased orders hold
 * equals the stock at the start. On the embedded database (on disk, where a commit must survive
 * the kill) and, with TEST_DATABASE_URL, on PostgreSQL. Prints its figures.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '../../server/db/client';
import { orderLines, orders, payments, products } from '../../server/db/schema';
import { startServerProcess } from '../../scripts/server-process';
import { TEST_SECRETS } from '../server/support/app';
import { createEmptyPostgresDatabase, postgresServerUrl } from '../support/postgres-database';

const INITIAL_STOCK = 10_000;
const SHOPPERS = 4;
const PAID_BEFORE_KILL = 12;

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const ADDRESS = { firstName: 'Ada', lastName: 'Greene', email: 'ada@example.com', phone: '+44 7700 900123', address1: '1 Garden Row', city: 'Bath', postalCode: 'BA1 1AA', country: 'GB' };

async function call(port: number, method: string, pathname: string, token?: string, body?: object) {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1${pathname}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> | null; message: string } };
}

interface Acknowledged {
  /** Orders whose creation was answered 201, with their owner's token. */
  created: { orderId: string; token: string }[];
  /** Orders whose payment was answered "succeeded". */
  paid: string[];
}

const isDown = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** One shopper placing and paying for orders, over and over, until the server goes away. */
async function shopper(port: number, child: ChildProcess, token: string, productId: string, seen: Acknowledged): Promise<void> {
  for (;;) {
    try {
      const order = await call(port, 'POST', '/general/checkout/create-order', token, { items: [{ productId, quantity: 1 }], shippingAddress: ADDRESS, billingAddress: ADDRESS });
      if (order.status !== 201) throw new Error(`create-order answered ${order.status}: ${order.body.message}`);
      const orderId = order.body.data!.orderId as string;
      seen.created.push({ orderId, token });
      const intent = await call(port, 'POST', `/general/checkout/${orderId}/payment`, token);
      const confirm = await call(port, 'POST', '/general/payments/local/confirm', token, {
        clientSecret: intent.body.data!.clientSecret,
        cardNumber: '4242424242424242',
        expMonth: 12,
        expYear: 2099,
        cvc: '123',
      });
      if (confirm.body.data?.status === 'succeeded') seen.paid.push(orderId);
    } catch (error) {
      if (!isDown(child)) throw error; // a real failure, not the kill
      return;
    }
  }
}

async function crashAndReconcile(target: 'embedded' | 'postgres') {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'verdant-crash-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  let databaseUrl: string | undefined;
  if (target === 'postgres') {
    const throwaway = await createEmptyPostgresDatabase();
    cleanups.push(() => throwaway.drop());
    databaseUrl = throwaway.url;
  }
  const open = () => openDatabase({ databaseUrl, dataDir });
  const setup = await open();
  await migrate(setup);
  const [product] = await setup.db
    .insert(products)
    .values({ slug: 'crash-test-balm', name: 'Crash Test Balm', description: 'For the crash test.', category: 'body', price: 1_200, stock: INITIAL_STOCK })
    .returning();
  await setup.close();

  const env = { ...TEST_SECRETS, NODE_ENV: 'development', DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '100000', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  let server = await startServerProcess(env);
  cleanups.push(() => void server.child.kill('SIGKILL'));
  const tokens: string[] = [];
  for (let i = 0; i < SHOPPERS; i += 1) {
    const registered = await call(server.port, 'POST', '/user/register', undefined, { firstName: 'Ada', lastName: 'Greene', email: `crash-${i}@example.com`, password: 'gentle-rosehip-2026' });
    tokens.push(registered.body.data!.token as string);
  }

  const seen: Acknowledged = { created: [], paid: [] };
  let failure: unknown = null;
  const first = server;
  const shoppers = tokens.map((token) => shopper(first.port, first.child, token, product!.id, seen).catch((error: unknown) => void (failure = error)));
  const waitUntil = Date.now() + 90_000;
  while (seen.paid.length < PAID_BEFORE_KILL && !failure && Date.now() < waitUntil) await new Promise((resolve) => setTimeout(resolve, 25));
  if (failure) throw failure;
  if (seen.paid.length === 0) throw new Error('no checkout was paid within 90 s of the server starting');
  first.child.kill('SIGKILL');
  await Promise.all(shoppers);
  const created = seen.created.map((entry) => entry.orderId);
  const paid = [...seen.paid];

  // Restart on the same database; the recovery job settles what the kill interrupted, and a status
  // check per order (what the shopper's page asks) settles payments the provider had taken.
  server = await startServerProcess(env);
  const answeredPaid: string[] = [];
  for (const { orderId, token } of seen.created) {
    const status = await call(server.port, 'GET', `/general/checkout/${orderId}/status`, token);
    expect(status.status, orderId).toBe(200);
    if (status.body.data?.paymentStatus === 'paid') answeredPaid.push(orderId);
  }
  await server.stop();

  const after = await open();
  try {
    const [{ found }] = (await after.db.select({ found: sql<number>`count(*)::int` }).from(orders).where(inArray(orders.id, created))) as [{ found: number }];
    const paidRows = await after.db.select({ id: orders.id, paymentStatus: orders.paymentStatus }).from(orders).where(inArray(orders.id, paid));
    const orphans = await after.db
      .select({ id: payments.id })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(payments.status, 'succeeded'), ne(orders.paymentStatus, 'paid')));
    const [{ paidOrders }] = (await after.db.select({ paidOrders: sql<number>`count(*)::int` }).from(orders).where(eq(orders.paymentStatus, 'paid'))) as [{ paidOrders: number }];
    const [{ held }] = (await after.db
      .select({ held: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(sql`${orders.stockReleasedAt} is null`)) as [{ held: number }];
    const [{ stock }] = (await after.db.select({ stock: products.stock }).from(products).where(eq(products.id, product!.id))) as [{ stock: number }];
    console.log(
      `T5 (${target === 'postgres' ? 'PostgreSQL' : 'embedded PGlite'}): before kill -9, ${created.length} orders created and ${paid.length} paid (acknowledged); ` +
        `after restart: ${found} of ${created.length} created orders found, ${paidRows.filter((row) => row.paymentStatus === 'paid').length} of ${paid.length} acknowledged payments are paid orders, ` +
        `${paidOrders} paid orders in all, ${orphans.length} paid payments without a paid order, stock ${stock} + held ${held} = ${stock + held} (started ${INITIAL_STOCK})`,
    );
    expect(answeredPaid).toEqual(expect.arrayContaining(paid));
    expect(found).toBe(created.length);
    expect(paidRows.map((row) => row.paymentStatus)).toEqual(paid.map(() => 'paid'));
    expect(orphans).toHaveLength(0);
    expect(stock + held).toBe(INITIAL_STOCK);
  } finally {
    await after.close();
  }
}

describe('T5: kill -9 during a stream of paid checkouts', () => {
  it('embedded database: restart and reconcile lose no order and no payment, stock exact', () => crashAndReconcile('embedded'), 300_000);
  it.skipIf(!postgresServerUrl)('PostgreSQL: restart and reconcile lose no order and no payment, stock exact', () => crashAndReconcile('postgres'), 300_000);
});
