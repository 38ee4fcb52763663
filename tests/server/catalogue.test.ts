import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { orderLines, orders, products } from '../../server/db/schema';
import { createTestApp, type TestApp } from './support/app';
import { expectNoInternals } from './support/assertions';
import { insertProduct } from './support/fixtures';
import { registerCustomer } from './support/accounts';
import { payWithCard, placeOrder } from './support/checkout';

let t: TestApp;
const ids: Record<string, string> = {};

const address = {
  firstName: 'Ada',
  lastName: 'Greene',
  email: 'ada@example.com',
  phone: '+44 7700 900123',
  address1: '1 Garden Row',
  address2: null,
  city: 'Bath',
  state: null,
  postalCode: 'BA1 1AA',
  country: 'GB',
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ids.serum = (await insertProduct(db, { name: 'Rosehip Serum', category: 'face', price: 3200, featured: true, ingredients: 'Rosa canina oil' })).id;
  ids.balm = (await insertProduct(db, { name: 'Calendula Balm', category: 'body', price: 1800, stock: 3, recommended: true })).id;
  ids.shampoo = (await insertProduct(db, { name: 'Nettle Shampoo', category: 'hair', price: 1400, stock: 0 })).id;
  ids.roller = (await insertProduct(db, { name: 'Jade Roller', category: 'accessories', price: 2600 })).id;
  ids.hidden = (await insertProduct(db, { name: 'Draft Toner', category: 'face', status: 'draft' })).id;
  // A paid order of 5 balms makes the balm the best seller.
  const [order] = await db
    .insert(orders)
    .values({ email: 'a@b.c', status: 'delivered', paymentStatus: 'paid', subtotal: 9000, shipping: 2000, tax: 765, total: 11765, shippingAddress: address, billingAddress: address })
    .returning();
  await db.insert(orderLines).values({ orderId: order!.id, productId: ids.balm!, name: 'Calendula Balm', unitPrice: 1800, quantity: 5, lineTotal: 9000 });
});
afterAll(async () => {
  await t?.dispose();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /general/products', () => {
  it('answers the products response of docs/product/storefront.md#products-response with active products only', async () => {
    const res = await get('/api/v1/general/products');
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data.allProducts.pagination).toEqual({ page: 1, limit: 1000, total: 4, totalPages: 1 });
    expect(data.allProducts.products.map((p: { id: string }) => p.id)).not.toContain(ids.hidden);
    expect(data.featured.map((p: { name: string }) => p.name)).toEqual(['Rosehip Serum']);
    expect(data.recommended.map((p: { name: string }) => p.name)).toEqual(['Calendula Balm']);
    expect(data.bestSellers[0].name).toBe('Calendula Balm');
    expect(data.popular[0].name).toBe('Calendula Balm');
    expect(data.categories.face.products.map((p: { name: string }) => p.name)).toEqual(['Rosehip Serum']);
    expect(data.categories.hair.pagination.total).toBe(1);
    const balm = data.allProducts.products.find((p: { id: string }) => p.id === ids.balm);
    expect(balm).toMatchObject({ price: 1800, stock: 3, stockLevel: 'low stock', category: 'body' });
    const shampoo = data.allProducts.products.find((p: { id: string }) => p.id === ids.shampoo);
    expect(shampoo.stockLevel).toBe('out of stock');
  });

  it('searches name, description and ingredients, filters by category and sorts', async () => {
    const byIngredient = (await get('/api/v1/general/products?search=rosa')).json().data.allProducts.products;
    expect(byIngredient.map((p: { name: string }) => p.name)).toEqual(['Rosehip Serum']);
    const wildcard = (await get('/api/v1/general/products?search=%25')).json().data.allProducts.products;
    expect(wildcard).toHaveLength(0);
    const hair = (await get('/api/v1/general/products?category=hair')).json().data.allProducts.products;
    expect(hair.map((p: { name: string }) => p.name)).toEqual(['Nettle Shampoo']);
    const cheapest = (await get('/api/v1/general/products?sort=price_asc')).json().data.allProducts.products;
    expect(cheapest.map((p: { price: number }) => p.price)).toEqual([1400, 1800, 2600, 3200]);
    const byName = (await get('/api/v1/general/products?sort=name')).json().data.allProducts.products;
    expect(byName[0].name).toBe('Calendula Balm');
  });

  it('lists name matches first in a search, whatever the sort', async () => {
    const db = t.database.db;
    const brush = await insertProduct(db, { name: 'Bamboo Paddle Hairbrush', category: 'accessories', price: 2200, createdAt: new Date('2026-01-01T00:00:00Z') });
    const cloth = await insertProduct(db, { name: 'Cleansing Cloth', category: 'accessories', price: 900, description: 'Soft bamboo fibre.', createdAt: new Date('2026-01-03T00:00:00Z') });
    const brush2 = await insertProduct(db, { name: 'Travel Bamboo Comb', category: 'accessories', price: 1200, createdAt: new Date('2026-01-02T00:00:00Z') });
    try {
      const found = async (query: string) => (await get(`/api/v1/general/products?search=bamboo${query}`)).json().data.allProducts.products.map((p: { id: string }) => p.id);
      expect(await found('')).toEqual([brush.id, brush2.id, cloth.id]);
      expect(await found('&sort=price_asc')).toEqual([brush.id, brush2.id, cloth.id]);
      expect(await found('&sort=name')).toEqual([brush.id, brush2.id, cloth.id]);
    } finally {
      await db.delete(products).where(inArray(products.id, [brush.id, cloth.id, brush2.id]));
    }
  });

  it('pages', async () => {
    const res = (await get('/api/v1/general/products?page=2&limit=3&sort=name')).json().data.allProducts;
    expect(res.pagination).toEqual({ page: 2, limit: 3, total: 4, totalPages: 2 });
    expect(res.products.map((p: { name: string }) => p.name)).toEqual(['Rosehip Serum']);
  });

  it('serves an ETag and answers 304 when it matches', async () => {
    const first = await get('/api/v1/general/products');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get('/api/v1/general/products', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('compresses for clients that accept it, with the same ETag', async () => {
    const plain = await get('/api/v1/general/products');
    const br = await get('/api/v1/general/products', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get('/api/v1/general/products', { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(gz.headers.etag).toBe(plain.headers.etag);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('shows a product change once the cache is invalidated', async () => {
    const before = (await get('/api/v1/general/products')).headers.etag;
    await insertProduct(t.database.db, { name: 'Oat Cleanser', category: 'face' });
    t.app.catalogueCache.invalidate();
    const after = await get('/api/v1/general/products');
    expect(after.headers.etag).not.toBe(before);
    expect(after.json().data.allProducts.pagination.total).toBe(5);
  });
});

describe('a sale', () => {
  it('shows the new stock of what sold at once, and keeps the answers of what did not', async () => {
    const sold = await insertProduct(t.database.db, { name: 'Sale Serum', stock: 3 });
    const kept = await insertProduct(t.database.db, { name: 'Quiet Balm', stock: 7 });
    const stockOf = async (id: string) => (await get(`/api/v1/general/products/${id}`)).json().data.product.stock as number;
    expect(await stockOf(sold.id)).toBe(3);
    const keptAnswer = await t.app.catalogueCache.get(`product:${kept.id}`, async () => 'rebuilt');
    const customer = await registerCustomer(t.app);
    await placeOrder(t.app, customer.token, [{ productId: sold.id, quantity: 1 }]);
    // The first change after a quiet spell is passed on at once (lib/stock-drops.ts).
    expect(await stockOf(sold.id)).toBe(2);
    expect(await t.app.catalogueCache.get(`product:${kept.id}`, async () => 'rebuilt')).toBe(keptAnswer);
  });

  it('rebuilds the lists when a badge changes, not for every sale nor a count within reach (decisions 0235, 0245)', async () => {
    const sold = await insertProduct(t.database.db, { name: 'Drop Serum', stock: 20, lowStockThreshold: 5 });
    const listedLevel = async () => {
      const listed = (await get('/api/v1/general/products?limit=100')).json().data.allProducts.products as Array<{ id: string; stock: number; stockLevel: string }>;
      return listed.find((product) => product.id === sold.id)!;
    };
    const customer = await registerCustomer(t.app);
    const settled = () => new Promise((resolve) => setTimeout(resolve, 400));
    // Each sale paid: the customer's next checkout would otherwise revise the unpaid order (decision 0255).
    const buy = async (quantity: number) => payWithCard(t.app, customer.token, (await placeOrder(t.app, customer.token, [{ productId: sold.id, quantity }])).orderId);
    // The first sale of a product the process has not seen change: the lists go, once.
    await buy(1);
    await settled();
    expect(await listedLevel()).toMatchObject({ stock: 19, stockLevel: 'in stock' });
    // 19 to 18: still in stock, more than an order may hold. The product's own answer shows 18; the list keeps its answer.
    await buy(1);
    await settled();
    expect((await get(`/api/v1/general/products/${sold.id}`)).json().data.product.stock).toBe(18);
    expect(await listedLevel()).toMatchObject({ stock: 19, stockLevel: 'in stock' });
    // 18 to 8: a count an order could reach, shown on the product's own page and not on a card:
    // the product's answer follows, the list keeps its answer (decision 0245).
    await buy(10);
    await settled();
    expect((await get(`/api/v1/general/products/${sold.id}`)).json().data.product.stock).toBe(8);
    expect(await listedLevel()).toMatchObject({ stock: 19, stockLevel: 'in stock' });
    // 8 to 5: low stock. The list follows.
    await buy(3);
    await settled();
    expect(await listedLevel()).toMatchObject({ stock: 5, stockLevel: 'low stock' });
  });
});

describe('GET /general/products/featured and /{id}', () => {
  it('lists featured products', async () => {
    const res = await get('/api/v1/general/products/featured');
    expect(res.json().data.products.map((p: { name: string }) => p.name)).toEqual(['Rosehip Serum']);
  });

  it('answers one product by id or slug', async () => {
    const res = await get(`/api/v1/general/products/${ids.serum}`);
    expect(res.statusCode).toBe(200);
    const product = res.json().data.product;
    expect(product).toMatchObject({ id: ids.serum, name: 'Rosehip Serum', price: 3200 });
    const bySlug = await get(`/api/v1/general/products/${product.slug}`);
    expect(bySlug.json().data.product.id).toBe(ids.serum);
  });

  it('answers 404 with a message for unknown and hidden products', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-such-thing', ids.hidden!]) {
      const res = await get(`/api/v1/general/products/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Product not found', data: null });
      expectNoInternals(res.body);
    }
  });
});
