/**
 * A product's sizes in the back office (docs/decisions/0251-admin-sizes.md): added, edited, moved,
 * erased or archived (when order lines name them), pictured on their own; the product's price from
 * the cheapest, the storefront's answer following at once; SKUs unique in any case; the last size
 * kept; the audit trail's entries; the bulk stock edit per size; the refusals with their fields.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, orderLines, productVariants } from '../../server/db/schema';
import { bearer, createAdmin, insertOrder, registerCustomer } from './support/accounts';
import { asAdmin, expectAdminOnly, UNKNOWN_ID } from './support/admin';
import { useTestApp } from './support/app';
import { addSizes, insertProduct, productOf } from './support/fixtures';
import { formBody, pngImage } from './support/multipart';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
let admin: string;
let customer: { id: string; token: string };

beforeAll(async () => {
  admin = (await createAdmin(t.app)).token;
  const registered = await registerCustomer(t.app);
  customer = { id: registered.user.id, token: registered.token };
});

let skus = 0;
const sku = (stem = 'SIZE') => `${stem}-${(skus += 1)}-${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
const sizes = (productId: string) => `/admin/products/${productId}/variants`;
const storefront = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/v1/general/products/${id}` })).json().data.product;
const entriesOf = (recordId: string) => t.app.db.select().from(auditEntries).where(eq(auditEntries.recordId, recordId)).orderBy(auditEntries.at);
const variantRow = async (id: string) => (await t.app.db.select().from(productVariants).where(eq(productVariants.id, id)))[0];

describe('POST /admin/products/{id}/variants', () => {
  it('adds a size after the others; the product answers it, priced from the cheapest, in the shop at once', async () => {
    const product = await insertProduct(t.app.db, { price: 3800, stock: 5, size: '30 ml' });
    await storefront(product.id); // cached now: the new size must show regardless
    const res = await asAdmin(t.app, admin, 'POST', sizes(product.id), { name: '15 ml', sku: sku('MINI'), price: 2200, stock: 7 });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json().data.product;
    expect(answer.variants.map((size: { name: string }) => size.name)).toEqual(['30 ml', '15 ml']);
    expect(answer).toMatchObject({ price: 2200, stock: 12, size: '30 ml' });
    const shown = await storefront(product.id);
    expect(shown.variants).toHaveLength(2);
    expect(shown.price).toBe(2200);
    const [entry] = await entriesOf(product.id);
    expect(entry).toMatchObject({ action: 'product.variant.create', recordLabel: `${product.name}, 15 ml` });
    expect(entry!.changes).toMatchObject({ name: { before: null, after: '15 ml' }, price: { before: null, after: 2200 }, stock: { before: null, after: 7 } });
  });

  it('refuses a SKU another size has, in any case, naming it', async () => {
    const first = await insertProduct(t.app.db);
    const other = await insertProduct(t.app.db);
    const taken = sku('ROSE');
    expect((await asAdmin(t.app, admin, 'POST', sizes(first.id), { name: '50 ml', sku: taken, price: 1000, stock: 1 })).statusCode).toBe(201);
    const clash = await asAdmin(t.app, admin, 'POST', sizes(other.id), { name: '50 ml', sku: taken.toLowerCase(), price: 1000, stock: 1 });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(`Another size already uses SKU ${taken.toLowerCase()}`);
    const [own] = (await productOf(t.app.db, first.id)).variants;
    const rename = await asAdmin(t.app, admin, 'PUT', `${sizes(first.id)}/${own!.id}`, { sku: taken });
    expect(rename.statusCode).toBe(409);
  });

  it('refuses bad fields with their names, a £0 size on an active product, and unknown products', async () => {
    const product = await insertProduct(t.app.db);
    const good = { name: '100 ml', sku: sku(), price: 1000, stock: 1 };
    const cases: Array<[object, string, string]> = [
      [{ ...good, name: ' ' }, 'name', 'Size name is required'],
      [{ ...good, sku: 'has space' }, 'sku', 'SKU may hold only letters, digits, dots, hyphens and underscores'],
      [{ ...good, price: 12.5 }, 'price', 'Price must be a whole number'],
      [{ ...good, price: 10_000_001 }, 'price', 'Price must be at most £100,000.00'],
      [{ ...good, stock: -1 }, 'stock', 'Stock must be 0 or more'],
      [{ name: '100 ml', price: 1000, stock: 1 }, 'sku', 'SKU must be text'],
    ];
    for (const [body, field, message] of cases) {
      const res = await asAdmin(t.app, admin, 'POST', sizes(product.id), body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[0], field).toMatchObject({ field, message });
    }
    const free = await asAdmin(t.app, admin, 'POST', sizes(product.id), { ...good, price: 0 });
    expect(free.statusCode).toBe(400);
    expect(free.json()).toMatchObject({ message: 'Every size of an active product needs a price above £0; save the product as a draft until it has one', errors: [{ field: 'price' }] });
    expect((await asAdmin(t.app, admin, 'POST', sizes(UNKNOWN_ID), good)).statusCode).toBe(404);
    expect((await productOf(t.app.db, product.id)).variants).toHaveLength(1);
  });
});

describe('PUT /admin/products/{id}/variants/{variantId}', () => {
  it('renames, reprices, restocks and moves a size; the summary and the trail follow', async () => {
    const product = await addSizes(t.app.db, (await insertProduct(t.app.db, { price: 3000, size: '30 ml' })).id, [
      { name: '50 ml', price: 4500, stock: 3 },
      { name: '100 ml', price: 7000, stock: 2 },
    ]);
    const [small, , large] = product.variants;
    const edit = await asAdmin(t.app, admin, 'PUT', `${sizes(product.id)}/${small!.id}`, { price: 2500, name: '25 ml' });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data.product).toMatchObject({ price: 2500, size: '25 ml' });
    const moved = await asAdmin(t.app, admin, 'PUT', `${sizes(product.id)}/${large!.id}`, { position: 0 });
    expect(moved.json().data.product.variants.map((size: { name: string }) => size.name)).toEqual(['100 ml', '25 ml', '50 ml']);
    expect((await storefront(product.id)).size).toBe('100 ml');
    const stock = await asAdmin(t.app, admin, 'PUT', `${sizes(product.id)}/${large!.id}`, { stock: 9 });
    expect(stock.json().data.product.stock).toBe(20 + 3 + 9);
    const actions = (await entriesOf(product.id)).map((entry) => [entry.action, entry.changes]);
    expect(actions).toEqual([
      ['product.variant.update', { name: { before: '30 ml', after: '25 ml' }, price: { before: 3000, after: 2500 } }],
      ['product.variant.update', { position: { before: 2, after: 0 } }],
      ['product.variant.update', { stock: { before: 2, after: 9 } }],
    ]);
    const past = await asAdmin(t.app, admin, 'PUT', `${sizes(product.id)}/${large!.id}`, { position: 3 });
    expect(past.json().errors[0]).toMatchObject({ field: 'position', message: 'Position must be from 0 to 2: this product has 3 sizes on sale' });
    expect((await asAdmin(t.app, admin, 'PUT', `${sizes(product.id)}/${large!.id}`, {})).statusCode).toBe(400);
  });

  it('answers 404 for another product’s size and an unknown one', async () => {
    const mine = await insertProduct(t.app.db);
    const theirs = await insertProduct(t.app.db);
    const [their] = theirs.variants;
    for (const [method, url, body] of [
      ['PUT', `${sizes(mine.id)}/${their!.id}`, { stock: 1 }],
      ['DELETE', `${sizes(mine.id)}/${their!.id}`, undefined],
      ['DELETE', `${sizes(mine.id)}/${their!.id}/image`, undefined],
      ['PUT', `${sizes(mine.id)}/${UNKNOWN_ID}`, { stock: 1 }],
    ] as const) {
      const res = await asAdmin(t.app, admin, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe('Size not found');
    }
    expect((await variantRow(their!.id))!.stock).toBe(theirs.stock);
  });
});

describe('DELETE /admin/products/{id}/variants/{variantId}', () => {
  it('erases a size never ordered, archives one that was (its order lines kept), and keeps the last', async () => {
    const product = await addSizes(t.app.db, (await insertProduct(t.app.db, { price: 3000, size: '30 ml' })).id, [
      { name: '50 ml', price: 2000, stock: 3 },
      { name: '100 ml', price: 7000, stock: 2 },
    ]);
    const [ordered, cheap, large] = product.variants;
    // insertOrder's line names the product's first size (30 ml).
    const order = await insertOrder(t.app.db, { customerId: customer.id, lines: [{ productId: product.id, unitPrice: 3000, quantity: 1 }] });
    const erased = await asAdmin(t.app, admin, 'DELETE', `${sizes(product.id)}/${cheap!.id}`);
    expect(erased.json()).toMatchObject({ message: 'Size deleted', data: { outcome: 'deleted', product: { price: 3000 } } });
    expect(await variantRow(cheap!.id)).toBeUndefined();
    const archived = await asAdmin(t.app, admin, 'DELETE', `${sizes(product.id)}/${ordered!.id}`);
    expect(archived.json()).toMatchObject({ message: 'Size archived: orders still name it', data: { outcome: 'archived' } });
    expect(archived.json().data.product.variants.map((size: { name: string }) => size.name)).toEqual(['100 ml']);
    expect((await variantRow(ordered!.id))!.status).toBe('archived');
    const [line] = await t.app.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(line).toMatchObject({ variantId: ordered!.id });
    const shown = await storefront(product.id);
    expect(shown.variants.map((size: { id: string }) => size.id)).toEqual([large!.id]);
    expect(shown).toMatchObject({ price: 7000, stock: 2, size: '100 ml' });
    // An archived size is out of reach of the size routes.
    expect((await asAdmin(t.app, admin, 'PUT', `${sizes(product.id)}/${ordered!.id}`, { stock: 4 })).statusCode).toBe(404);
    const last = await asAdmin(t.app, admin, 'DELETE', `${sizes(product.id)}/${large!.id}`);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('A product needs at least one size on sale: add another size before removing this one, or archive the product');
    expect((await entriesOf(product.id)).map((entry) => entry.action)).toEqual(['product.variant.delete', 'product.variant.archive']);
    // The archived size's SKU stays taken: its orders still read it.
    const reuse = await asAdmin(t.app, admin, 'POST', sizes(product.id), { name: '30 ml', sku: ordered!.sku, price: 3000, stock: 1 });
    expect(reuse.statusCode).toBe(409);
  });
});

describe('a size’s picture', () => {
  it('is uploaded on its own, shown in the size’s answer, replaced and removed with its files', async () => {
    const product = await insertProduct(t.app.db);
    const [size] = product.variants;
    const url = `/api/v1${sizes(product.id)}/${size!.id}/image`;
    const upload = async (colour: { r: number; g: number; b: number }) => {
      const { payload, headers } = formBody({}, [{ field: 'image', filename: 'size.png', type: 'image/png', data: await pngImage(500, 500, colour) }]);
      return t.app.inject({ method: 'PUT', url, payload, headers: { ...headers, ...bearer(admin) } });
    };
    const first = await upload({ r: 200, g: 100, b: 100 });
    expect(first.statusCode, first.body).toBe(200);
    const image = first.json().data.product.variants[0].image;
    expect(image.src).toMatch(/^\/media\/.+\.webp$/);
    expect((await storefront(product.id)).variants[0].image.id).toBe(image.id);
    const file = path.join(t.config.uploadsDir, path.basename(image.src));
    expect(existsSync(file)).toBe(true);
    const second = await upload({ r: 100, g: 100, b: 200 });
    expect(second.json().data.product.variants[0].image.id).not.toBe(image.id);
    expect(existsSync(file)).toBe(false);
    const removed = await t.app.inject({ method: 'DELETE', url, headers: bearer(admin) });
    expect(removed.json().data.product.variants[0].image).toBeNull();
    const { payload, headers } = formBody({}, [{ field: 'images', filename: 'x.png', type: 'image/png', data: await pngImage(10, 10) }]);
    const stray = await t.app.inject({ method: 'PUT', url, payload, headers: { ...headers, ...bearer(admin) } });
    expect(stray.statusCode).toBe(400);
    const empty = formBody({ note: 'x' });
    expect((await t.app.inject({ method: 'PUT', url, payload: empty.payload, headers: { ...empty.headers, ...bearer(admin) } })).json().errors[0].field).toBe('image');
    const updates = (await entriesOf(product.id)).filter((entry) => entry.action === 'product.variant.update');
    expect(updates.map((entry) => entry.changes)).toEqual([
      { image: { before: null, after: image.id } },
      { image: { before: image.id, after: expect.any(String) } },
      { image: { before: expect.any(String), after: null } },
    ]);
  });
});

describe('the product form and the bulk stock edit with sizes', () => {
  it('creates a product with its first size’s SKU, refusing a taken one', async () => {
    const chosen = sku('FORM');
    const { payload, headers } = formBody({ name: 'Sized Serum', description: 'x', category: 'face', price: '2000', stock: '4', sku: chosen });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/admin/products', payload, headers: { ...headers, ...bearer(admin) } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.product.variants[0]).toMatchObject({ sku: chosen, price: 2000, stock: 4 });
    const again = formBody({ name: 'Sized Serum Twin', description: 'x', category: 'face', price: '2000', stock: '4', sku: chosen.toLowerCase() });
    const clash = await t.app.inject({ method: 'POST', url: '/api/v1/admin/products', payload: again.payload, headers: { ...again.headers, ...bearer(admin) } });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(`Another size already uses SKU ${chosen.toLowerCase()}`);
  });

  it('sets the stock of the sizes named, refuses a product of several sizes none of which is named, and sets a one-size product as before', async () => {
    const several = await addSizes(t.app.db, (await insertProduct(t.app.db, { stock: 4 })).id, [{ name: '100 ml', price: 3000, stock: 1 }]);
    const single = await insertProduct(t.app.db, { stock: 2 });
    const [, large] = several.variants;
    const res = await asAdmin(t.app, admin, 'POST', '/admin/products/bulk', { action: 'set-stock', stock: 10, ids: [several.id, single.id], variantIds: [large!.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ done: 2, refused: 0 });
    expect((await productOf(t.app.db, several.id)).stock).toBe(14);
    expect((await productOf(t.app.db, single.id)).stock).toBe(10);
    const [entry] = await t.app.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.recordId, several.id), eq(auditEntries.action, 'product.stock')));
    expect(entry!.changes).toEqual({ stock: { before: 5, after: 14 }, 'stock: 100 ml': { before: 1, after: 10 } });
    const unnamed = await asAdmin(t.app, admin, 'POST', '/admin/products/bulk', { action: 'set-stock', stock: 3, ids: [several.id] });
    expect(unnamed.json().data.results).toEqual([
      { id: several.id, label: several.name, outcome: 'refused', reason: 'This product comes in 2 sizes: choose which of its sizes to set' },
    ]);
    const archive = await asAdmin(t.app, admin, 'POST', '/admin/products/bulk', { action: 'archive', ids: [single.id], variantIds: [large!.id] });
    expect(archive.json().errors[0]).toMatchObject({ field: 'variantIds', message: 'variantIds go with set-stock only' });
  });

  it('is for admins only, every size route', async () => {
    const product = await insertProduct(t.app.db);
    const [size] = product.variants;
    for (const [method, url, payload] of [
      ['POST', sizes(product.id), { name: 'x', sku: sku(), price: 100, stock: 1 }],
      ['PUT', `${sizes(product.id)}/${size!.id}`, { stock: 0 }],
      ['DELETE', `${sizes(product.id)}/${size!.id}`, undefined],
      ['PUT', `${sizes(product.id)}/${size!.id}/image`, undefined],
      ['DELETE', `${sizes(product.id)}/${size!.id}/image`, undefined],
    ] as const) {
      await expectAdminOnly(t.app, { method, url, payload }, customer.token);
    }
    expect((await variantRow(size!.id))!.stock).toBe(product.stock);
  });
});
