/**
 * The back office's products: list (search, category, stock level, status, sort, paging), one
 * product, add and edit with images through the image pipeline (WebP renditions, reorder, remove),
 * removal (erased, or archived when orders name it), the storefront seeing each change at once,
 * and refusals: visitors, customers, bad fields, bad images, unknown ids.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { media, products } from '../../server/db/schema';
import { bearer, createAdmin, insertOrder, registerCustomer } from './support/accounts';
import { asAdmin, expectAdminOnly, UNKNOWN_ID } from './support/admin';
import { useTestApp } from './support/app';
import { expectNoInternals } from './support/assertions';
import { insertProduct } from './support/fixtures';
import { formBody, type FormFile, imageFile, pngImage } from './support/multipart';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
let admin: string;
let customerToken: string;
let photo: Buffer;

beforeAll(async () => {
  admin = (await createAdmin(t.app)).token;
  customerToken = (await registerCustomer(t.app)).token;
  photo = await pngImage(700, 500);
});

const FIELDS = { name: 'Rose & Oat Cleanser', description: 'A soft cream cleanser.', category: 'face', price: '2450', stock: '12' };

const send = (method: 'POST' | 'PUT', url: string, fields: Record<string, string>, files: FormFile[] = [], token = admin) => {
  const { payload, headers } = formBody(fields, files);
  return t.app.inject({ method, url: `/api/v1${url}`, payload, headers: { ...headers, ...bearer(token) } });
};
const storefrontProduct = (id: string) => t.app.inject({ method: 'GET', url: `/api/v1/general/products/${id}` });
const fileOf = (src: string) => path.join(t.config.uploadsDir, path.basename(src));

describe('POST /admin/products', () => {
  it('adds a product with two images re-encoded to WebP, shown by the shop at once', async () => {
    // The shop's catalogue answer is cached; the new product must show regardless.
    await t.app.inject({ method: 'GET', url: '/api/v1/general/products' });
    const res = await send('POST', '/admin/products', FIELDS, [imageFile(photo, 'front.png'), imageFile(await pngImage(400, 400), 'back.png')]);
    expect(res.statusCode, res.body).toBe(201);
    const product = res.json().data.product;
    expect(product).toMatchObject({ name: 'Rose & Oat Cleanser', slug: 'rose-oat-cleanser', price: 2450, stock: 12, status: 'active', stockLevel: 'in stock', orderCount: 0 });
    expect(product.images).toHaveLength(2);
    expect(product.images[0].src).toMatch(/^\/media\/.+-640\.webp$/);
    expect(product.images[0].srcSet).toContain('320w');
    expect(existsSync(fileOf(product.images[0].src))).toBe(true);
    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/general/products?search=oat%20cleanser' });
    expect(listed.json().data.allProducts.products.map((p: { id: string }) => p.id)).toEqual([product.id]);
    expect((await storefrontProduct(product.id)).statusCode).toBe(200);

    const twin = await send('POST', '/admin/products', FIELDS);
    expect(twin.json().data.product.slug).toMatch(/^rose-oat-cleanser-[0-9a-f]{6}$/);
  });

  it('refuses missing and wrong fields, naming them, and stores nothing', async () => {
    const before = await t.app.db.select({ id: products.id }).from(products);
    const cases: Array<[Record<string, string>, string]> = [
      [{ ...FIELDS, name: '' }, 'name'],
      [{ ...FIELDS, price: '12.50' }, 'price'],
      [{ ...FIELDS, stock: '-1' }, 'stock'],
      [{ ...FIELDS, category: 'pets' }, 'category'],
      [{ ...FIELDS, status: 'gone' }, 'status'],
      [{ ...FIELDS, featured: 'maybe' }, 'featured'],
      [{ ...FIELDS, slug: 'Not A Slug' }, 'slug'],
      [{ description: 'x', category: 'face', price: '1', stock: '1' }, 'name'],
    ];
    for (const [fields, field] of cases) {
      const res = await send('POST', '/admin/products', fields);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
    }
    // An over-large price names the limit in pounds, not a count of pence.
    const dear = await send('POST', '/admin/products', { ...FIELDS, name: 'Gold Balm', price: '10000001' });
    expect(dear.statusCode).toBe(400);
    expect(dear.json().errors[0]).toMatchObject({ field: 'price', message: 'Price must be at most £100,000.00' });
    expect(await t.app.db.select({ id: products.id }).from(products)).toHaveLength(before.length);
  });

  it('refuses an active product at £0, on create and on change; a draft may wait for its price', async () => {
    const free = await send('POST', '/admin/products', { ...FIELDS, name: 'Free Sample', price: '0' });
    expect(free.statusCode).toBe(400);
    expect(free.json()).toMatchObject({ message: 'An active product needs a price above £0; save it as a draft until it has one', errors: [{ field: 'price' }] });
    const draft = await send('POST', '/admin/products', { ...FIELDS, name: 'Unpriced Balm', price: '0', status: 'draft' });
    expect(draft.statusCode).toBe(201);
    const id = draft.json().data.product.id as string;
    expect((await send('PUT', `/admin/products/${id}`, { status: 'active' })).statusCode).toBe(400);
    const priced = await send('PUT', `/admin/products/${id}`, { status: 'active', price: '1200' });
    expect(priced.statusCode).toBe(200);
    expect((await send('PUT', `/admin/products/${id}`, { price: '0' })).json().errors[0].field).toBe('price');
    const [row] = await t.app.db.select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({ status: 'active', price: 1200 });
  });

  it('refuses non-images, a taken slug, JSON bodies and a seventh image', async () => {
    const svg = { field: 'images', filename: 'x.png', type: 'image/png', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') };
    const bad = await send('POST', '/admin/products', FIELDS, [imageFile(photo), svg]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Image 2: Only JPEG, PNG, WebP, AVIF or GIF images are accepted');
    const stray = await send('POST', '/admin/products', FIELDS, [{ ...imageFile(photo), field: 'file' }]);
    expect(stray.statusCode).toBe(400);
    const existing = await insertProduct(t.app.db);
    const filesBefore = readdirSync(t.config.uploadsDir).length;
    const taken = await send('POST', '/admin/products', { ...FIELDS, name: 'Slug Clash Serum', slug: existing.slug }, [imageFile(photo)]);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Another product already uses this slug');
    // The image saved inside the rolled-back transaction leaves neither a row nor a file behind.
    expect(await t.app.db.select().from(media).where(eq(media.alt, 'Slug Clash Serum'))).toEqual([]);
    expect(readdirSync(t.config.uploadsDir)).toHaveLength(filesBefore);
    const json = await asAdmin(t.app, admin, 'POST', '/admin/products', { ...FIELDS });
    expect(json.statusCode).toBe(415);
    const seven = await send('POST', '/admin/products', FIELDS, Array.from({ length: 7 }, () => imageFile(photo)));
    expect(seven.statusCode).toBe(413);
    expectNoInternals(seven.body);
  });
});

describe('GET /admin/products', () => {
  it('lists drafts and archived products too, filtered by category, stock level and status, sorted', async () => {
    const tag = `Hyssop${Date.now()}`;
    const low = await insertProduct(t.app.db, { name: `${tag} Balm`, category: 'body', stock: 2, lowStockThreshold: 5, price: 900 });
    const out = await insertProduct(t.app.db, { name: `${tag} Oil`, category: 'body', stock: 0, status: 'draft', price: 1900 });
    const plenty = await insertProduct(t.app.db, { name: `${tag} Mist`, category: 'hair', stock: 50, status: 'archived', price: 1400 });
    const idsOf = async (query: string) => {
      const res = await asAdmin(t.app, admin, 'GET', `/admin/products?search=${tag}${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.products.map((p: { id: string }) => p.id);
    };
    expect(await idsOf('&sort=price_asc')).toEqual([low.id, plenty.id, out.id]);
    expect(await idsOf('&category=body&sort=name')).toEqual([low.id, out.id]);
    expect(await idsOf('&stockStatus=low%20stock')).toEqual([low.id]);
    expect(await idsOf('&stockStatus=out%20of%20stock')).toEqual([out.id]);
    expect(await idsOf('&stockStatus=in%20stock')).toEqual([plenty.id]);
    expect(await idsOf('&status=archived')).toEqual([plenty.id]);
    expect(await idsOf('&sort=stock_desc&limit=1&page=2')).toEqual([low.id]);
    const page = (await asAdmin(t.app, admin, 'GET', `/admin/products?search=${tag}&limit=2`)).json().data;
    expect(page.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
  });

  it('ranks name matches first in a search: name starting with it, name containing it, then the rest', async () => {
    const tag = `Yarrow${Date.now()}`;
    // Newest first by default: the description-only matches are the newest, so only the rank puts the name first.
    const named = await insertProduct(t.app.db, { name: `${tag} Paddle Hairbrush`, createdAt: new Date('2026-01-01T00:00:00Z') });
    const inside = await insertProduct(t.app.db, { name: `Soft ${tag} Comb`, createdAt: new Date('2026-01-02T00:00:00Z') });
    const described = await insertProduct(t.app.db, { name: 'Cleansing Cloth', description: `Woven from ${tag} fibre.`, createdAt: new Date('2026-01-03T00:00:00Z') });
    const also = await insertProduct(t.app.db, { name: 'Body Scrub', description: `With ${tag} powder.`, createdAt: new Date('2026-01-04T00:00:00Z') });
    const idsOf = async (query: string) => (await asAdmin(t.app, admin, 'GET', `/admin/products?search=${tag}${query}`)).json().data.products.map((p: { id: string }) => p.id);
    expect(await idsOf('')).toEqual([named.id, inside.id, also.id, described.id]);
    expect(await idsOf('&sort=oldest')).toEqual([named.id, inside.id, described.id, also.id]);
    // Deep pages read from the far end keep the same order.
    expect(await idsOf('&limit=1&page=4')).toEqual([described.id]);
    expect(await idsOf('&limit=1&page=3')).toEqual([also.id]);
  });

  it('refuses bad filters', async () => {
    for (const query of ['?stockStatus=plenty', '?status=deleted', '?category=pets', '?sort=random', '?limit=0', '?page=-1']) {
      expect((await asAdmin(t.app, admin, 'GET', `/admin/products${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('GET /admin/products/{id}', () => {
  it('shows any product with its order count; 404 for an unknown id, 400 for a malformed one', async () => {
    const draft = await insertProduct(t.app.db, { status: 'draft' });
    await insertOrder(t.app.db, { customerId: null, lines: [{ productId: draft.id, quantity: 1, unitPrice: 100 }] });
    expect((await asAdmin(t.app, admin, 'GET', `/admin/products/${draft.id}`)).json().data.product).toMatchObject({ status: 'draft', orderCount: 1 });
    expect((await asAdmin(t.app, admin, 'GET', `/admin/products/${UNKNOWN_ID}`)).json()).toMatchObject({ success: false, message: 'Product not found' });
    expect((await asAdmin(t.app, admin, 'GET', '/admin/products/rose-oat-cleanser')).statusCode).toBe(400);
  });
});

describe('PUT /admin/products/{id}', () => {
  it('edits fields, reorders, removes and adds images, and the shop sees it at once', async () => {
    const created = (await send('POST', '/admin/products', { ...FIELDS, name: 'Calendula Toner' }, [imageFile(photo, 'a.png'), imageFile(await pngImage(500, 500), 'b.png')])).json().data.product;
    const [first, second] = created.images;
    await storefrontProduct(created.id);
    const res = await send('PUT', `/admin/products/${created.id}`, { price: '3100', stock: '3', imageOrder: JSON.stringify([second.id, 'new:0']) }, [imageFile(await pngImage(360, 360))]);
    expect(res.statusCode, res.body).toBe(200);
    const product = res.json().data.product;
    expect(product).toMatchObject({ name: 'Calendula Toner', price: 3100, stock: 3, stockLevel: 'low stock' });
    expect(product.images.map((image: { id: string }) => image.id)).toEqual([second.id, expect.any(String)]);
    expect(product.images[1].id).not.toBe(first.id);
    expect(existsSync(fileOf(first.src))).toBe(false);
    expect(await t.app.db.select().from(media).where(eq(media.id, first.id))).toEqual([]);
    expect((await storefrontProduct(created.id)).json().data.product).toMatchObject({ price: 3100, image: second.src });
  });

  it('refuses an unknown image, a duplicate, an unplaced upload and bad fields, changing nothing', async () => {
    const created = (await send('POST', '/admin/products', { ...FIELDS, name: 'Nettle Rinse' }, [imageFile(photo)])).json().data.product;
    const attempts: Array<[Record<string, string>, FormFile[]]> = [
      [{ imageOrder: JSON.stringify([UNKNOWN_ID]) }, []],
      [{ imageOrder: JSON.stringify([created.images[0].id, created.images[0].id]) }, []],
      [{ imageOrder: JSON.stringify([created.images[0].id]) }, [imageFile(photo)]],
      [{ imageOrder: 'not json' }, []],
      [{ price: 'free' }, []],
      [{ imageOrder: JSON.stringify(Array.from({ length: 7 }, (_, i) => `new:${i}`)) }, []],
    ];
    for (const [fields, files] of attempts) {
      const res = await send('PUT', `/admin/products/${created.id}`, { ...fields, name: 'Changed' }, files);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
    }
    const [row] = await t.app.db.select().from(products).where(eq(products.id, created.id));
    expect(row).toMatchObject({ name: 'Nettle Rinse', price: 2450 });
    expect(row!.images.map((image) => image.id)).toEqual([created.images[0].id]);
    expect(existsSync(fileOf(created.images[0].src))).toBe(true);
    expect((await send('PUT', `/admin/products/${UNKNOWN_ID}`, { name: 'Ghost' })).statusCode).toBe(404);
  });
});

describe('DELETE /admin/products/{id}', () => {
  it('erases a product no order names, with its images', async () => {
    const created = (await send('POST', '/admin/products', { ...FIELDS, name: 'Lone Soap' }, [imageFile(photo)])).json().data.product;
    const res = await asAdmin(t.app, admin, 'DELETE', `/admin/products/${created.id}`);
    expect(res.json()).toMatchObject({ message: 'Product deleted', data: { outcome: 'deleted' } });
    expect(await t.app.db.select().from(products).where(eq(products.id, created.id))).toEqual([]);
    expect(existsSync(fileOf(created.images[0].src))).toBe(false);
    expect((await storefrontProduct(created.id)).statusCode).toBe(404);
  });

  it('archives a product that orders name, so order history stays whole, and hides it from the shop', async () => {
    const sold = await insertProduct(t.app.db);
    await insertOrder(t.app.db, { customerId: null, lines: [{ productId: sold.id, quantity: 1, unitPrice: 1500 }] });
    await storefrontProduct(sold.id);
    const res = await asAdmin(t.app, admin, 'DELETE', `/admin/products/${sold.id}`);
    expect(res.json()).toMatchObject({ data: { outcome: 'archived' } });
    expect((await t.app.db.select().from(products).where(eq(products.id, sold.id)))[0]!.status).toBe('archived');
    expect((await storefrontProduct(sold.id)).statusCode).toBe(404);
    expect((await asAdmin(t.app, admin, 'DELETE', `/admin/products/${UNKNOWN_ID}`)).statusCode).toBe(404);
  });
});

describe('who may call', () => {
  it('refuses visitors and customers on every products route', async () => {
    const product = await insertProduct(t.app.db);
    for (const route of [
      { method: 'GET', url: '/admin/products' },
      { method: 'GET', url: `/admin/products/${product.id}` },
      { method: 'DELETE', url: `/admin/products/${product.id}` },
    ] as const) {
      await expectAdminOnly(t.app, route, customerToken);
    }
    expect((await send('POST', '/admin/products', FIELDS, [], customerToken)).statusCode).toBe(401);
    expect((await send('PUT', `/admin/products/${product.id}`, { name: 'Hacked' }, [], customerToken)).statusCode).toBe(401);
    expect((await t.app.db.select().from(products).where(eq(products.id, product.id)))[0]).toMatchObject({ name: product.name, status: 'active' });
  });
});
