/**
 * The Stripe side of saved cards and refunds, through the real Stripe SDK pointed at a small fake
 * Stripe API on localhost (no network): which calls are made, with what, and what happens when
 * Stripe refuses.
 */
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders, payments, refunds } from '../../server/db/schema';
import { runOperation } from '../../server/modules/orders/operations';
import { refundPaidOrder } from '../../server/modules/orders/refunds';
import { stripeProvider } from '../../server/modules/payments/stripe-provider';
import { createTestApp, type TestApp } from './support/app';
import { insertOrder, registerCustomer } from './support/accounts';
import { type FakeStripe, startFakeStripe } from './support/fake-stripe';

let fake: FakeStripe;
let stripe: Stripe;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  fake = await startFakeStripe();
  const api = new URL(fake.url);
  stripe = new Stripe('sk_test_fake', { host: api.hostname, port: Number(api.port), protocol: 'http', maxNetworkRetries: 0 });
});
afterAll(async () => {
  await fake?.close();
  await t?.dispose();
});
beforeEach(() => {
  fake.seen = [];
  fake.answers = {};
});

/** The provider as the app builds it with Stripe keys, on the stand-in API. */
const stripeCards = (client: Stripe) => stripeProvider(client, 'whsec_test');

const owner = { id: '3b2c1a00-0000-4000-8000-000000000001', email: 'ada@example.com', name: 'Ada Greene' };
const card = { providerRef: 'pm_card_123', brand: 'visa' as const, last4: '0000', expMonth: 1, expYear: 2099, holderName: 'Ada Greene' };
const stripeCard = (customer: string | null) => ({
  id: 'pm_card_123',
  object: 'payment_method',
  type: 'card',
  customer,
  card: { brand: 'diners', last4: '3237', exp_month: 9, exp_year: 2031 },
});
const noCustomerYet = { object: 'search_result', data: [], has_more: false, url: '/v1/customers/search' };

describe('saved cards with Stripe', () => {
  it('accepts a card attached to the shopper’s own Stripe customer, and takes the details from Stripe', async () => {
    fake.answers = {
      'GET /v1/payment_methods/pm_card_123': [200, stripeCard('cus_mine')],
      'GET /v1/customers/search': [200, { ...noCustomerYet, data: [{ id: 'cus_mine', object: 'customer' }] }],
    };
    const details = await stripeCards(stripe).saveCard(owner, card);
    expect(details).toEqual({ brand: 'dinersclub', last4: '3237', expMonth: 9, expYear: 2031 });
    // Nothing is attached or created: the card already sits with this shopper at Stripe.
    expect(fake.seen.some((s) => s.method === 'POST')).toBe(false);
  });

  it('refuses a card attached to another Stripe customer, to nobody, or unknown, and never attaches one', async () => {
    const refusal = { statusCode: 400, message: 'The payment provider did not accept this card. Please add it again.' };
    fake.answers = {
      'GET /v1/payment_methods/pm_card_123': [200, stripeCard('cus_someone_else')],
      'GET /v1/customers/search': [200, { ...noCustomerYet, data: [{ id: 'cus_mine', object: 'customer' }] }],
    };
    await expect(stripeCards(stripe).saveCard(owner, card)).rejects.toMatchObject(refusal);

    // A card nobody has claimed yet (a leaked id, or one detached from its owner) is not taken either.
    fake.answers = {
      'GET /v1/payment_methods/pm_card_123': [200, stripeCard(null)],
      'GET /v1/customers/search': [200, noCustomerYet],
      'POST /v1/customers': [200, { id: 'cus_new', object: 'customer' }],
      'POST /v1/payment_methods/pm_card_123/attach': [200, stripeCard('cus_new')],
    };
    await expect(stripeCards(stripe).saveCard(owner, card)).rejects.toMatchObject(refusal);

    fake.answers = {};
    await expect(stripeCards(stripe).saveCard(owner, card)).rejects.toMatchObject(refusal);
    expect(fake.seen.some((s) => s.path.endsWith('/attach') || s.path === '/v1/customers')).toBe(false);
  });

  it('answers a SetupIntent client secret for the shopper’s Stripe customer', async () => {
    fake.answers = {
      'GET /v1/customers/search': [200, { ...noCustomerYet, data: [{ id: 'cus_mine', object: 'customer' }] }],
      'POST /v1/setup_intents': [200, { id: 'seti_1', object: 'setup_intent', client_secret: 'seti_1_secret_abc' }],
    };
    expect(await stripeCards(stripe).setupIntent!(owner)).toBe('seti_1_secret_abc');
    const intent = fake.seen.find((s) => s.path === '/v1/setup_intents')!;
    expect(intent.body.get('customer')).toBe('cus_mine');
    expect(intent.body.get('usage')).toBe('off_session');
  });
});

describe('refunds with Stripe', () => {
  async function paidStripeOrder() {
    const customer = await registerCustomer(t.app);
    return insertOrder(t.database.db, {
      customerId: customer.user.id,
      lines: [{ productId: null, quantity: 1, unitPrice: 5000 }],
      payment: { provider: 'stripe', providerPaymentId: `pi_${Math.random().toString(36).slice(2)}` },
    });
  }

  it('refunds the PaymentIntent in full, once, and marks payment and order refunded', async () => {
    const order = await paidStripeOrder();
    fake.answers = { 'POST /v1/refunds': [200, { id: 're_1', object: 'refund', status: 'succeeded' }] };
    const result = await runOperation({ store: t.app.store, payments: stripeCards(stripe), publicUrl: t.app.config.publicUrl }, refundPaidOrder, order.id);
    const [recorded] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(result).toEqual({ provider: 'stripe', amount: order.total, refundId: recorded!.id, providerRefundId: 're_1' });
    expect(recorded).toMatchObject({ status: 'succeeded', amount: order.total, providerRefundId: 're_1' });
    const refund = fake.seen.find((s) => s.path === '/v1/refunds')!;
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(refund.body.get('payment_intent')).toBe(payment!.providerPaymentId);
    expect(refund.body.get('amount')).toBe(String(order.total));
    // One key per refund (decision 0232), so a later refund of the same payment is a new one at Stripe.
    expect(refund.idempotencyKey).toBe(`verdant-refund-${recorded!.id}`);
    expect(payment).toMatchObject({ status: 'refunded', refundedAmount: order.total });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ paymentStatus: 'refunded', refundedAt: expect.any(Date) });
  });

  it('changes nothing when Stripe refuses the refund', async () => {
    const order = await paidStripeOrder();
    fake.answers = { 'POST /v1/refunds': [400, { error: { type: 'invalid_request_error', message: 'Charge already refunded' } }] };
    await expect(runOperation({ store: t.app.store, payments: stripeCards(stripe), publicUrl: t.app.config.publicUrl }, refundPaidOrder, order.id)).rejects.toMatchObject({
      statusCode: 502,
      message: 'The refund could not be made right now. Please try again shortly.',
    });
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({ status: 'succeeded', refundedAmount: 0 });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ paymentStatus: 'paid', pendingOperation: null });
  });
});
