/**
 * Abandoned checkouts (docs/decisions/0255-abandoned-checkouts.md), on the local provider, on the
 * embedded database and on PostgreSQL: checking out again answers the customer's unpaid order
 * (revised when the bag changed) instead of placing another; its old intent can never pay a revised
 * total; a pending order can be paid from its page; a code held by an order that is cancelled or
 * lapses is free at once, and a code the buyer's own unpaid order holds is refused naming it; two
 * aliases of one mailbox placing first orders at once get one discount.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { discounts, firstOrders, orderLines, orders, payments, products } from '../../server/db/schema';
import { PAYMENT_REPLACED } from '../../server/modules/checkout/confirm-payment';
import { bearer, registerCustomer, type TestCustomer } from './support/accounts';
import { useTestApp } from './support/app';
import { bagOf, checkoutCall, insertDiscount, payWithCard, placeOrder, VISA_OK } from './support/checkout';
import { insertProduct } from './support/fixtures';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const db = () => t.database.db;

type Line = { productId: string; quantity: number };
const stockOf = async (id: string) => (await db().select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const ordersOf = (customer: TestCustomer) => db().select().from(orders).where(eq(orders.customerId, customer.user.id));
const linesOf = async (orderId: string) =>
  (await db().select({ productId: orderLines.productId, quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.orderId, orderId))).sort((a, b) =>
    a.productId! < b.productId! ? -1 : 1,
  );
const usesOf = async (discountId: string) => (await db().select({ n: discounts.usageCount }).from(discounts).where(eq(discounts.id, discountId)))[0]!.n;
const createOrder = (customer: TestCustomer, lines: Line[], code?: string, headers: Record<string, string> = {}) =>
  checkoutCall(t.app, customer.token, '/general/checkout/create-order', bagOf(lines, code), headers);
const validate = (customer: TestCustomer, lines: Line[], code?: string) => checkoutCall(t.app, customer.token, '/general/checkout/validate', bagOf(lines, code));
const startPayment = async (customer: TestCustomer, orderId: string) => {
  const res = await checkoutCall(t.app, customer.token, `/general/checkout/${orderId}/payment`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { clientSecret: string; amount: number };
};
const confirmWith = (customer: TestCustomer, clientSecret: string) =>
  checkoutCall(t.app, customer.token, '/general/payments/local/confirm', { clientSecret, cardNumber: VISA_OK, expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' });
const orderPage = async (customer: TestCustomer, orderId: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/user/orders/${orderId}`, headers: bearer(customer.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.order as { canPay: boolean; canCancel: boolean; reservedUntil: string | null; status: string; paymentStatus: string };
};
const cancel = async (customer: TestCustomer, orderId: string) => {
  const res = await t.app.inject({ method: 'PUT', url: `/api/v1/user/orders/${orderId}/cancel`, headers: bearer(customer.token) });
  expect(res.statusCode, res.body).toBe(200);
};
/** The order's reservation ran out a moment ago (and its claim on the first-order ledger with it); the sweeper has not come by. */
async function lapse(orderId: string) {
  const past = new Date(Date.now() - 1000);
  await db().update(orders).set({ reservedUntil: past }).where(eq(orders.id, orderId));
  await db().update(firstOrders).set({ heldUntil: past }).where(eq(firstOrders.orderId, orderId));
}
/** A payment the provider is confirming: such an order is not reused. */
const beingConfirmed = (orderId: string) => db().update(payments).set({ status: 'processing' }).where(eq(payments.orderId, orderId));

describe('checking out again', () => {
  it('with the same bag answers the unpaid order as it is: same order, same intent, nothing taken again', async () => {
    const ada = await registerCustomer(t.app);
    const serum = await insertProduct(db(), { price: 3_000, stock: 10 });
    const first = await placeOrder(t.app, ada.token, [{ productId: serum.id, quantity: 2 }]);
    const intent = await startPayment(ada, first.orderId);
    const { reservedUntil } = await orderRow(first.orderId);

    const again = await createOrder(ada, [{ productId: serum.id, quantity: 2 }]);
    expect([again.statusCode, again.json().message]).toEqual([200, `Your order #${first.orderNumber} is waiting for payment`]);
    expect(again.json().data).toMatchObject({ orderId: first.orderId, orderNumber: first.orderNumber, pricing: first.pricing });
    expect(await stockOf(serum.id)).toBe(8);
    expect(await ordersOf(ada)).toHaveLength(1);
    expect((await orderRow(first.orderId)).reservedUntil).toEqual(reservedUntil);
    expect((await startPayment(ada, first.orderId)).clientSecret).toBe(intent.clientSecret);
  });

  it('with a changed bag revises the order in place: lines, totals and stock by the difference, and the old intent cannot pay it', async () => {
    const ada = await registerCustomer(t.app);
    const serum = await insertProduct(db(), { name: 'Revised Serum', price: 3_000, stock: 10 });
    const balm = await insertProduct(db(), { name: 'Dropped Balm', price: 1_200, stock: 10 });
    const mist = await insertProduct(db(), { name: 'Added Mist', price: 800, stock: 10 });
    const first = await placeOrder(t.app, ada.token, [{ productId: serum.id, quantity: 3 }, { productId: balm.id, quantity: 2 }]);
    const oldIntent = await startPayment(ada, first.orderId);
    expect(oldIntent.amount).toBe(first.pricing.total);

    // The shopper went back: one serum fewer, no balm, four mists.
    const revised = await createOrder(ada, [{ productId: serum.id, quantity: 2 }, { productId: mist.id, quantity: 4 }], undefined, { 'idempotency-key': 'revised-bag-0001' });
    expect([revised.statusCode, revised.json().message]).toEqual([200, `Your order #${first.orderNumber} has been updated`]);
    const answer = revised.json().data;
    expect(answer).toMatchObject({ orderId: first.orderId, orderNumber: first.orderNumber });
    expect(answer.pricing).toEqual({ subtotal: 9_200, shipping: 2_000, tax: 782, discount: 0, total: 11_982 });
    expect([await stockOf(serum.id), await stockOf(balm.id), await stockOf(mist.id)]).toEqual([8, 10, 6]);
    expect(await linesOf(first.orderId)).toEqual(
      [{ productId: serum.id, quantity: 2 }, { productId: mist.id, quantity: 4 }].sort((a, b) => (a.productId < b.productId ? -1 : 1)),
    );
    expect(await orderRow(first.orderId)).toMatchObject({ subtotal: 9_200, total: 11_982, status: 'pending', idempotencyKey: 'revised-bag-0001' });
    expect(await ordersOf(ada)).toHaveLength(1);

    // The old intent was cancelled: its secret cannot pay the revised order.
    const stale = await confirmWith(ada, oldIntent.clientSecret);
    expect([stale.statusCode, stale.json().message]).toEqual([409, PAYMENT_REPLACED]);
    expect((await orderRow(first.orderId)).paymentStatus).toBe('pending');
    // The payment call makes a new intent for the new total, in the same row.
    const newIntent = await startPayment(ada, first.orderId);
    expect(newIntent.clientSecret).not.toBe(oldIntent.clientSecret);
    expect(newIntent.amount).toBe(11_982);
    const [row] = await db().select().from(payments).where(eq(payments.orderId, first.orderId));
    expect(row).toMatchObject({ amount: 11_982, revision: 1, status: 'requires_payment_method' });
    // Once replaced, the old secret finds no payment at all.
    expect((await confirmWith(ada, oldIntent.clientSecret)).statusCode).toBe(404);
    expect((await confirmWith(ada, newIntent.clientSecret)).json().data).toEqual({ status: 'succeeded' });
    expect(await orderRow(first.orderId)).toMatchObject({ status: 'unfulfilled', paymentStatus: 'paid', total: 11_982 });
    expect([await stockOf(serum.id), await stockOf(balm.id), await stockOf(mist.id)]).toEqual([8, 10, 6]);

    // The same key again (a retry after a lost answer) answers the order, now paid.
    const retried = await createOrder(ada, [{ productId: serum.id, quantity: 2 }, { productId: mist.id, quantity: 4 }], undefined, { 'idempotency-key': 'revised-bag-0001' });
    expect([retried.statusCode, retried.json().data.orderId]).toEqual([200, first.orderId]);
  });

  it('a revision the stock or the code refuses changes nothing: lines, totals, stock, code and intent stay', async () => {
    const ada = await registerCustomer(t.app);
    const serum = await insertProduct(db(), { name: 'Held Serum', price: 3_000, stock: 3 });
    const rare = await insertProduct(db(), { name: 'Rare Oil', price: 2_000, stock: 1 });
    const code = await insertDiscount(db(), { usageLimit: 5 });
    const usedUp = await insertDiscount(db(), { usageLimit: 1, usageCount: 1 });
    const first = await placeOrder(t.app, ada.token, [{ productId: serum.id, quantity: 3 }], code.code);
    const intent = await startPayment(ada, first.orderId);

    // Keeping the 3 serums it holds (the shelf has none left) is fine; 2 rare oils are not.
    const tooMany = await createOrder(ada, [{ productId: serum.id, quantity: 3 }, { productId: rare.id, quantity: 2 }], code.code);
    expect([tooMany.statusCode, tooMany.json().message]).toEqual([409, 'Only 1 of Rare Oil left in stock']);
    const spent = await createOrder(ada, [{ productId: serum.id, quantity: 2 }], usedUp.code);
    expect([spent.statusCode, spent.json().message]).toEqual([422, `Discount code ${usedUp.code} has already been used`]);

    expect(await orderRow(first.orderId)).toMatchObject({ total: first.pricing.total, discountId: code.id, status: 'pending' });
    expect(await linesOf(first.orderId)).toEqual([{ productId: serum.id, quantity: 3 }]);
    expect([await stockOf(serum.id), await stockOf(rare.id), await usesOf(code.id), await usesOf(usedUp.id)]).toEqual([0, 1, 1, 1]);
    const [row] = await db().select().from(payments).where(eq(payments.orderId, first.orderId));
    expect(row).toMatchObject({ status: 'requires_payment_method', amount: first.pricing.total, revision: 0 });
    expect((await startPayment(ada, first.orderId)).clientSecret).toBe(intent.clientSecret);

    // Dropping the code gives its use back; the shelf's last rare oil is taken.
    const revised = await createOrder(ada, [{ productId: serum.id, quantity: 3 }, { productId: rare.id, quantity: 1 }]);
    expect(revised.statusCode, revised.body).toBe(200);
    expect([await stockOf(serum.id), await stockOf(rare.id), await usesOf(code.id)]).toEqual([0, 0, 0]);
  });

  it('never reaches "You already have 3 unpaid orders" by abandoning: five abandoned checkouts leave one unpaid order', async () => {
    const ada = await registerCustomer(t.app);
    const balm = await insertProduct(db(), { price: 2_000, stock: 100 });
    const mist = await insertProduct(db(), { price: 900, stock: 100 });
    const ids = new Set<string>();
    for (let visit = 1; visit <= 5; visit++) {
      // Each visit reaches Payment with a slightly different bag, then leaves.
      const res = await createOrder(ada, [{ productId: balm.id, quantity: visit }, ...(visit % 2 ? [{ productId: mist.id, quantity: 1 }] : [])]);
      expect(res.statusCode, res.body).toBe(visit === 1 ? 201 : 200);
      ids.add(res.json().data.orderId);
      await startPayment(ada, res.json().data.orderId);
    }
    expect(ids.size).toBe(1);
    expect(await ordersOf(ada)).toHaveLength(1);
    expect([await stockOf(balm.id), await stockOf(mist.id)]).toEqual([95, 99]);
  });

  it('an order whose payment is being confirmed is not reused: the next checkout is a new order', async () => {
    const ada = await registerCustomer(t.app);
    const balm = await insertProduct(db(), { price: 2_000, stock: 100 });
    const first = await placeOrder(t.app, ada.token, [{ productId: balm.id, quantity: 1 }]);
    await startPayment(ada, first.orderId);
    await beingConfirmed(first.orderId);
    const next = await createOrder(ada, [{ productId: balm.id, quantity: 1 }]);
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().data.orderId).not.toBe(first.orderId);
  });

  it('revisions racing other shoppers’ checkouts of the same sizes never deadlock and never oversell', async () => {
    const a = await insertProduct(db(), { price: 1_000, stock: 40 });
    const b = await insertProduct(db(), { price: 1_000, stock: 40 });
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => registerCustomer(t.app)));
    for (const shopper of shoppers) await placeOrder(t.app, shopper.token, [{ productId: a.id, quantity: 2 }]);
    // Each shopper swaps between bags that give one size back and take the other.
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        createOrder(shoppers[i % 6]!, i % 4 < 2 ? [{ productId: b.id, quantity: 3 }, { productId: a.id, quantity: 1 }] : [{ productId: a.id, quantity: 3 }, { productId: b.id, quantity: 1 }]),
      ),
    );
    expect(answers.map((res) => res.statusCode).filter((code) => code !== 200)).toEqual([]);
    const held = await db().select({ productId: orderLines.productId, quantity: orderLines.quantity }).from(orderLines).innerJoin(orders, eq(orders.id, orderLines.orderId)).where(eq(orders.status, 'pending'));
    const heldOf = (id: string) => held.filter((line) => line.productId === id).reduce((sum, line) => sum + line.quantity, 0);
    expect((await stockOf(a.id)) + heldOf(a.id)).toBe(40);
    expect((await stockOf(b.id)) + heldOf(b.id)).toBe(40);
    for (const shopper of shoppers) expect(await ordersOf(shopper)).toHaveLength(1);
  });
});

describe('paying a pending order from its page', () => {
  it('offers Pay now while the order is unpaid and holding its items; paying it through the checkout calls completes it', async () => {
    const ada = await registerCustomer(t.app);
    const serum = await insertProduct(db(), { price: 3_000, stock: 5 });
    const order = await placeOrder(t.app, ada.token, [{ productId: serum.id, quantity: 1 }]);
    const pending = await orderPage(ada, order.orderId);
    expect(pending).toMatchObject({ canPay: true, canCancel: true, status: 'pending', paymentStatus: 'pending' });
    expect(new Date(pending.reservedUntil!).getTime()).toBeGreaterThan(Date.now());

    expect(await payWithCard(t.app, ada.token, order.orderId)).toEqual({ status: 'succeeded' });
    expect(await orderPage(ada, order.orderId)).toMatchObject({ canPay: false, reservedUntil: null, status: 'unfulfilled', paymentStatus: 'paid' });
  });

  it('offers nothing to pay once the reservation ran out, even before the sweeper, nor for a cancelled order', async () => {
    const ada = await registerCustomer(t.app);
    const serum = await insertProduct(db(), { price: 3_000, stock: 5 });
    const order = await placeOrder(t.app, ada.token, [{ productId: serum.id, quantity: 1 }]);
    await lapse(order.orderId);
    expect((await orderPage(ada, order.orderId)).canPay).toBe(false);
    expect((await checkoutCall(t.app, ada.token, `/general/checkout/${order.orderId}/payment`)).statusCode).toBe(409);
    const other = await placeOrder(t.app, ada.token, [{ productId: serum.id, quantity: 1 }]);
    await cancel(ada, other.orderId);
    expect((await orderPage(ada, other.orderId)).canPay).toBe(false);
  });
});

describe('a code held by an unpaid order', () => {
  it('is free the moment that order is cancelled', async () => {
    const [ada, bob] = [await registerCustomer(t.app), await registerCustomer(t.app)];
    const serum = await insertProduct(db(), { price: 3_000, stock: 5 });
    const code = await insertDiscount(db(), { usageLimit: 1 });
    const held = await placeOrder(t.app, ada.token, [{ productId: serum.id, quantity: 1 }], code.code);
    const refused = await validate(bob, [{ productId: serum.id, quantity: 1 }], code.code);
    expect([refused.statusCode, refused.json().message]).toEqual([422, `Discount code ${code.code} has already been used`]);
    await cancel(ada, held.orderId);
    expect((await validate(bob, [{ productId: serum.id, quantity: 1 }], code.code)).statusCode).toBe(200);
    expect((await createOrder(bob, [{ productId: serum.id, quantity: 1 }], code.code)).statusCode).toBe(201);
    expect(await usesOf(code.id)).toBe(1);
  });

  it('is free the moment that order lapses, before the sweeper: the lapsed order gives it up, with its stock, and its intent is cancelled later', async () => {
    const [ada, bob] = [await registerCustomer(t.app), await registerCustomer(t.app)];
    const serum = await insertProduct(db(), { price: 3_000, stock: 5 });
    const code = await insertDiscount(db(), { usageLimit: 1 });
    const held = await placeOrder(t.app, ada.token, [{ productId: serum.id, quantity: 2 }], code.code);
    await startPayment(ada, held.orderId);
    await lapse(held.orderId);
    // The bag's preview already sees the use as free; placing the order takes it.
    expect((await validate(bob, [{ productId: serum.id, quantity: 1 }], code.code)).statusCode).toBe(200);
    const placed = await createOrder(bob, [{ productId: serum.id, quantity: 1 }], code.code);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await usesOf(code.id)).toBe(1);
    expect(await stockOf(serum.id)).toBe(4);
    expect(await orderRow(held.orderId)).toMatchObject({ status: 'cancelled', pendingOperation: 'expire' });
    expect((await checkoutCall(t.app, ada.token, `/general/checkout/${held.orderId}/payment`)).statusCode).toBe(409);
    // The recovery job cancels the lapsed order's intent and clears its mark.
    t.app.jobs.kick('order-operations');
    await t.app.jobs.idle();
    expect(await orderRow(held.orderId)).toMatchObject({ status: 'cancelled', pendingOperation: null });
    expect((await db().select().from(payments).where(eq(payments.orderId, held.orderId)))[0]!.status).toBe('canceled');
    expect(await stockOf(serum.id)).toBe(4);
  });

  it('a first-order code is free again when the order holding it lapses', async () => {
    const ada = await registerCustomer(t.app);
    const serum = await insertProduct(db(), { price: 3_000, stock: 5 });
    const welcome = await insertDiscount(db(), { firstOrderOnly: true, usageLimit: 1, restrictedToEmail: ada.email });
    const held = await placeOrder(t.app, ada.token, [{ productId: serum.id, quantity: 1 }], welcome.code);
    // The order is being paid for, so it is not reused: the code is the order's, and the refusal says which.
    await startPayment(ada, held.orderId);
    await beingConfirmed(held.orderId);
    const named = await validate(ada, [{ productId: serum.id, quantity: 2 }], welcome.code);
    expect([named.statusCode, named.json().message]).toEqual([
      422,
      `Discount code ${welcome.code} is held by your unpaid order #${held.orderNumber}. Pay for it or cancel it to use the code on a new order.`,
    ]);
    const placing = await createOrder(ada, [{ productId: serum.id, quantity: 2 }], welcome.code);
    expect([placing.statusCode, placing.json().message]).toEqual([422, named.json().message]);
    // It lapses: the code, the first order and the mailbox's claim are free again.
    await lapse(held.orderId);
    const again = await createOrder(ada, [{ productId: serum.id, quantity: 2 }], welcome.code);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data.pricing.discount).toBeGreaterThan(0);
    expect(await usesOf(welcome.id)).toBe(1);
  });

  it('names the buyer’s own unpaid order when it holds a single-use code, and no one else’s', async () => {
    const [ada, bob] = [await registerCustomer(t.app), await registerCustomer(t.app)];
    const serum = await insertProduct(db(), { price: 3_000, stock: 9 });
    const code = await insertDiscount(db(), { usageLimit: 1 });
    const held = await placeOrder(t.app, ada.token, [{ productId: serum.id, quantity: 1 }], code.code);
    await startPayment(ada, held.orderId);
    await beingConfirmed(held.orderId);
    const mine = await createOrder(ada, [{ productId: serum.id, quantity: 1 }], code.code);
    expect([mine.statusCode, mine.json().message]).toEqual([
      422,
      `Discount code ${code.code} is held by your unpaid order #${held.orderNumber}. Pay for it or cancel it to use the code on a new order.`,
    ]);
    const theirs = await createOrder(bob, [{ productId: serum.id, quantity: 1 }], code.code);
    expect([theirs.statusCode, theirs.json().message]).toEqual([422, `Discount code ${code.code} has already been used`]);
  });
});

describe('the first-order ledger', () => {
  const aliasesOf = async (stamp: string) => [
    await registerCustomer(t.app, { email: `rose.${stamp}+shop@gmail.com` }),
    await registerCustomer(t.app, { email: `Rose${stamp}@googlemail.com` }),
  ];

  it('two aliases of one mailbox placing first orders at once get one discount', async () => {
    const serum = await insertProduct(db(), { price: 3_000, stock: 100 });
    const first = await insertDiscount(db(), { firstOrderOnly: true, type: 'percentage', value: 25 });
    for (let round = 0; round < 4; round++) {
      const [one, two] = await aliasesOf(`${Date.now().toString(36)}r${round}`);
      const answers = await Promise.all([one!, two!].map((alias) => createOrder(alias, [{ productId: serum.id, quantity: 1 }], first.code)));
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 422]);
      expect(answers.find((res) => res.statusCode === 422)!.json().message).toBe(`Discount code ${first.code} is for a first order only`);
      const placed = answers.find((res) => res.statusCode === 201)!.json().data;
      expect(placed.pricing.discount).toBe(750);
      const [claim] = await db().select().from(firstOrders).where(eq(firstOrders.orderId, placed.orderId));
      expect(claim).toMatchObject({ firstPaidAt: null });
    }
  });

  it('a claim is released when its order is cancelled or lapses, and kept once paid', async () => {
    const serum = await insertProduct(db(), { price: 3_000, stock: 100 });
    const first = await insertDiscount(db(), { firstOrderOnly: true, type: 'percentage', value: 25 });
    const [one, two] = await aliasesOf(Date.now().toString(36));
    const bag = [{ productId: serum.id, quantity: 1 }];

    const held = await placeOrder(t.app, one!.token, bag, first.code);
    expect((await validate(two!, bag, first.code)).json().message).toBe(`Discount code ${first.code} is for a first order only`);
    await cancel(one!, held.orderId);
    expect(await db().select().from(firstOrders).where(eq(firstOrders.orderId, held.orderId))).toEqual([]);

    const second = await placeOrder(t.app, two!.token, bag, first.code);
    await lapse(second.orderId);
    const third = await placeOrder(t.app, one!.token, bag, first.code);
    expect(await payWithCard(t.app, one!.token, third.orderId)).toEqual({ status: 'succeeded' });
    const [kept] = await db().select().from(firstOrders).where(eq(firstOrders.orderId, third.orderId));
    expect(kept?.firstPaidAt).toBeInstanceOf(Date);
    // Paid: the mailbox has had its first order, whichever alias asks.
    expect((await createOrder(two!, bag, first.code)).json().message).toBe(`Discount code ${first.code} is for a first order only`);
    const other = await registerCustomer(t.app);
    expect((await validate(other, bag, first.code)).statusCode).toBe(200);
    const [paidRow] = await db().select().from(orders).where(and(eq(orders.id, third.orderId), eq(orders.paymentStatus, 'paid')));
    expect(paidRow?.discount).toBe(750);
  });
});
