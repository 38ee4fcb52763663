/**
 * Checkout with Stripe: the real stripe package pointed at a local stand-in for Stripe's API
 * (STRIPE_API_URL), and webhooks signed with the package's own test header helper. RELIABILITY T3
 * (webhooks: bad, missing or stale signatures, no secret, one event ten times, failed after
 * succeeded) and T4 (an amount that differs from the order's is never marked paid).
 */
import { and, count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emails, orders, paymentEvents, payments, products } from '../../server/db/schema';
import { registerCustomer, type TestCustomer } from './support/accounts';
import { createTestApp, type TestApp } from './support/app';
import { bagOf, checkoutCall, placeOrder } from './support/checkout';
import { onPostgres } from './support/database';
import { type FakeStripe, type SeenRequest, startFakeStripe } from './support/fake-stripe';
import { insertProduct } from './support/fixtures';

const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';
const stripe = new Stripe('sk_test_fake');
let fake: FakeStripe;
let t: TestApp;
let noSecret: TestApp;
let ada: TestCustomer;

beforeAll(async () => {
  fake = await startFakeStripe();
  const stripeEnv = { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLISHABLE_KEY: 'pk_test_fake', STRIPE_API_URL: fake.url };
  t = await createTestApp({ ...stripeEnv, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
  noSecret = await createTestApp(stripeEnv);
});
afterAll(async () => {
  await t?.dispose();
  await noSecret?.dispose();
  await fake?.close();
});
beforeEach(async () => {
  // A shopper per test: one customer's unpaid orders are bounded (three at once), and each test leaves one.
  ada = await registerCustomer(t.app);
  fake.seen = [];
  fake.answers = {
    'GET /v1/customers/search': [200, { object: 'search_result', data: [{ id: 'cus_ada', object: 'customer' }], has_more: false, url: '/v1/customers/search' }],
    'POST /v1/payment_intents': (request) => [
      200,
      {
        id: `pi_${request.body.get('metadata[orderId]')!.slice(0, 8)}`,
        object: 'payment_intent',
        amount: Number(request.body.get('amount')),
        currency: request.body.get('currency'),
        status: 'requires_payment_method',
        client_secret: `pi_${request.body.get('metadata[orderId]')!.slice(0, 8)}_secret_abc`,
      },
    ],
  };
});

const intentEvent = (id: string, type: 'payment_intent.succeeded' | 'payment_intent.payment_failed', intent: object) => ({
  id,
  object: 'event',
  type,
  api_version: '2025-03-31.basil',
  created: Math.floor(Date.now() / 1000),
  data: { object: { object: 'payment_intent', ...intent } },
});

function sendWebhook(app: TestApp['app'], event: object, signature?: string) {
  const payload = JSON.stringify(event);
  const header = signature ?? stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return app.inject({
    method: 'POST',
    url: '/api/v1/general/payments/webhook',
    headers: { 'content-type': 'application/json', ...(header ? { 'stripe-signature': header } : {}) },
    payload,
  });
}

async function orderWithIntent(quantity = 1) {
  const product = await insertProduct(t.database.db, { price: 2_500, stock: 10 });
  const order = await placeOrder(t.app, ada.token, [{ productId: product.id, quantity }]);
  const intent = await checkoutCall(t.app, ada.token, `/general/checkout/${order.orderId}/payment`);
  expect(intent.statusCode, intent.body).toBe(200);
  const intentId = intent.json().data.clientSecret.split('_secret_')[0] as string;
  return { product, order, intentId };
}

const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('the payment intent at Stripe', () => {
  it('is created once per order for its server total in gbp, with the order id and an idempotency key', async () => {
    const { order, intentId } = await orderWithIntent(2);
    const created = fake.seen.filter((s) => s.method === 'POST' && s.path === '/v1/payment_intents');
    expect(created).toHaveLength(1);
    expect(created[0]!.body.get('amount')).toBe(String(order.pricing.total));
    expect(created[0]!.body.get('currency')).toBe('gbp');
    expect(created[0]!.body.get('metadata[orderId]')).toBe(order.orderId);
    expect(created[0]!.body.get('customer')).toBe('cus_ada');
    expect(created[0]!.idempotencyKey).toBe(`verdant-order-${order.orderId}`);
    const again = await checkoutCall(t.app, ada.token, `/general/checkout/${order.orderId}/payment`);
    expect(again.json().data).toMatchObject({ clientSecret: `${intentId}_secret_abc`, provider: 'stripe', amount: order.pricing.total });
    expect(fake.seen.filter((s) => s.path === '/v1/payment_intents')).toHaveLength(1);
  });

  it('refuses the local test card form when the shop takes payments through Stripe', async () => {
    const res = await checkoutCall(t.app, ada.token, '/general/payments/local/confirm', { clientSecret: 'pi_x_secret_y', cardNumber: '4242424242424242', expMonth: 1, expYear: 2099, cvc: '123' });
    expect(res.statusCode).toBe(404);
  });
});

describe('T3 webhooks', () => {
  it('refuses a bad, missing or stale signature, and any event when no secret is set: 400, nothing changes', async () => {
    const { order, intentId } = await orderWithIntent();
    const event = intentEvent('evt_refused_1', 'payment_intent.succeeded', { id: intentId, amount: order.pricing.total, amount_received: order.pricing.total, currency: 'gbp' });
    const payload = JSON.stringify(event);
    const stale = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 3600 });
    const wrongSecret = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    for (const signature of ['', 't=1,v1=deadbeef', stale, wrongSecret]) {
      const res = await sendWebhook(t.app, event, signature);
      expect([res.statusCode, res.json().message]).toEqual([400, 'Webhook signature verification failed']);
    }
    const unset = await sendWebhook(noSecret.app, event);
    expect(unset.statusCode).toBe(400);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    const [{ n }] = (await t.database.db.select({ n: count() }).from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_refused_1'))) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('one event delivered 10 times at once: one transition, one email, one stock commit', async () => {
    const { product, order, intentId } = await orderWithIntent(3);
    const event = intentEvent('evt_paid_many', 'payment_intent.succeeded', { id: intentId, amount: order.pricing.total, amount_received: order.pricing.total, currency: 'gbp' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => sendWebhook(t.app, event)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const outcomes = answers.map((a) => a.json().data.outcome).sort();
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'unfulfilled', paymentStatus: 'paid' });
    const [{ stock }] = (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, product.id))) as [{ stock: number }];
    expect(stock).toBe(7);
    await t.app.jobs.idle();
    const mail = await t.database.db.select().from(emails).where(and(eq(emails.to, ada.email), eq(emails.kind, 'order-confirmation')));
    expect(mail.filter((m) => m.text.includes(`#${order.orderNumber}`))).toHaveLength(1);

    // A failure reported after the success changes nothing.
    const late = await sendWebhook(t.app, intentEvent('evt_failed_late', 'payment_intent.payment_failed', { id: intentId, amount: order.pricing.total, currency: 'gbp', last_payment_error: { message: 'Your card was declined.' } }));
    expect(late.json().data.outcome).toBe('ignored');
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'unfulfilled', paymentStatus: 'paid' });
    console.log(`T3 (${onPostgres ? 'PostgreSQL' : 'PGlite'}): 10 deliveries of one event: ${outcomes.filter((o) => o === 'paid').length} transition, ${mail.length} email, stock ${stock} of 10`);
  });

  it('a failed payment sets paymentStatus failed, and a later success still pays the order', async () => {
    const { order, intentId } = await orderWithIntent();
    const failed = await sendWebhook(t.app, intentEvent('evt_failed_1', 'payment_intent.payment_failed', { id: intentId, amount: order.pricing.total, currency: 'gbp', last_payment_error: { message: 'Your card was declined.' } }));
    expect(failed.json().data.outcome).toBe('failed');
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'pending', paymentStatus: 'failed' });
    const paid = await sendWebhook(t.app, intentEvent('evt_paid_after_retry', 'payment_intent.succeeded', { id: intentId, amount: order.pricing.total, amount_received: order.pricing.total, currency: 'gbp' }));
    expect(paid.json().data.outcome).toBe('paid');
  });

  it('T4: a payment for another amount or currency is never marked paid', async () => {
    const { order, intentId } = await orderWithIntent();
    for (const [id, amount, currency] of [
      ['evt_short', order.pricing.total - 1, 'gbp'],
      ['evt_dollars', order.pricing.total, 'usd'],
    ] as const) {
      const res = await sendWebhook(t.app, intentEvent(id, 'payment_intent.succeeded', { id: intentId, amount, amount_received: amount, currency }));
      expect(res.json().data.outcome).toBe('amount-mismatch');
    }
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
  });

  it('acknowledges events it does not act on', async () => {
    const res = await sendWebhook(t.app, { id: 'evt_other', object: 'event', type: 'customer.created', created: 1, data: { object: { object: 'customer', id: 'cus_1' } } });
    expect([res.statusCode, res.json().data.outcome]).toEqual([200, 'ignored']);
  });
});

describe('a late webhook', () => {
  it('the status check reads the intent from Stripe and marks a succeeded payment paid', async () => {
    const { order, intentId } = await orderWithIntent();
    fake.answers[`GET /v1/payment_intents/${intentId}`] = [
      200,
      { id: intentId, object: 'payment_intent', amount: order.pricing.total, currency: 'gbp', status: 'succeeded', client_secret: `${intentId}_secret_abc` },
    ];
    const status = await t.app.inject({ method: 'GET', url: `/api/v1/general/checkout/${order.orderId}/status`, headers: { authorization: `Bearer ${ada.token}` } });
    expect(status.json().data).toEqual({ status: 'unfulfilled', paymentStatus: 'paid' });
    // The webhook arriving afterwards finds the payment done.
    const late = await sendWebhook(t.app, intentEvent('evt_late_1', 'payment_intent.succeeded', { id: intentId, amount: order.pricing.total, amount_received: order.pricing.total, currency: 'gbp' }));
    expect(late.json().data.outcome).toBe('duplicate');
  });
});

describe('status polls', () => {
  it('ask Stripe at most once per interval per order, however many arrive', async () => {
    const { order, intentId } = await orderWithIntent();
    fake.answers[`GET /v1/payment_intents/${intentId}`] = [
      200,
      { id: intentId, object: 'payment_intent', amount: order.pricing.total, currency: 'gbp', status: 'requires_payment_method', client_secret: `${intentId}_secret_abc` },
    ];
    const poll = () => t.app.inject({ method: 'GET', url: `/api/v1/general/checkout/${order.orderId}/status`, headers: { authorization: `Bearer ${ada.token}` } });
    const lookUps = () => fake.seen.filter((s) => s.method === 'GET' && s.path === `/v1/payment_intents/${intentId}`).length;
    const answers = [...(await Promise.all(Array.from({ length: 25 }, poll)))];
    for (let i = 0; i < 25; i += 1) answers.push(await poll());
    expect(answers.map((res) => res.statusCode)).toEqual(Array(50).fill(200));
    expect(answers.every((res) => res.json().data.paymentStatus === 'pending')).toBe(true);
    expect(lookUps()).toBe(1);
    // Once the interval has passed, the next poll looks again (and finds the payment made).
    await t.database.db.update(payments).set({ providerCheckedAt: new Date(Date.now() - 60_000) }).where(eq(payments.providerPaymentId, intentId));
    fake.answers[`GET /v1/payment_intents/${intentId}`] = [
      200,
      { id: intentId, object: 'payment_intent', amount: order.pricing.total, currency: 'gbp', status: 'succeeded', client_secret: `${intentId}_secret_abc` },
    ];
    expect((await poll()).json().data).toEqual({ status: 'unfulfilled', paymentStatus: 'paid' });
    expect((await poll()).json().data).toEqual({ status: 'unfulfilled', paymentStatus: 'paid' });
    expect(lookUps()).toBe(2);
  });
});

describe('saving the card a shopper just paid with', () => {
  it('saves it by its Stripe id alone, with brand, last 4 and expiry as Stripe reports them', async () => {
    fake.answers['GET /v1/payment_methods/pm_paid_with_1'] = [
      200,
      { id: 'pm_paid_with_1', object: 'payment_method', type: 'card', customer: 'cus_ada', card: { brand: 'mastercard', last4: '4444', exp_month: 3, exp_year: 2032 } },
    ];
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/payment-methods/add',
      headers: { authorization: `Bearer ${ada.token}` },
      payload: { providerRef: 'pm_paid_with_1', holderName: 'Ada Greene' },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().data.paymentMethod).toMatchObject({
      provider: 'stripe',
      providerRef: 'pm_paid_with_1',
      brand: 'mastercard',
      last4: '4444',
      expMonth: 3,
      expYear: 2032,
      holderName: 'Ada Greene',
    });
  });
});

describe('a revised order at Stripe (docs/decisions/0255-abandoned-checkouts.md)', () => {
  /** Stripe's intents, one per idempotency key: a revision's key makes a new one. */
  const intentsByKey = (request: SeenRequest): [number, object] => {
    const id = `pi_${request.body.get('metadata[orderId]')!.slice(0, 8)}_${request.idempotencyKey!.split('-').at(-1)}`;
    return [200, { id, object: 'payment_intent', amount: Number(request.body.get('amount')), currency: 'gbp', status: 'requires_payment_method', client_secret: `${id}_secret_abc` }];
  };
  const intentCalls = () => fake.seen.filter((s) => s.method === 'POST' && s.path.startsWith('/v1/payment_intents'));

  it('cancels the old intent before the revision, and the payment call makes one for the new total under a revision key', async () => {
    fake.answers['POST /v1/payment_intents'] = intentsByKey;
    const { product, order, intentId } = await orderWithIntent(1);
    fake.answers[`POST /v1/payment_intents/${intentId}/cancel`] = [200, { id: intentId, object: 'payment_intent', status: 'canceled', amount: order.pricing.total, currency: 'gbp' }];

    const revised = await checkoutCall(t.app, ada.token, '/general/checkout/create-order', bagOf([{ productId: product.id, quantity: 3 }]));
    expect([revised.statusCode, revised.json().data.orderId]).toEqual([200, order.orderId]);
    const total = revised.json().data.pricing.total as number;
    expect(total).not.toBe(order.pricing.total);
    expect(intentCalls().map((s) => s.path)).toEqual(['/v1/payment_intents', `/v1/payment_intents/${intentId}/cancel`]);

    const again = await checkoutCall(t.app, ada.token, `/general/checkout/${order.orderId}/payment`);
    expect(again.json().data).toMatchObject({ amount: total, provider: 'stripe' });
    const created = intentCalls().at(-1)!;
    expect([created.path, created.idempotencyKey, created.body.get('amount')]).toEqual(['/v1/payment_intents', `verdant-order-${order.orderId}-r1`, String(total)]);
    const newIntent = again.json().data.clientSecret.split('_secret_')[0] as string;
    expect(newIntent).not.toBe(intentId);

    // Whatever Stripe might say of the old intent, it pays nothing now: the shop no longer knows it.
    const old = await sendWebhook(t.app, intentEvent('evt_old_intent', 'payment_intent.succeeded', { id: intentId, amount: order.pricing.total, amount_received: order.pricing.total, currency: 'gbp' }));
    expect(old.json().data.outcome).toBe('unknown-payment');
    expect(await orderRow(order.orderId)).toMatchObject({ paymentStatus: 'pending', total });
    const paid = await sendWebhook(t.app, intentEvent('evt_new_intent', 'payment_intent.succeeded', { id: newIntent, amount: total, amount_received: total, currency: 'gbp' }));
    expect(paid.json().data.outcome).toBe('paid');
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'unfulfilled', paymentStatus: 'paid', total });
  });

  it('leaves an order whose intent Stripe will not cancel (it is being paid) to its payment, and places a new order', async () => {
    const { product, order, intentId } = await orderWithIntent(1);
    fake.answers[`POST /v1/payment_intents/${intentId}/cancel`] = [
      400,
      { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'You cannot cancel this PaymentIntent because it has a status of processing.' } },
    ];
    fake.answers[`GET /v1/payment_intents/${intentId}`] = [200, { id: intentId, object: 'payment_intent', status: 'processing', amount: order.pricing.total, currency: 'gbp' }];

    const next = await checkoutCall(t.app, ada.token, '/general/checkout/create-order', bagOf([{ productId: product.id, quantity: 2 }]));
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().data.orderId).not.toBe(order.orderId);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'pending', total: order.pricing.total });
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, order.orderId));
    expect(payment).toMatchObject({ providerPaymentId: intentId, status: 'requires_payment_method' });
  });
});
