import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceOrder } from '#domain/pricing';
import { type Database, migrate, openDatabase } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { CATALOGUE } from '../../server/db/seed/catalogue';
import { ART_KINDS, renderProductArt } from '../../server/db/seed/product-art';
import { SEED_MARKER_KEY, seedDatabase, type SeedOptions } from '../../server/db/seed/seed';
import { verifyPassword } from '../../server/lib/passwords';
import { mediaFileName } from '../../server/modules/media/media-store';

const { addresses, admins, customers, discounts, media, orderLines, orders, payments, products, productViews, settings } =
  schema;

let tmp: string;
let database: Database;
let options: SeedOptions;

const COUNTED = {
  products,
  media,
  admins,
  customers,
  addresses,
  orders,
  orderLines,
  payments,
  discounts,
  productViews,
  settings,
  discountRedemptions: schema.discountRedemptions,
};

async function counts(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(COUNTED).map(async ([name, table]) => {
      const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table);
      return [name, row!.n] as const;
    }),
  );
  return Object.fromEntries(entries);
}

beforeAll(async () => {
  tmp = mkdtempSync(path.join(tmpdir(), 'verdant-seed-'));
  database = await openDatabase({ dataDir: tmp, inMemory: true });
  await migrate(database);
  options = {
    uploadsDir: path.join(tmp, 'uploads'),
    admin: { name: 'Ada Admin', email: 'Admin@Verdant.example', password: 'correct horse battery' },
    demoCustomer: { firstName: 'Isla', lastName: 'Morgan', email: 'isla@example.com', password: 'customer-pass-1' },
    // One small rendition keeps the test quick; the pictures are drawn all the same.
    imageWidths: [320],
  };
  const result = await seedDatabase(database.db, options);
  expect(result).toEqual({ seeded: true });
}, 120_000);

afterAll(async () => {
  await database?.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe('seedDatabase', () => {
  it('seeds at least 44 products, nine or more per category, with low and sold-out stock', async () => {
    const rows = await database.db.select().from(products);
    expect(rows.length).toBeGreaterThanOrEqual(44);
    expect(rows.length).toBe(CATALOGUE.length);
    for (const category of schema.PRODUCT_CATEGORIES) {
      expect(rows.filter((p) => p.category === category).length).toBeGreaterThanOrEqual(9);
    }
    expect(rows.filter((p) => p.stock > 0 && p.stock <= p.lowStockThreshold).length).toBeGreaterThanOrEqual(4);
    expect(rows.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((p) => p.price > 10_000).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((p) => p.featured).length).toBeGreaterThanOrEqual(6);
    expect(rows.filter((p) => p.recommended).length).toBeGreaterThanOrEqual(6);
    for (const p of rows) {
      expect(Number.isInteger(p.price)).toBe(true);
      expect(p.description.length).toBeGreaterThan(80);
      expect(p.ingredients).not.toBe('');
      expect(p.size).not.toBe('');
    }
  });

  it('keeps the catalogue stock: demo orders take nothing off the shelf', async () => {
    const rows = await database.db.select({ slug: products.slug, variants: products.variants }).from(products);
    const sizes = new Map(rows.map((r) => [r.slug, r.variants.map(({ name, price, stock }) => ({ name, price, stock }))]));
    for (const item of CATALOGUE)
      expect(sizes.get(item.slug)).toEqual([{ name: item.size, price: item.price, stock: item.stock }, ...(item.moreSizes ?? []).map(({ size, ...rest }) => ({ name: size, ...rest }))]);
  });

  it('sells at least six products in two or three sizes at different prices, the first the cheapest', async () => {
    const rows = await database.db.select().from(products);
    const sized = rows.filter((row) => row.variants.length > 1);
    expect(sized.length).toBeGreaterThanOrEqual(6);
    for (const row of sized) {
      expect(row.variants.length).toBeLessThanOrEqual(3);
      expect(new Set(row.variants.map((v) => v.price)).size).toBe(row.variants.length);
      expect(row.price).toBe(row.variants[0]!.price);
      expect(row.stock).toBe(row.variants.reduce((sum, v) => sum + v.stock, 0));
    }
  });

  it('gives every product a picture whose renditions exist on disk', async () => {
    const rows = await database.db.select().from(products);
    const mediaRows = await database.db.select().from(media);
    const byId = new Map(mediaRows.map((m) => [m.id, m]));
    for (const product of rows) {
      expect(product.images.length).toBeGreaterThanOrEqual(1);
      const cover = product.images[0]!;
      expect(cover.src).toBe(`/media/${mediaFileName(cover.id, 320)}`);
      expect(cover.srcSet).toContain('320w');
      expect(cover.width / cover.height).toBeCloseTo(0.8, 2);
      const row = byId.get(cover.id);
      expect(row).toBeDefined();
      for (const width of row!.widths) {
        expect(existsSync(path.join(options.uploadsDir, mediaFileName(row!.id, width)))).toBe(true);
      }
    }
  });

  it('creates the admin with an argon2id hash of the given password and a lower-cased email', async () => {
    const [admin] = await database.db.select().from(admins).where(eq(admins.email, 'admin@verdant.example'));
    expect(admin).toBeDefined();
    expect(admin!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin!.passwordHash, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(admin!.passwordHash, 'wrong')).toBe(false);
  });

  it('gives the demo customer a default GB address and a second one', async () => {
    const [customer] = await database.db.select().from(customers).where(eq(customers.email, 'isla@example.com'));
    expect(customer).toBeDefined();
    expect(await verifyPassword(customer!.passwordHash, 'customer-pass-1')).toBe(true);
    const saved = await database.db.select().from(addresses).where(eq(addresses.customerId, customer!.id));
    expect(saved).toHaveLength(2);
    const home = saved.find((a) => a.id === customer!.defaultShippingAddressId);
    expect(home?.country).toBe('GB');
    expect(customer!.defaultBillingAddressId).toBe(home!.id);
  });

  it('prices every demo order with priceOrder from its lines, with a payment each', async () => {
    const [customer] = await database.db.select().from(customers).where(eq(customers.email, 'isla@example.com'));
    const placed = await database.db
      .select()
      .from(orders)
      .where(eq(orders.customerId, customer!.id))
      .orderBy(asc(orders.number));
    expect(placed.length).toBeGreaterThanOrEqual(4);
    expect(new Set(placed.map((o) => o.status))).toEqual(new Set(['delivered', 'shipped', 'unfulfilled', 'cancelled']));

    const discountRows = await database.db.select().from(discounts);
    for (const order of placed) {
      const lines = await database.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(line.lineTotal).toBe(line.unitPrice * line.quantity);
      const discount = discountRows.find((d) => d.id === order.discountId);
      const rule = discount ? { type: discount.type as 'percentage', value: discount.value } : null;
      const expected = priceOrder(lines, rule);
      expect({
        subtotal: order.subtotal,
        shipping: order.shipping,
        tax: order.tax,
        discount: order.discount,
        total: order.total,
      }).toEqual(expected);

      const [payment] = await database.db.select().from(payments).where(eq(payments.orderId, order.id));
      expect(payment).toMatchObject({ provider: 'local', amount: order.total, currency: 'GBP' });
      expect(payment!.providerPaymentId).toMatch(/^pi_local_/);
      expect(payment!.clientSecret.startsWith(`${payment!.providerPaymentId}_secret_`)).toBe(true);
      expect(payment!.status).toBe(order.paymentStatus === 'paid' ? 'succeeded' : 'refunded');
    }
    // The first order used WELCOME10 and it is counted as redeemed.
    const welcome = discountRows.find((d) => d.code === 'WELCOME10');
    expect(placed[0]!.discountId).toBe(welcome!.id);
    expect(welcome!.usageCount).toBe(1);
  });

  it('seeds settings, discounts and a week of product views', async () => {
    const [store] = await database.db.select().from(settings).where(eq(settings.key, 'store'));
    expect(store!.value).toMatchObject({ name: 'Verdant', currency: 'GBP' });
    const codes = (await database.db.select().from(discounts)).map((d) => d.code).sort();
    expect(codes).toEqual(['FREESHIP', 'WELCOME10']);
    const views = await database.db.select().from(productViews);
    expect(views.length).toBeGreaterThan(0);
    const viewed = await database.db
      .select()
      .from(products)
      .where(inArray(products.id, [...new Set(views.map((v) => v.productId))]));
    for (const product of viewed) {
      const total = views.filter((v) => v.productId === product.id).reduce((s, v) => s + v.views, 0);
      expect(product.viewCount).toBe(total);
    }
  });

  it('adds nothing when run again', async () => {
    const before = await counts();
    expect(await seedDatabase(database.db, options)).toEqual({ seeded: false });
    expect(await counts()).toEqual(before);
  });

  it('repairs a half-finished seed without duplicating anything', async () => {
    const before = await counts();
    // As if the process died after the products but before the rest: no marker, a product missing.
    await database.db.delete(settings).where(eq(settings.key, SEED_MARKER_KEY));
    const [gone] = await database.db.delete(products).where(eq(products.slug, CATALOGUE[5]!.slug)).returning();
    await database.db.delete(media).where(eq(media.id, gone!.images[0]!.id));

    expect(await seedDatabase(database.db, options)).toEqual({ seeded: true });
    expect(await counts()).toEqual(before);
    const [back] = await database.db.select().from(products).where(eq(products.slug, gone!.slug));
    expect(back!.images).toHaveLength(1);
  }, 60_000);
});

describe('product art', () => {
  it('draws every kind, and different products differently', async () => {
    const digests = await Promise.all(
      ART_KINDS.map(async (kind) => {
        const png = await renderProductArt({ slug: `test-${kind}`, kind }, 120);
        return createHash('sha256').update(png).digest('hex');
      }),
    );
    expect(new Set(digests).size).toBe(ART_KINDS.length);
    const a = await renderProductArt({ slug: 'one-serum', kind: 'dropper' }, 120);
    const b = await renderProductArt({ slug: 'another-serum', kind: 'dropper' }, 120);
    const again = await renderProductArt({ slug: 'one-serum', kind: 'dropper' }, 120);
    expect(a.equals(b)).toBe(false);
    expect(a.equals(again)).toBe(true);
  }, 60_000);
});
