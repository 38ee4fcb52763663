/**
 * The checkout line and the sold-out memory (decision 0233): a create-order waits for a place and
 * is served when one frees; one that waits past CHECKOUT_WAIT_MS gets the busy 503 with
 * Retry-After and places nothing; a product the database refused as out of stock is refused at
 * once afterwards, without queueing, until its stock changes.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../server/db/schema';
import { CHECKOUT_BUSY } from '../../server/plugins/checkout-line';
import { registerCustomer, TEST_ADDRESS } from './support/accounts';
import { useTestApp } from './support/app';
import { bagOf, checkoutCall, placeOrder } from './support/checkout';
import { insertProduct } from './support/fixtures';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000', CHECKOUT_PLACES: '1', CHECKOUT_WAIT_MS: '1500' });

const orderBag = (productId: string) => ({ ...bagOf([{ productId, quantity: 1 }]), shippingAddress: TEST_ADDRESS, billingAddress: TEST_ADDRESS });
/** Waits (polling) until `count` requests wait in the line: how long a request takes to get there depends on the machine's load. */
async function untilWaiting(count: number) {
  const deadline = Date.now() + 10_000;
  while (t.app.checkoutLine.stats.waiting < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
}
const ordersOf = async (customerId: string) => (await t.app.db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, customerId))).length;

describe('the checkout line', () => {
  it('serves a waiting order as soon as the place frees', async () => {
    const buyer = await registerCustomer(t.app);
    const product = await insertProduct(t.app.db, { stock: 5 });
    const leave = await t.app.checkoutLine.enter();
    const waiting = checkoutCall(t.app, buyer.token, '/general/checkout/create-order', orderBag(product.id));
    await untilWaiting(1);
    expect(t.app.checkoutLine.stats).toEqual({ running: 1, waiting: 1 });
    leave();
    const res = await waiting;
    expect(res.statusCode, res.body).toBe(201);
    expect(t.app.checkoutLine.stats).toEqual({ running: 0, waiting: 0 });
  });

  it('answers 503 with Retry-After to an order that waited too long, and places nothing', async () => {
    const buyer = await registerCustomer(t.app);
    const product = await insertProduct(t.app.db, { stock: 5 });
    const leave = await t.app.checkoutLine.enter();
    try {
      const res = await checkoutCall(t.app, buyer.token, '/general/checkout/create-order', orderBag(product.id));
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ success: false, message: CHECKOUT_BUSY, data: null });
    } finally {
      leave();
    }
    expect(await ordersOf(buyer.user.id)).toBe(0);
    // The line is free again: the same bag goes through.
    expect((await checkoutCall(t.app, buyer.token, '/general/checkout/create-order', orderBag(product.id))).statusCode).toBe(201);
  });

  it('checks the token and the input before queueing', async () => {
    const leave = await t.app.checkoutLine.enter();
    try {
      const started = Date.now();
      expect((await checkoutCall(t.app, null, '/general/checkout/create-order', orderBag(crypto.randomUUID()))).statusCode).toBe(401);
      const buyer = await registerCustomer(t.app);
      expect((await checkoutCall(t.app, buyer.token, '/general/checkout/create-order', { items: [] })).statusCode).toBe(400);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      leave();
    }
  });
});

/**
 * Resolves once this process has passed on the product's stock changes and then heard nothing more
 * of it for a while: every drop a sale sets going has arrived.
 */
function heardAll(productId: string, quietMs = 300): Promise<void> {
  return new Promise((resolve) => {
    let heardOnce = false;
    let timer: NodeJS.Timeout | undefined;
    t.app.catalogueCache.follow((changed) => {
      if (changed !== null && !changed.has(productId)) return;
      heardOnce = true;
      clearTimeout(timer);
      timer = setTimeout(resolve, quietMs);
    });
    // Nothing at all within a few seconds: go on, and let the assertions say what is wrong.
    setTimeout(() => heardOnce || resolve(), 5_000);
  });
}

describe('a sold-out product', () => {
  it('is refused at once, without a place in the line, once the database has refused it', async () => {
    const [first, second] = [await registerCustomer(t.app), await registerCustomer(t.app)];
    const product = await insertProduct(t.app.db, { name: 'Rosehip Drop Serum', stock: 1 });
    const heard = heardAll(product.id);
    await placeOrder(t.app, first.token, [{ productId: product.id, quantity: 1 }]);
    // The sale reaches the caches after its commit, the lists' part after a read (decision 0235); a
    // refusal made while a change of its product is on its way is rightly not remembered.
    await heard;

    const refusedByDatabase = await checkoutCall(t.app, second.token, '/general/checkout/create-order', orderBag(product.id));
    expect(refusedByDatabase.statusCode).toBe(409);
    expect(refusedByDatabase.json().message).toBe('Rosehip Drop Serum is out of stock');

    // With the line's one place taken, a queued call would wait 1.5 s and answer 503: this one does neither.
    const leave = await t.app.checkoutLine.enter();
    try {
      for (const path of ['/general/checkout/create-order', '/general/checkout/validate']) {
        const res = await checkoutCall(t.app, second.token, path, orderBag(product.id));
        expect(res.statusCode, path).toBe(409);
        expect(res.json().message).toBe('Rosehip Drop Serum is out of stock');
      }
    } finally {
      leave();
    }
  });

  it('is sold again as soon as its stock comes back', async () => {
    const [first, second] = [await registerCustomer(t.app), await registerCustomer(t.app)];
    const product = await insertProduct(t.app.db, { stock: 1 });
    const { orderId } = await placeOrder(t.app, first.token, [{ productId: product.id, quantity: 1 }]);
    expect((await checkoutCall(t.app, second.token, '/general/checkout/create-order', orderBag(product.id))).statusCode).toBe(409);

    // The first buyer calls their unpaid order off: its unit goes back.
    const cancelled = await t.app.inject({ method: 'PUT', url: `/api/v1/user/orders/${orderId}/cancel`, headers: { authorization: `Bearer ${first.token}` } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Stock changes are passed on within 250 ms (decision 0223).
    const deadline = Date.now() + 3_000;
    let res = await checkoutCall(t.app, second.token, '/general/checkout/create-order', orderBag(product.id));
    while (res.statusCode === 409 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      res = await checkoutCall(t.app, second.token, '/general/checkout/create-order', orderBag(product.id));
    }
    expect(res.statusCode, res.body).toBe(201);
  });
});
