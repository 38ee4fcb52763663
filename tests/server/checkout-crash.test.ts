/**
 * RELIABILITY T5: the real server process is killed with SIGKILL while shoppers are paying, then
 * started again on the same database. Every checkout the server had answered "succeeded" must be a
 * paid order after the restart, and no payment may have succeeded without its order being paid.
 * Runs on the embedded database (on disk, where a commit must survive the kill) and, in the
 * server-pg project, on PostgreSQL.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, ne, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, migrate, openDatabase } from '../../server/db/client';
import { orderLines, orders, payments, products } from '../../server/db/schema';
import { startServerProcess } from '../../scripts/server-process';
import { TEST_SECRETS } from './support/app';
import { onPostgres } from './support/database';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'verdant-crash-'));
const INITIAL_STOCK = 10_000;
let server: ChildProcess | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

afterAll(async () => {
  server?.kill('SIGKILL');
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The embedded database in dataDir, or a fresh PostgreSQL database of this file's own. */
async function databaseUrl(): Promise<string | undefined> {
  if (!onPostgres) return undefined;
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `verdant_crash_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const open = (url: string | undefined): Promise<Database> => openDatabase({ databaseUrl: url, dataDir });

async function start(url: string | undefined): Promise<number> {
  const started = await startServerProcess({
    ...TEST_SECRETS,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    ...(url ? { DATABASE_URL: url } : {}),
    RATE_LIMIT_PER_MINUTE: '100000',
  });
  server = started.child;
  return started.port;
}

async function call(port: number, method: string, pathname: string, token?: string, body?: object) {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1${pathname}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> | null; message: string } };
}

const ADDRESS = { firstName: 'Ada', lastName: 'Greene', email: 'ada@example.com', phone: '+44 7700 900123', address1: '1 Garden Row', city: 'Bath', postalCode: 'BA1 1AA', country: 'GB' };

/** One shopper checking out and paying, over and over, until the server goes away. */
async function shopper(port: number, token: string, productId: string, paid: string[]): Promise<void> {
  for (;;) {
    try {
      const order = await call(port, 'POST', '/general/checkout/create-order', token, { items: [{ productId, quantity: 1 }], shippingAddress: ADDRESS, billingAddress: ADDRESS });
      const orderId = order.body.data!.orderId as string;
      const intent = await call(port, 'POST', `/general/checkout/${orderId}/payment`, token);
      const confirm = await call(port, 'POST', '/general/payments/local/confirm', token, {
        clientSecret: intent.body.data!.clientSecret,
        cardNumber: '4242424242424242',
        expMonth: 12,
        expYear: 2099,
        cvc: '123',
      });
      if (confirm.body.data?.status === 'succeeded') paid.push(orderId);
    } catch (error) {
      if (server?.exitCode === null && server.signalCode === null) throw error; // a real failure, not the kill
      return;
    }
  }
}

describe('T5 crash', () => {
  it('kill -9 during a stream of paid checkouts loses no paid order', async () => {
    const url = await databaseUrl();
    const setup = await open(url);
    await migrate(setup);
    const [product] = await setup.db
      .insert(products)
      .values({ slug: 'crash-test-balm', name: 'Crash Test Balm', description: 'For the crash test.', category: 'body', price: 1_200, stock: INITIAL_STOCK })
      .returning();
    await setup.close();

    let port = await start(url);
    const registered = await call(port, 'POST', '/user/register', undefined, { firstName: 'Ada', lastName: 'Greene', email: 'crash@example.com', password: 'gentle-rosehip-2026' });
    const token = registered.body.data!.token as string;
    const paid: string[] = [];
    let failure: unknown = null;
    const shoppers = Array.from({ length: 4 }, () => shopper(port, token, product!.id, paid).catch((error: unknown) => void (failure = error)));
    const waitUntil = Date.now() + 60_000;
    while (paid.length < 12 && !failure && Date.now() < waitUntil) await new Promise((resolve) => setTimeout(resolve, 25));
    if (failure) throw failure;
    if (paid.length === 0) throw new Error('no checkout was paid within 60 s of the server starting');
    server!.kill('SIGKILL');
    await Promise.all(shoppers);
    const acknowledged = [...paid];

    port = await start(url);
    for (const orderId of acknowledged) {
      const status = await call(port, 'GET', `/general/checkout/${orderId}/status`, token);
      expect(status.body.data, orderId).toEqual({ status: 'unfulfilled', paymentStatus: 'paid' });
    }
    const stopped = new Promise((resolve) => server!.once('exit', resolve));
    server!.kill('SIGTERM');
    await stopped;

    const after = await open(url);
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
    await after.close();

    expect(orphans).toHaveLength(0);
    expect(paidOrders).toBeGreaterThanOrEqual(acknowledged.length);
    expect(stock + held).toBe(INITIAL_STOCK);
    console.log(
      `T5 (${onPostgres ? 'PostgreSQL' : 'PGlite'}): ${acknowledged.length} paid checkouts acknowledged before kill -9; after restart ${paidOrders} paid orders, ${orphans.length} paid payments without a paid order, stock + held = ${stock + held}`,
    );
  }, 240_000);
});
