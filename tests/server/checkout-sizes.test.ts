/**
 * Sizes as variants through checkout (docs/decisions/0249-sizes-as-variants.md), on the embedded
 * database and on PostgreSQL: prices from the size, refusals that name the product, the hoarding
 * limit over a product's sizes, stock held and given back per size, and the oversell proof per size
 * under a race. Each race prints its figure.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, orderLines, productVariants } from '../../server/db/schema';
import { registerCustomer, type TestCustomer } from './support/accounts';
import { useTestApp } from './support/app';
import { bagOf, checkoutCall } from './support/checkout';
import { onPostgres } from './support/database';
import { addSizes, insertProduct, productOf } from './support/fixtures';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const db = () => t.database.db;
const where = onPostgres ? 'PostgreSQL' : 'PGlite';

async function customers(n: number): Promise<TestCustomer[]> {
  const list: TestCustomer[] = [];
  for (let i = 0; i < n; i++) list.push(await registerCustomer(t.app));
  return list;
}

/** A serum in 30 ml (£38, the product's first size) and 50 ml (£56). */
async function serum(stock30 = 10, stock50 = 5) {
  const product = await insertProduct(db(), { name: 'Rosehip Serum', size: '30 ml', price: 3800, stock: stock30, lowStockThreshold: 3 });
  const sized = await addSizes(db(), product.id, [{ name: '50 ml', price: 5600, stock: stock50 }]);
  const [ml30, ml50] = sized.variants;
  return { product: sized, ml30: ml30!, ml50: ml50! };
}

const stockOfSize = async (id: string) => (await db().select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, id)))[0]!.stock;

describe(`checkout with sizes (${where})`, () => {
  it('prices each size from its own price, keeps two sizes as two lines, and the product answers its sizes from the cheapest', async () => {
    const { product, ml30, ml50 } = await serum();
    const answer = await t.app.inject({ method: 'GET', url: `/api/v1/general/products/${product.id}` });
    const shown = answer.json().data.product;
    expect(shown).toMatchObject({ price: 3800, stock: 15, size: '30 ml' });
    expect(shown.variants.map((v: { name: string; price: number; stock: number; stockLevel: string }) => [v.name, v.price, v.stock, v.stockLevel])).toEqual([
      ['30 ml', 3800, 10, 'in stock'],
      ['50 ml', 5600, 5, 'in stock'],
    ]);
    const [ada] = await customers(1);
    const bag = bagOf([
      { productId: product.id, variantId: ml50.id, quantity: 2 },
      { productId: product.id, variantId: ml30.id, quantity: 1 },
      { productId: product.id, variantId: ml50.id, quantity: 1 },
    ]);
    const validated = await checkoutCall(t.app, ada!.token, '/general/checkout/validate', bag);
    expect(validated.statusCode, validated.body).toBe(200);
    expect(validated.json().data.pricing.subtotal).toBe(3 * 5600 + 3800);
    const created = await checkoutCall(t.app, ada!.token, '/general/checkout/create-order', bag);
    expect(created.statusCode, created.body).toBe(201);
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, created.json().data.orderId)).orderBy(orderLines.variantName);
    expect(lines.map((l) => [l.name, l.variantName, l.sku, l.unitPrice, l.quantity, l.lineTotal])).toEqual([
      ['Rosehip Serum', '30 ml', ml30.sku, 3800, 1, 3800],
      ['Rosehip Serum', '50 ml', ml50.sku, 5600, 3, 16800],
    ]);
    expect([await stockOfSize(ml30.id), await stockOfSize(ml50.id)]).toEqual([9, 2]);
    expect((await productOf(db(), product.id)).stock).toBe(11);
    // The order as the customer reads it names each size.
    const order = await t.app.inject({ method: 'GET', url: `/api/v1/user/orders/${created.json().data.orderId}`, headers: { authorization: `Bearer ${ada!.token}` } });
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json().data.order.lines.map((l: { variantName: string }) => l.variantName)).toEqual(['30 ml', '50 ml']);
  });

  it('lists an order’s sizes in the shop’s order of sizes, not as text sorts them (30 ml before 100 ml), whatever order the bag had', async () => {
    const product = await insertProduct(db(), { name: 'Cleansing Balm', size: '30 ml', price: 2000, stock: 10 });
    const sized = await addSizes(db(), product.id, [{ name: '100 ml', price: 5000, stock: 10 }]);
    const [ml30, ml100] = sized.variants;
    const [ada] = await customers(1);
    const bag = bagOf([
      { productId: product.id, variantId: ml100!.id, quantity: 1 },
      { productId: product.id, variantId: ml30!.id, quantity: 1 },
    ]);
    const created = await checkoutCall(t.app, ada!.token, '/general/checkout/create-order', bag);
    expect(created.statusCode, created.body).toBe(201);
    const order = await t.app.inject({ method: 'GET', url: `/api/v1/user/orders/${created.json().data.orderId}`, headers: { authorization: `Bearer ${ada!.token}` } });
    expect(order.json().data.order.lines.map((l: { variantName: string }) => l.variantName)).toEqual(['30 ml', '100 ml']);
  });

  it('refuses, naming the product: no size of a product that has two, another product’s size, an unknown or archived size; one size may be left out', async () => {
    const { product, ml30 } = await serum();
    const other = await insertProduct(db(), { name: 'Clay Mask' });
    const [ada] = await customers(1);
    const refusal = async (line: { productId: string; variantId?: string; quantity: number }) => {
      const answer = await checkoutCall(t.app, ada!.token, '/general/checkout/validate', bagOf([line]));
      return [answer.statusCode, answer.json().message];
    };
    expect(await refusal({ productId: product.id, quantity: 1 })).toEqual([422, 'Choose a size of Rosehip Serum']);
    expect(await refusal({ productId: product.id, variantId: other.variants[0]!.id, quantity: 1 })).toEqual([404, 'That size of Rosehip Serum is no longer available']);
    expect(await refusal({ productId: product.id, variantId: 'not-a-size', quantity: 1 })).toEqual([404, 'That size of Rosehip Serum is no longer available']);
    await db().update(productVariants).set({ status: 'archived' }).where(eq(productVariants.id, ml30.id));
    expect(await refusal({ productId: product.id, variantId: ml30.id, quantity: 1 })).toEqual([404, 'That size of Rosehip Serum is no longer available']);
    // Now it has one size on sale: a line naming none means it.
    const answer = await checkoutCall(t.app, ada!.token, '/general/checkout/validate', bagOf([{ productId: product.id, quantity: 1 }]));
    expect([answer.statusCode, answer.json().data?.pricing.subtotal]).toEqual([200, 5600]);
    // A malformed variantId is a field error, as a malformed productId is.
    const blank = await checkoutCall(t.app, ada!.token, '/general/checkout/validate', bagOf([{ productId: product.id, variantId: '', quantity: 1 }]));
    expect([blank.statusCode, blank.json().message]).toEqual([400, 'items.0.variantId: variantId must not be empty']);
  });

  it('says how many of a size are left, naming the size, and counts the hoarding limit over all sizes of a product', async () => {
    const { product, ml30, ml50 } = await serum(20, 3);
    const [ada] = await customers(1);
    const short = await checkoutCall(t.app, ada!.token, '/general/checkout/validate', bagOf([{ productId: product.id, variantId: ml50.id, quantity: 4 }]));
    expect([short.statusCode, short.json().message]).toEqual([409, 'Only 3 of Rosehip Serum (50 ml) left in stock']);
    const hoard = await checkoutCall(
      t.app,
      ada!.token,
      '/general/checkout/validate',
      bagOf([
        { productId: product.id, variantId: ml30.id, quantity: 9 },
        { productId: product.id, variantId: ml50.id, quantity: 2 },
      ]),
    );
    expect(hoard.statusCode).toBe(422);
    expect(hoard.json().message).toMatch(/^You can order at most 10 of Rosehip Serum at a time/);
  });

  it('stock per size under a race: 50 ml has 5, 60 buyers of it and 60 of 30 ml at once sell exactly 5 and 10, and the low-stock notices name the size', async () => {
    const { product, ml30, ml50 } = await serum(10, 5);
    const shoppers = await customers(20);
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        checkoutCall(t.app, shoppers[i % shoppers.length]!.token, '/general/checkout/create-order', bagOf([{ productId: product.id, variantId: i % 2 ? ml50.id : ml30.id, quantity: 1 }])),
      ),
    );
    // 200: a shopper's own order again, the same bag (decision 0255).
    const kinds = new Set(answers.map((a) => (a.statusCode === 201 || a.statusCode === 200 ? String(a.statusCode) : `${a.statusCode} ${a.json().message}`)));
    expect([...kinds].filter((kind) => !/^(201|200|409 (Rosehip Serum \((30|50) ml\) is out of stock|Only \d+ of Rosehip Serum \((30|50) ml\) left in stock))$/.test(kind))).toEqual([]);
    const sold = async (variantId: string) =>
      (await db().select({ quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.variantId, variantId))).reduce((sum, l) => sum + l.quantity, 0);
    expect([await sold(ml30.id), await sold(ml50.id)]).toEqual([10, 5]);
    expect([await stockOfSize(ml30.id), await stockOfSize(ml50.id)]).toEqual([0, 0]);
    expect((await productOf(db(), product.id)).stock).toBe(0);
    const titles = (await db().select({ title: notifications.title }).from(notifications)).map((n) => n.title);
    expect(titles).toContain('Rosehip Serum, 50 ml is running low');
    expect(titles).toContain('Rosehip Serum, 30 ml is running low');
    console.log(`T1 per size (${where}): 120 attempts on 10 + 5 units, ${answers.filter((a) => a.statusCode === 201).length} orders, stock 0 and 0`);
  });

  it('a cancelled order gives each size its units back, once', async () => {
    const { product, ml30, ml50 } = await serum(10, 5);
    const [ada] = await customers(1);
    const created = await checkoutCall(
      t.app,
      ada!.token,
      '/general/checkout/create-order',
      bagOf([
        { productId: product.id, variantId: ml30.id, quantity: 2 },
        { productId: product.id, variantId: ml50.id, quantity: 3 },
      ]),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect([await stockOfSize(ml30.id), await stockOfSize(ml50.id)]).toEqual([8, 2]);
    const orderId = created.json().data.orderId as string;
    const cancels = await Promise.all(
      Array.from({ length: 3 }, () => t.app.inject({ method: 'PUT', url: `/api/v1/user/orders/${orderId}/cancel`, headers: { authorization: `Bearer ${ada!.token}` } })),
    );
    expect(cancels.some((c) => c.statusCode === 200)).toBe(true);
    expect([await stockOfSize(ml30.id), await stockOfSize(ml50.id)]).toEqual([10, 5]);
    expect((await productOf(db(), product.id)).stock).toBe(15);
  });

  it('bags of two products’ sizes, listed in either order and racing an admin’s restock, never deadlock', async () => {
    const a = await serum(30, 30);
    const b = await serum(30, 30);
    const shoppers = await customers(10);
    const bag = (i: number) =>
      i % 2
        ? [{ productId: a.product.id, variantId: a.ml50.id, quantity: 1 }, { productId: b.product.id, variantId: b.ml30.id, quantity: 1 }]
        : [{ productId: b.product.id, variantId: b.ml30.id, quantity: 1 }, { productId: a.product.id, variantId: a.ml50.id, quantity: 1 }];
    const restock = () => db().update(productVariants).set({ stock: 30 }).where(eq(productVariants.id, b.ml30.id));
    const answers = await Promise.all([
      ...Array.from({ length: 40 }, (_, i) => checkoutCall(t.app, shoppers[i % shoppers.length]!.token, '/general/checkout/create-order', bagOf(bag(i)))),
      restock(),
    ]);
    const codes = answers.slice(0, 40).map((answer) => (answer as { statusCode: number }).statusCode);
    expect(codes.filter((code) => code !== 201 && code !== 200 && code !== 409 && code !== 422)).toEqual([]);
    const [sizeA] = await db().select().from(productVariants).where(eq(productVariants.id, a.ml50.id));
    expect((await productOf(db(), a.product.id)).stock).toBe(30 + sizeA!.stock);
  });
});
