/**
 * RELIABILITY T1, T2, T4 and T12 on the embedded database and on PostgreSQL: checkouts racing for
 * the last units, a double-submitted order and Pay, client-sent numbers, and a single-use code
 * redeemed a hundred times at once. Each prints its figure.
 */
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emails, orderLines, orders, payments, products } from '../../server/db/schema';
import { registerCustomer, type TestCustomer } from './support/accounts';
import { useTestApp } from './support/app';
import { bagOf, checkoutCall, insertDiscount, VISA_OK } from './support/checkout';
import { onPostgres } from './support/database';
import { insertProduct, setStock } from './support/fixtures';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const db = () => t.database.db;
const where = onPostgres ? 'PostgreSQL' : 'PGlite';

const stockOf = async (id: string) => (await db().select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
async function unitsSold(productId: string) {
  const [row] = await db()
    .select({ units: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orderLines.productId, productId));
  return row!.units;
}

async function customers(n: number): Promise<TestCustomer[]> {
  const list: TestCustomer[] = [];
  for (let i = 0; i < n; i++) list.push(await registerCustomer(t.app));
  return list;
}

describe('T1 oversell', () => {
  it('stock 10, 200 concurrent checkouts of one unit: exactly 10 orders, the rest a clear 409', async () => {
    const product = await insertProduct(db(), { name: 'Last Light Serum', stock: 10 });
    const shoppers = await customers(20);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        checkoutCall(t.app, shoppers[i % shoppers.length]!.token, '/general/checkout/create-order', bagOf([{ productId: product.id, quantity: 1 }])),
      ),
    );
    const placed = answers.filter((a) => a.statusCode === 201);
    // A shopper who holds an order and checks out the same bag again is answered that order (decision 0255).
    const reused = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode === 409);
    // Every answer is one of the three, whatever the machine's load: a fourth kind fails here by name.
    const kinds = new Set(answers.map((a) => `${a.statusCode} ${a.statusCode === 201 || a.statusCode === 200 ? '' : a.json().message}`.trim()));
    expect([...kinds].filter((kind) => !/^(201|200|409 )/.test(kind))).toEqual([]);
    expect(placed).toHaveLength(10);
    const placedIds = new Set(placed.map((a) => a.json().data.orderId));
    expect(reused.every((a) => placedIds.has(a.json().data.orderId))).toBe(true);
    expect(refused).toHaveLength(200 - 10 - reused.length);
    for (const answer of refused) expect(answer.json().message).toMatch(/^(Last Light Serum is out of stock|Only \d+ of Last Light Serum left in stock)$/);
    const left = await stockOf(product.id);
    expect(left).toBe(0);
    expect((await unitsSold(product.id)) + left).toBe(10);
    console.log(`T1 (${where}): 200 attempts, ${placed.length} orders, ${reused.length} answered the shopper's order, ${refused.length} refused, stock ${left}`);
  });

  it('two lines of one product count together, alone and racing', async () => {
    const product = await insertProduct(db(), { name: 'Twin Clay Mask', stock: 5 });
    // A shopper each: one shopper's checkouts answer their one order (decision 0255).
    const shoppers = await customers(10);
    const tooMany = await checkoutCall(t.app, shoppers[0]!.token, '/general/checkout/create-order', bagOf([{ productId: product.id, quantity: 3 }, { productId: product.id, quantity: 3 }]));
    expect([tooMany.statusCode, tooMany.json().message]).toEqual([409, 'Only 5 of Twin Clay Mask left in stock']);
    const answers = await Promise.all(
      shoppers.map((shopper) =>
        checkoutCall(t.app, shopper.token, '/general/checkout/create-order', bagOf([{ productId: product.id, quantity: 1 }, { productId: product.id, quantity: 1 }])),
      ),
    );
    const placed = answers.filter((a) => a.statusCode === 201).length;
    expect(placed).toBe(2);
    expect(await stockOf(product.id)).toBe(1);
    expect(await unitsSold(product.id)).toBe(4);
    console.log(`T1 two lines (${where}): 10 bags of 2+2 lines, stock 5: ${placed} orders, stock ${await stockOf(product.id)}`);
  });

  it('an admin cutting stock mid-checkout never lets it go below zero', async () => {
    const product = await insertProduct(db(), { stock: 30 });
    const shoppers = await customers(10);
    const checkouts = Array.from({ length: 60 }, (_, i) =>
      checkoutCall(t.app, shoppers[i % 10]!.token, '/general/checkout/create-order', bagOf([{ productId: product.id, quantity: 1 }])),
    );
    // The back office's stock edit, as a conditional write, landing while checkouts run.
    const cut = setStock(db(), product.id, 4);
    const [answers] = await Promise.all([Promise.all(checkouts), cut]);
    const placed = answers.filter((a) => a.statusCode === 201).length;
    const left = await stockOf(product.id);
    expect(left).toBeGreaterThanOrEqual(0);
    // 200: the shopper's own order again (decision 0255).
    expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    expect(await unitsSold(product.id)).toBe(placed);
    console.log(`T1 admin cut (${where}): 60 attempts, stock cut from 30 to 4 mid-run: ${placed} orders, stock ${left}`);
  });
});

describe('T2 double submit', () => {
  it('20 parallel create-order calls with one Idempotency-Key make one order', async () => {
    const product = await insertProduct(db(), { stock: 50 });
    const [ada] = await customers(1);
    const key = 'checkout-attempt-7f3a9c21';
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        checkoutCall(t.app, ada!.token, '/general/checkout/create-order', bagOf([{ productId: product.id, quantity: 2 }]), { 'idempotency-key': key }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 200)).toBe(true);
    const ids = new Set(answers.map((a) => a.json().data.orderId));
    expect(ids.size).toBe(1);
    const [{ n }] = (await db().select({ n: count() }).from(orders).where(eq(orders.customerId, ada!.user.id))) as [{ n: number }];
    expect(n).toBe(1);
    expect(await stockOf(product.id)).toBe(48);
    console.log(`T2 (${where}): 20 parallel create-order with one key: ${ids.size} order, stock taken once`);
  });

  it('a retry with the key answers the first order, after it took the last units and after it was paid', async () => {
    const product = await insertProduct(db(), { stock: 2 });
    const [ada] = await customers(1);
    const key = 'checkout-attempt-last-two';
    const bag = bagOf([{ productId: product.id, quantity: 2 }]);
    const first = await checkoutCall(t.app, ada!.token, '/general/checkout/create-order', bag, { 'idempotency-key': key });
    expect(first.statusCode, first.body).toBe(201);
    // The stock is gone, so this call is refused before its insert: the refusal finds the key's order.
    const afterSellOut = await checkoutCall(t.app, ada!.token, '/general/checkout/create-order', bag, { 'idempotency-key': key });
    expect([afterSellOut.statusCode, afterSellOut.json().data?.orderId]).toEqual([200, first.json().data.orderId]);
    // Paid, with stock back on the shelf: the insert itself is refused by the key.
    await setStock(db(), product.id, 10);
    const intent = await checkoutCall(t.app, ada!.token, `/general/checkout/${first.json().data.orderId}/payment`);
    await checkoutCall(t.app, ada!.token, '/general/payments/local/confirm', { clientSecret: intent.json().data.clientSecret, cardNumber: VISA_OK, expMonth: 1, expYear: 2099, cvc: '123' });
    const afterPaid = await checkoutCall(t.app, ada!.token, '/general/checkout/create-order', bag, { 'idempotency-key': key });
    expect([afterPaid.statusCode, afterPaid.json().data?.orderId]).toEqual([200, first.json().data.orderId]);
    expect(await stockOf(product.id)).toBe(10);
    // Without the key the same bag is a new order.
    const fresh = await checkoutCall(t.app, ada!.token, '/general/checkout/create-order', bag, { 'idempotency-key': 'checkout-attempt-next-one' });
    expect(fresh.statusCode, fresh.body).toBe(201);
  });

  it('a double-clicked Pay makes one payment intent and one transition', async () => {
    const product = await insertProduct(db(), { stock: 5 });
    const [ada] = await customers(1);
    const created = await checkoutCall(t.app, ada!.token, '/general/checkout/create-order', bagOf([{ productId: product.id, quantity: 1 }]));
    const orderId = created.json().data.orderId as string;
    const intents = await Promise.all(Array.from({ length: 5 }, () => checkoutCall(t.app, ada!.token, `/general/checkout/${orderId}/payment`)));
    expect(new Set(intents.map((i) => i.json().data.clientSecret)).size).toBe(1);
    const card = { clientSecret: intents[0]!.json().data.clientSecret, cardNumber: VISA_OK, expMonth: 1, expYear: 2099, cvc: '123' };
    const pays = await Promise.all(Array.from({ length: 5 }, () => checkoutCall(t.app, ada!.token, '/general/payments/local/confirm', card)));
    for (const pay of pays) expect(pay.json().data?.status, pay.body).toBe('succeeded');
    const rows = await db().select().from(payments).where(eq(payments.orderId, orderId));
    expect(rows).toHaveLength(1);
    await t.app.jobs.idle();
    const confirmations = await db().select().from(emails).where(eq(emails.to, ada!.email));
    expect(confirmations.filter((m) => m.kind === 'order-confirmation')).toHaveLength(1);
    console.log(`T2 (${where}): 5 payment calls and 5 Pay clicks: ${rows.length} intent, 1 confirmation`);
  });
});

describe('T4 amount integrity', () => {
  it('ignores prices, totals and discounts the client sends', async () => {
    const product = await insertProduct(db(), { price: 3_000 });
    const [ada] = await customers(1);
    const res = await checkoutCall(t.app, ada!.token, '/general/checkout/create-order', {
      ...bagOf([{ productId: product.id, quantity: 1 }]),
      items: [{ productId: product.id, quantity: 1, price: 1, unitPrice: 1 }],
      pricing: { subtotal: 1, shipping: 0, tax: 0, discount: 0, total: 1 },
      total: 1,
      discount: 2_999,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.pricing).toEqual({ subtotal: 3_000, shipping: 2_000, tax: 255, discount: 0, total: 5_255 });
    const intent = await checkoutCall(t.app, ada!.token, `/general/checkout/${res.json().data.orderId}/payment`);
    expect(intent.json().data.amount).toBe(5_255);
  });
});

describe('T12 single-use codes', () => {
  it('100 concurrent redemptions of a single-use code: exactly one accepted', async () => {
    const product = await insertProduct(db(), { stock: 1_000 });
    const code = await insertDiscount(db(), { usageLimit: 1, value: 50 });
    const shoppers = await customers(10);
    const answers = await Promise.all(
      // Each shopper from an address of its own: more than 10 calls with a code in flight from one
      // address at once are a guessing burst (decision 0214).
      Array.from({ length: 100 }, (_, i) =>
        checkoutCall(t.app, shoppers[i % 10]!.token, '/general/checkout/create-order', bagOf([{ productId: product.id, quantity: 1 }], code.code), {}, `10.12.0.${i % 10}`),
      ),
    );
    const accepted = answers.filter((a) => a.statusCode === 201);
    // The winner's other checkouts answer its order, which holds the code (decision 0255).
    const reused = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode === 422);
    expect(accepted).toHaveLength(1);
    expect(reused.every((a) => a.json().data.orderId === accepted[0]!.json().data.orderId)).toBe(true);
    expect(refused).toHaveLength(99 - reused.length);
    for (const answer of refused) expect(answer.json().message).toBe(`Discount code ${code.code} has already been used`);
    const withCode = await db().select({ id: orders.id }).from(orders).where(eq(orders.discountId, code.id));
    expect(withCode).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(999);
    console.log(`T12 (${where}): 100 concurrent redemptions of a single-use code: ${accepted.length} accepted, ${refused.length} refused`);
  });
});
