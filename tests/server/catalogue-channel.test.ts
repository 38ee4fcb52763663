/**
 * Two servers on one PostgreSQL, each with its own pool and catalogue cache, as two processes are
 * (docs/decisions/0180-catalogue-changes-across-processes.md): a price changed through one is in
 * the other's catalogue answer within a second, and so is a sale's stock (only that product's
 * answers dropped, decision 0223); a write that rolls back tells no one; and a
 * listener whose connection is cut drops its cache and listens again. The embedded database is one
 * process and has no channel: these run on the server-pg project only.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { App } from '../../server/app-types';
import { type Database, openDatabase } from '../../server/db/client';
import { recordChange } from '../../server/db/unit-of-work';
import { products } from '../../server/db/schema';
import { bearer, createAdmin, registerCustomer } from './support/accounts';
import { bagOf, placeOrder } from './support/checkout';
import { createTestApp, type TestApp } from './support/app';
import { onPostgres } from './support/database';
import { insertProduct } from './support/fixtures';
import { formBody } from './support/multipart';

let first: TestApp;
let second: App;
let secondDatabase: Database;

beforeAll(async () => {
  if (!onPostgres) return;
  first = await createTestApp();
  secondDatabase = await openDatabase({ databaseUrl: first.database.url, dataDir: first.database.dataDir, poolSize: 5 });
  second = await buildApp({ config: first.config, database: secondDatabase });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await secondDatabase?.close();
  await first?.dispose();
});

const priceIn = async (app: App, id: string) => (await app.inject({ method: 'GET', url: `/api/v1/general/products/${id}` })).json().data.product.price as number;

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return performance.now() - started;
}

async function setPrice(id: string, price: number) {
  const admin = await createAdmin(first.app);
  const form = formBody({ price: String(price) });
  const res = await first.app.inject({ method: 'PUT', url: `/api/v1/admin/products/${id}`, payload: form.payload, headers: { ...form.headers, ...bearer(admin.token) } });
  expect(res.statusCode).toBe(200);
}

describe.skipIf(!onPostgres)('the catalogue change channel', () => {
  it("puts one server's price change into the other's catalogue answer within a second", async () => {
    const product = await insertProduct(first.database.db, { price: 1500 });
    expect(await priceIn(second, product.id)).toBe(1500);
    await setPrice(product.id, 1800);
    const delay = await until(async () => (await priceIn(second, product.id)) === 1800, 5000);
    console.log(`[catalogue-channel] seen by the other server after ${delay.toFixed(0)} ms`);
    expect(delay).toBeLessThan(1000);
  });

  it("prices the other server's next bag with one server's new shipping fee within a second (settings kept in memory, decision 0237)", async () => {
    const product = await insertProduct(first.database.db, { price: 1500 });
    const bag = bagOf([{ productId: product.id, quantity: 1 }]);
    const shippingOn = async (app: App) =>
      (await app.inject({ method: 'POST', url: '/api/v1/general/checkout/validate', payload: bag })).json().data.pricing.shipping as number;
    const before = await shippingOn(second);
    const admin = await createAdmin(first.app);
    const saved = await first.app.inject({ method: 'PUT', url: '/api/v1/admin/settings', headers: bearer(admin.token), payload: { shippingFee: before + 111 } });
    expect(saved.statusCode, saved.body).toBe(200);
    const delay = await until(async () => (await shippingOn(second)) === before + 111, 5000);
    console.log(`[catalogue-channel] settings seen by the other server after ${delay.toFixed(0)} ms`);
    expect(delay).toBeLessThan(1000);
  });

  it("shows a product one server sold out as out of stock on the other within a second, keeping the other's other answers", async () => {
    const sold = await insertProduct(first.database.db, { price: 1500, stock: 2 });
    const other = await insertProduct(first.database.db, { price: 1600, stock: 9 });
    const levelIn = async (app: App, id: string) => (await app.inject({ method: 'GET', url: `/api/v1/general/products/${id}` })).json().data.product.stockLevel as string;
    expect(await levelIn(second, sold.id)).not.toBe('out of stock');
    const otherAnswer = await second.catalogueCache.get(`product:${other.id}`, async () => 'rebuilt');
    const customer = await registerCustomer(first.app);
    await placeOrder(first.app, customer.token, [{ productId: sold.id, quantity: 2 }]);
    const delay = await until(async () => (await levelIn(second, sold.id)) === 'out of stock', 5000);
    console.log(`[catalogue-channel] sold out on the other server after ${delay.toFixed(0)} ms`);
    expect(delay).toBeLessThan(1000);
    // The other product's answer was not rebuilt: a sale is not a catalogue change.
    expect(await second.catalogueCache.get(`product:${other.id}`, async () => 'rebuilt')).toBe(otherAnswer);
  });

  it('tells no one about a write that rolled back', async () => {
    const product = await insertProduct(first.database.db, { price: 2000 });
    expect(await priceIn(second, product.id)).toBe(2000);
    const versionBefore = second.catalogueCache.version;
    await expect(
      first.app.store.write(async (tx) => {
        recordChange(tx, 'catalogue');
        await tx.update(products).set({ name: 'Renamed' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // A committed change after it arrives; the rolled-back one never did.
    await first.app.store.write(async (tx) => recordChange(tx, 'catalogue'));
    await until(async () => second.catalogueCache.version > versionBefore, 5000);
    expect(second.catalogueCache.version).toBe(versionBefore + 1);
    expect(await priceIn(second, product.id)).toBe(2000);
  });

  it('drops its cache when its connection is cut, and hears changes again once back', async () => {
    const product = await insertProduct(first.database.db, { price: 3000 });
    expect(await priceIn(second, product.id)).toBe(3000);
    const versionBefore = second.catalogueCache.version;
    const admin = new pg.Client({ connectionString: first.database.url });
    await admin.connect();
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'verdant-catalogue-listener' and datname = current_database()`);
    // Cut: the cache goes at once, and again when listening resumes.
    await until(async () => second.catalogueCache.version >= versionBefore + 2, 5000);
    await until(async () => {
      const { rowCount } = await admin.query(`select 1 from pg_stat_activity where application_name = 'verdant-catalogue-listener' and datname = current_database()`);
      return rowCount === 2;
    }, 10_000);
    await admin.end();
    await setPrice(product.id, 3100);
    expect(await until(async () => (await priceIn(second, product.id)) === 3100, 5000)).toBeLessThan(1000);
  });
});
