/**
 * The checkout API on the local provider: validate, create-order, payment, confirm, status, as a
 * signed-in shopper drives them, and the refusals that name the product or the code.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { discountRedemptions, discounts, emails, orders, paymentEvents, payments, products } from '../../server/db/schema';
import { ORDER_EXPIRED } from '../../server/modules/checkout/payable';
import { registerCustomer } from './support/accounts';
import { useTestApp } from './support/app';
import { bagOf, checkoutCall, insertDiscount, payWithCard, placeOrder, VISA_DECLINED, VISA_NO_FUNDS } from './support/checkout';
import { insertProduct } from './support/fixtures';
import { subscribeConfirmed } from './support/newsletter';

const t = useTestApp();

const stockOf = async (id: string) => (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('POST /general/checkout/validate', () => {
  it('prices the bag from the server’s prices: tax 8.5%, shipping £20 below £1000, the total', async () => {
    const serum = await insertProduct(t.database.db, { price: 4_250 });
    const oil = await insertProduct(t.database.db, { price: 1_999 });
    const res = await checkoutCall(t.app, null, '/general/checkout/validate', {
      ...bagOf([
        { productId: serum.id, quantity: 2 },
        { productId: oil.id, quantity: 1 },
      ]),
      // A client's own numbers are not part of the contract and change nothing.
      pricing: { total: 1 },
      items: [
        { productId: serum.id, quantity: 2, price: 1 },
        { productId: oil.id, quantity: 1, price: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      pricing: { subtotal: 10_499, shipping: 2_000, tax: 892, discount: 0, total: 13_391 },
      appliedDiscount: null,
    });
  });

  it('ships free from £1000, and applies each kind of code', async () => {
    const cream = await insertProduct(t.database.db, { price: 50_000 });
    const bag = (code?: string) => bagOf([{ productId: cream.id, quantity: 2 }], code);
    const percent = await insertDiscount(t.database.db, { type: 'percentage', value: 15 });
    const fixed = await insertDiscount(t.database.db, { type: 'fixed_amount', value: 2_500 });
    const free = await insertDiscount(t.database.db, { type: 'free_shipping', value: 0 });

    const plain = await checkoutCall(t.app, null, '/general/checkout/validate', bag());
    expect(plain.json().data.pricing).toEqual({ subtotal: 100_000, shipping: 0, tax: 8_500, discount: 0, total: 108_500 });
    const withPercent = await checkoutCall(t.app, null, '/general/checkout/validate', bag(percent.code.toLowerCase()));
    expect(withPercent.json().data).toEqual({
      pricing: { subtotal: 100_000, shipping: 0, tax: 8_500, discount: 15_000, total: 93_500 },
      appliedDiscount: { code: percent.code, type: 'percentage', value: 15 },
    });
    const withFixed = await checkoutCall(t.app, null, '/general/checkout/validate', bag(fixed.code));
    expect(withFixed.json().data.pricing.total).toBe(106_000);
    const small = await insertProduct(t.database.db, { price: 1_000 });
    const withFree = await checkoutCall(t.app, null, '/general/checkout/validate', bagOf([{ productId: small.id, quantity: 1 }], free.code));
    expect(withFree.json().data.pricing).toEqual({ subtotal: 1_000, shipping: 2_000, tax: 85, discount: 2_000, total: 1_085 });
  });

  it('names the product or the code it refuses, and changes nothing', async () => {
    const gone = await insertProduct(t.database.db, { name: 'Retired Rose Toner', status: 'archived' });
    const empty = await insertProduct(t.database.db, { name: 'Sold-out Balm', stock: 0 });
    const few = await insertProduct(t.database.db, { name: 'Rare Neroli Mist', stock: 2 });
    const expired = await insertDiscount(t.database.db, { endsAt: new Date(Date.now() - 60_000) });
    const usedUp = await insertDiscount(t.database.db, { usageLimit: 1, usageCount: 1 });
    const paused = await insertDiscount(t.database.db, { status: 'disabled' });
    const cases: Array<[object, number, string]> = [
      [bagOf([{ productId: '2b7d1f3a-0000-4000-8000-00000000abcd', quantity: 1 }]), 404, 'Product 2b7d1f3a-0000-4000-8000-00000000abcd was not found'],
      [bagOf([{ productId: gone.id, quantity: 1 }]), 404, 'Retired Rose Toner is no longer available'],
      [bagOf([{ productId: empty.id, quantity: 1 }]), 409, 'Sold-out Balm is out of stock'],
      [bagOf([{ productId: few.id, quantity: 3 }]), 409, 'Only 2 of Rare Neroli Mist left in stock'],
      [bagOf([{ productId: few.id, quantity: 1 }], 'NOPE2026'), 422, 'Discount code NOPE2026 is not valid'],
      [bagOf([{ productId: few.id, quantity: 1 }], expired.code), 422, `Discount code ${expired.code} is not valid`],
      [bagOf([{ productId: few.id, quantity: 1 }], usedUp.code), 422, `Discount code ${usedUp.code} has already been used`],
      [bagOf([{ productId: few.id, quantity: 1 }], paused.code), 422, `Discount code ${paused.code} is no longer active`],
      [{ ...bagOf([]) }, 400, 'items: Your bag is empty'],
      [bagOf([{ productId: few.id, quantity: 0 }]), 400, 'items.0.quantity: quantity must be at least 1'],
    ];
    for (const [body, status, message] of cases) {
      const res = await checkoutCall(t.app, null, '/general/checkout/validate', body);
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([status, message]);
    }
    expect(await stockOf(few.id)).toBe(2);
  });
});

describe('create-order, payment and status', () => {
  it('needs a signed-in customer, and refuses a customerId that is not the caller’s', async () => {
    const product = await insertProduct(t.database.db);
    const anonymous = await checkoutCall(t.app, null, '/general/checkout/create-order', bagOf([{ productId: product.id, quantity: 1 }]));
    expect(anonymous.statusCode).toBe(401);
    const ada = await registerCustomer(t.app);
    const other = await checkoutCall(t.app, ada.token, '/general/checkout/create-order', {
      ...bagOf([{ productId: product.id, quantity: 1 }]),
      customerId: '9f1c0000-0000-4000-8000-000000000000',
    });
    expect([other.statusCode, other.json().message]).toEqual([403, 'You can only place orders for your own account']);
    expect(await stockOf(product.id)).toBe(20);
  });

  it("a first-order code follows the mailbox: refused to a re-registered account and to a +tag alias once the address has paid an order", async () => {
    const stamp = Date.now().toString(36);
    const email = `first.${stamp}@gmail.com`;
    const ada = await registerCustomer(t.app, { email });
    const product = await insertProduct(t.database.db, { price: 2_000, stock: 20 });
    const first = await placeOrder(t.app, ada.token, [{ productId: product.id, quantity: 1 }]);
    expect(await payWithCard(t.app, ada.token, first.orderId)).toEqual({ status: 'succeeded' });

    const code = await insertDiscount(t.database.db, { type: 'percentage', value: 20, firstOrderOnly: true });
    const bag = bagOf([{ productId: product.id, quantity: 1 }], code.code);
    const refusal = [422, `Discount code ${code.code} is for a first order only`];

    // The account is deleted (its orders lose their email) and the address registers again.
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/v1/user/account', headers: { authorization: `Bearer ${ada.token}` }, payload: { password: ada.password } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const again = await registerCustomer(t.app, { email });
    const answer = await checkoutCall(t.app, again.token, '/general/checkout/validate', bag);
    expect([answer.statusCode, answer.json().message]).toEqual(refusal);

    // Another spelling of the same Gmail inbox.
    const alias = await registerCustomer(t.app, { email: `First.${stamp}+second@googlemail.com` });
    const aliased = await checkoutCall(t.app, alias.token, '/general/checkout/validate', bag);
    expect([aliased.statusCode, aliased.json().message]).toEqual(refusal);

    // A mailbox that never ordered may use it.
    const newcomer = await registerCustomer(t.app, { email: `new.${stamp}@gmail.com` });
    expect((await checkoutCall(t.app, newcomer.token, '/general/checkout/validate', bag)).statusCode).toBe(200);
  });

  it('holds the stock, pays with 4242, and moves the order to unfulfilled + paid with one confirmation email', async () => {
    const ada = await registerCustomer(t.app);
    const product = await insertProduct(t.database.db, { price: 2_000, stock: 5 });
    const code = await insertDiscount(t.database.db, { type: 'percentage', value: 20, usageLimit: 1, firstOrderOnly: true });
    const order = await placeOrder(t.app, ada.token, [{ productId: product.id, quantity: 2 }], code.code);
    expect(order.pricing).toEqual({ subtotal: 4_000, shipping: 2_000, tax: 340, discount: 800, total: 5_540 });
    expect(await stockOf(product.id)).toBe(3);
    expect((await orderRow(order.orderId)).status).toBe('pending');

    const first = await checkoutCall(t.app, ada.token, `/general/checkout/${order.orderId}/payment`);
    const again = await checkoutCall(t.app, ada.token, `/general/checkout/${order.orderId}/payment`);
    expect(first.json().data).toMatchObject({ provider: 'local', amount: 5_540, currency: 'GBP' });
    expect(again.json().data.clientSecret).toBe(first.json().data.clientSecret);

    expect(await payWithCard(t.app, ada.token, order.orderId)).toEqual({ status: 'succeeded' });
    const status = await t.app.inject({ method: 'GET', url: `/api/v1/general/checkout/${order.orderId}/status`, headers: { authorization: `Bearer ${ada.token}` } });
    expect(status.json().data).toEqual({ status: 'unfulfilled', paymentStatus: 'paid' });
    expect(await stockOf(product.id)).toBe(3);
    const [redeemed] = await t.database.db.select().from(discountRedemptions).where(eq(discountRedemptions.orderId, order.orderId));
    expect(redeemed).toMatchObject({ discountId: code.id, amount: 800 });
    await t.app.jobs.idle();
    const mail = await t.database.db.select().from(emails).where(and(eq(emails.to, ada.email), eq(emails.kind, 'order-confirmation')));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain(`#${order.orderNumber}`);

    // The first-order code is spent: not on a later order, and paying again changes nothing.
    const later = await checkoutCall(t.app, ada.token, '/general/checkout/validate', bagOf([{ productId: product.id, quantity: 1 }], code.code));
    expect([later.statusCode, later.json().message]).toEqual([422, `Discount code ${code.code} has already been used`]);
    const payAgain = await checkoutCall(t.app, ada.token, `/general/checkout/${order.orderId}/payment`);
    expect([payAgain.statusCode, payAgain.json().message]).toEqual([409, 'This order has already been paid']);
  });

  it('a declined card shows the provider’s message and leaves the order unpaid; a good card then pays it', async () => {
    const ada = await registerCustomer(t.app);
    const product = await insertProduct(t.database.db);
    const order = await placeOrder(t.app, ada.token, [{ productId: product.id, quantity: 1 }]);
    expect(await payWithCard(t.app, ada.token, order.orderId, VISA_DECLINED)).toEqual({
      status: 'failed',
      error: { code: 'generic_decline', message: 'Your card was declined.' },
    });
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'pending', paymentStatus: 'failed' });
    expect((await payWithCard(t.app, ada.token, order.orderId, VISA_NO_FUNDS)).error?.message).toBe('Your card has insufficient funds.');
    expect(await payWithCard(t.app, ada.token, order.orderId)).toEqual({ status: 'succeeded' });
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'unfulfilled', paymentStatus: 'paid' });
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, order.orderId));
    expect(payment).toMatchObject({ status: 'succeeded', amount: order.pricing.total });
  });

  it('another customer’s order is not found, on every checkout call', async () => {
    const ada = await registerCustomer(t.app);
    const bob = await registerCustomer(t.app);
    const product = await insertProduct(t.database.db);
    const order = await placeOrder(t.app, ada.token, [{ productId: product.id, quantity: 1 }]);
    const intent = await checkoutCall(t.app, ada.token, `/general/checkout/${order.orderId}/payment`);
    expect((await checkoutCall(t.app, bob.token, `/general/checkout/${order.orderId}/payment`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/general/checkout/${order.orderId}/status`, headers: { authorization: `Bearer ${bob.token}` } })).statusCode).toBe(404);
    const steal = await checkoutCall(t.app, bob.token, '/general/payments/local/confirm', {
      clientSecret: intent.json().data.clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2099,
      cvc: '123',
    });
    expect(steal.statusCode).toBe(404);
    expect(await orderRow(order.orderId)).toMatchObject({ paymentStatus: 'pending' });
  });

  it('gives the stock and the code back once the reservation runs out, and the order can no longer be paid', async () => {
    const ada = await registerCustomer(t.app);
    const product = await insertProduct(t.database.db, { stock: 4 });
    const code = await insertDiscount(t.database.db, { usageLimit: 1 });
    const order = await placeOrder(t.app, ada.token, [{ productId: product.id, quantity: 3 }], code.code);
    await checkoutCall(t.app, ada.token, `/general/checkout/${order.orderId}/payment`);
    expect(await stockOf(product.id)).toBe(1);
    await t.database.db.update(orders).set({ reservedUntil: new Date(Date.now() - 1000) }).where(eq(orders.id, order.orderId));

    t.app.jobs.kick('order-reservations');
    t.app.jobs.kick('order-reservations');
    await t.app.jobs.idle();
    expect(await stockOf(product.id)).toBe(4);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'cancelled', paymentStatus: 'pending', pendingOperation: null });
    const [{ usageCount }] = (await t.database.db.select({ usageCount: discounts.usageCount }).from(discounts).where(eq(discounts.id, code.id))) as [{ usageCount: number }];
    expect(usageCount).toBe(0);
    const pay = await checkoutCall(t.app, ada.token, `/general/checkout/${order.orderId}/payment`);
    expect(pay.statusCode).toBe(409);
    // Swept again: nothing more comes back.
    t.app.jobs.kick('order-reservations');
    await t.app.jobs.idle();
    expect(await stockOf(product.id)).toBe(4);
  });

  it('the card form refuses an order whose reservation ran out, and a secret that is not one, writing nothing', async () => {
    const ada = await registerCustomer(t.app);
    const product = await insertProduct(t.database.db, { stock: 4 });
    const order = await placeOrder(t.app, ada.token, [{ productId: product.id, quantity: 1 }]);
    const intent = await checkoutCall(t.app, ada.token, `/general/checkout/${order.orderId}/payment`);
    await t.database.db.update(orders).set({ reservedUntil: new Date(Date.now() - 1000) }).where(eq(orders.id, order.orderId));
    const card = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };
    const late = await checkoutCall(t.app, ada.token, '/general/payments/local/confirm', { clientSecret: intent.json().data.clientSecret, ...card });
    expect([late.statusCode, late.json().message]).toEqual([409, ORDER_EXPIRED]);
    const notOne = await checkoutCall(t.app, ada.token, '/general/payments/local/confirm', { clientSecret: 'pi_local_nothing_secret_here', ...card });
    expect([notOne.statusCode, notOne.json().message]).toEqual([404, 'Payment not found']);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, order.orderId));
    expect(payment).toMatchObject({ status: 'requires_payment_method' });
    expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, payment!.id))).toEqual([]);
  });

  it('redeems the newsletter’s personal 20% WELCOME code on a first order, once, and only for its own email', async () => {
    const ada = await registerCustomer(t.app);
    const bob = await registerCustomer(t.app);
    const code = await subscribeConfirmed(t, ada.email);
    const product = await insertProduct(t.database.db, { price: 5_000 });
    const bag = bagOf([{ productId: product.id, quantity: 1 }], code);

    const notBob = await checkoutCall(t.app, bob.token, '/general/checkout/validate', bag);
    // Another's code reads as no code at all: a guesser cannot tell it exists.
    expect([notBob.statusCode, notBob.json().message]).toEqual([422, `Discount code ${code} is not valid`]);
    const preview = await checkoutCall(t.app, ada.token, '/general/checkout/validate', bag);
    expect(preview.json().data.appliedDiscount).toEqual({ code, type: 'percentage', value: 20 });
    const order = await placeOrder(t.app, ada.token, [{ productId: product.id, quantity: 1 }], code);
    expect(order.pricing.discount).toBe(1_000);
    await payWithCard(t.app, ada.token, order.orderId);
    const again = await checkoutCall(t.app, ada.token, '/general/checkout/create-order', bag);
    expect(again.statusCode).toBe(422);
  });

  it('pays with a saved card instead of a typed one; a saved refusing test card is declined', async () => {
    const ada = await registerCustomer(t.app);
    const product = await insertProduct(t.database.db);
    const save = async (last4: string) => {
      const res = await checkoutCall(t.app, ada.token, '/user/payment-methods/add', {
        providerRef: `pm_local_saved_${last4}_${Math.random().toString(36).slice(2, 8)}`,
        brand: 'visa',
        last4,
        expMonth: 12,
        expYear: new Date().getUTCFullYear() + 2,
        holderName: 'Ada Greene',
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.paymentMethod.id as string;
    };
    const declining = await save('0002');
    const good = await save('4242');
    const order = await placeOrder(t.app, ada.token, [{ productId: product.id, quantity: 1 }]);
    const intent = await checkoutCall(t.app, ada.token, `/general/checkout/${order.orderId}/payment`);
    const clientSecret = intent.json().data.clientSecret as string;
    const refused = await checkoutCall(t.app, ada.token, '/general/payments/local/confirm', { clientSecret, paymentMethodId: declining });
    expect(refused.json().data).toEqual({ status: 'failed', error: { code: 'generic_decline', message: 'Your card was declined.' } });
    const bob = await registerCustomer(t.app);
    const notBobs = await checkoutCall(t.app, bob.token, '/general/payments/local/confirm', { clientSecret, paymentMethodId: good });
    expect(notBobs.statusCode).toBe(404);
    const paid = await checkoutCall(t.app, ada.token, '/general/payments/local/confirm', { clientSecret, paymentMethodId: good });
    expect(paid.json().data).toEqual({ status: 'succeeded' });
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'unfulfilled', paymentStatus: 'paid' });
  });
});

describe('what an unpaid order may hold', () => {
  it('refuses at validate a bag no one could order: too many of one product, too many items, too much money', async () => {
    const mist = await insertProduct(t.database.db, { name: 'Plenty Mist', price: 1_000, stock: 500 });
    const others = await Promise.all(Array.from({ length: 4 }, () => insertProduct(t.database.db, { price: 1_000, stock: 500 })));
    const rich = await insertProduct(t.database.db, { name: 'Gold Set', price: 90_000, stock: 500 });
    const cases: Array<[object, string]> = [
      [bagOf([{ productId: mist.id, quantity: 11 }]), 'You can order at most 10 of Plenty Mist at a time. For a larger order, please contact us.'],
      [bagOf([mist, ...others].map((p) => ({ productId: p.id, quantity: 7 }))), 'An order can hold at most 30 items. For a larger order, please contact us.'],
      [bagOf([{ productId: rich.id, quantity: 3 }]), 'An order can come to at most £2,500.00 before shipping and tax. For a larger order, please contact us.'],
    ];
    for (const [body, message] of cases) {
      const res = await checkoutCall(t.app, null, '/general/checkout/validate', body);
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([422, message]);
    }
    const ada = await registerCustomer(t.app);
    const refused = await checkoutCall(t.app, ada.token, '/general/checkout/create-order', bagOf([{ productId: mist.id, quantity: 11 }]));
    expect(refused.statusCode).toBe(422);
    expect(await stockOf(mist.id)).toBe(500);
    // At the limits, the bag is fine.
    expect((await checkoutCall(t.app, null, '/general/checkout/validate', bagOf([{ productId: mist.id, quantity: 10 }]))).statusCode).toBe(200);
  });

  it('bounds what one customer’s unpaid orders hold together: orders, items and value; paying frees the allowance', async () => {
    const ada = await registerCustomer(t.app);
    const balm = await insertProduct(t.database.db, { name: 'Hoard Balm', price: 2_000, stock: 1_000 });
    const set = await insertProduct(t.database.db, { name: 'Hoard Set', price: 80_000, stock: 1_000 });
    // Checkout answers the customer's unpaid order instead of placing another (decision 0255),
    // unless its payment is being confirmed: so are these, and each next checkout is a new order.
    const confirming = async (orderId: string) => {
      expect((await checkoutCall(t.app, ada.token, `/general/checkout/${orderId}/payment`)).statusCode).toBe(200);
      await t.database.db.update(payments).set({ status: 'processing' }).where(eq(payments.orderId, orderId));
    };
    const first = await placeOrder(t.app, ada.token, [{ productId: balm.id, quantity: 10 }]);
    await confirming(first.orderId);
    await confirming((await placeOrder(t.app, ada.token, [{ productId: balm.id, quantity: 10 }])).orderId);
    const overUnits = await checkoutCall(t.app, ada.token, '/general/checkout/create-order', bagOf([{ productId: balm.id, quantity: 10 }, { productId: set.id, quantity: 1 }]));
    expect([overUnits.statusCode, overUnits.json().message]).toEqual([
      409,
      'Your unpaid orders already hold 20 items, and they may hold 30 together. Please pay for or cancel an unpaid order first.',
    ]);
    const overValue = await checkoutCall(t.app, ada.token, '/general/checkout/create-order', bagOf([{ productId: set.id, quantity: 3 }]));
    expect([overValue.statusCode, overValue.json().message]).toEqual([
      409,
      'Your unpaid orders already come to £400.00, and they may come to £2,500.00 together. Please pay for or cancel an unpaid order first.',
    ]);
    await confirming((await placeOrder(t.app, ada.token, [{ productId: balm.id, quantity: 1 }])).orderId);
    const fourth = await checkoutCall(t.app, ada.token, '/general/checkout/create-order', bagOf([{ productId: balm.id, quantity: 1 }]));
    expect([fourth.statusCode, fourth.json().message]).toEqual([409, 'You already have 3 unpaid orders. Please pay for or cancel an unpaid order first.']);
    expect(await stockOf(balm.id)).toBe(1_000 - 21);
    expect(await stockOf(set.id)).toBe(1_000);

    // A paid order holds nothing back: the next order goes through. Another customer was never limited.
    await payWithCard(t.app, ada.token, first.orderId);
    await placeOrder(t.app, ada.token, [{ productId: balm.id, quantity: 1 }]);
    const bob = await registerCustomer(t.app);
    await placeOrder(t.app, bob.token, [{ productId: balm.id, quantity: 10 }]);
  });

  it('five racing orders of one customer see each other: one order is placed and the others answer it', async () => {
    const ada = await registerCustomer(t.app);
    const balm = await insertProduct(t.database.db, { price: 2_000, stock: 1_000 });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => checkoutCall(t.app, ada.token, '/general/checkout/create-order', bagOf([{ productId: balm.id, quantity: 10 }]))),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((res) => res.json().data.orderId)).size).toBe(1);
    expect(await stockOf(balm.id)).toBe(990);
  });

  it('refuses an order below the card minimum at validate, so a £0 order is never placed', async () => {
    const gift = await insertProduct(t.database.db, { name: 'Free Gift', price: 0 });
    const free = await insertDiscount(t.database.db, { type: 'free_shipping', value: 0 });
    const res = await checkoutCall(t.app, null, '/general/checkout/validate', bagOf([{ productId: gift.id, quantity: 1 }], free.code));
    expect([res.statusCode, res.json().message]).toEqual([422, 'An order must come to at least £0.30 to be paid by card']);
    const ada = await registerCustomer(t.app);
    const order = await checkoutCall(t.app, ada.token, '/general/checkout/create-order', bagOf([{ productId: gift.id, quantity: 1 }], free.code));
    expect(order.statusCode).toBe(422);
    expect(await stockOf(gift.id)).toBe(gift.stock);
  });
});

describe('T9 brute force: guessing discount codes', () => {
  const from = (remoteAddress: string, token: string | null, path: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1${path}`, remoteAddress, headers: token ? { authorization: `Bearer ${token}` } : {}, payload });

  it('one answer for no such code, another’s code and a code not started; the 10th unknown code from an address is answered 429', async () => {
    const product = await insertProduct(t.database.db, { price: 2_000 });
    const later = await insertDiscount(t.database.db, { startsAt: new Date(Date.now() + 86_400_000) });
    const real = await insertDiscount(t.database.db, { type: 'percentage', value: 10 });
    const bag = (code: string) => bagOf([{ productId: product.id, quantity: 1 }], code);
    const guesser = '203.0.113.9';
    expect((await from(guesser, null, '/general/checkout/validate', bag(later.code))).json().message).toBe(`Discount code ${later.code} is not valid`);
    // A good code and refusals that are not about the code do not count.
    expect((await from(guesser, null, '/general/checkout/validate', bag(real.code))).statusCode).toBe(200);
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push(await from(guesser, null, '/general/checkout/validate', bag(`GUESS${i}`)));
    expect(answers.map((res) => res.statusCode)).toEqual([...Array(8).fill(422), 429, 429]);
    expect(answers[0]!.json().message).toBe('Discount code GUESS0 is not valid');
    expect(answers[9]!.json().message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    // Signed in, through create-order, the same address is still refused, even with a good code.
    const ada = await registerCustomer(t.app);
    expect((await from(guesser, ada.token, '/general/checkout/create-order', bag('GUESS99'))).statusCode).toBe(429);
    expect((await from(guesser, ada.token, '/general/checkout/create-order', bag(real.code))).statusCode).toBe(429);
    // A bag without a code, and every other address, are served as before.
    expect((await from(guesser, null, '/general/checkout/validate', bagOf([{ productId: product.id, quantity: 1 }]))).statusCode).toBe(200);
    expect((await from('198.51.100.4', null, '/general/checkout/validate', bag(real.code))).statusCode).toBe(200);
  });

  it('a burst of good codes from one address refuses only the excess while in flight, and leaves no count behind', async () => {
    const product = await insertProduct(t.database.db, { price: 2_000 });
    const real = await insertDiscount(t.database.db, { type: 'percentage', value: 10 });
    const office = '203.0.113.77';
    const answers = await Promise.all(Array.from({ length: 30 }, () => from(office, null, '/general/checkout/validate', bagOf([{ productId: product.id, quantity: 1 }], real.code))));
    expect(answers.every((res) => res.statusCode === 200 || res.statusCode === 429)).toBe(true);
    expect(answers.filter((res) => res.statusCode === 200).length).toBeGreaterThanOrEqual(10);
    // Over: the whole allowance of unknown codes is there again.
    for (let i = 0; i < 8; i += 1) expect((await from(office, null, '/general/checkout/validate', bagOf([{ productId: product.id, quantity: 1 }], `TYPO${i}`))).statusCode).toBe(422);
  });
});
