/**
 * Why a checkout failed, as the operator reads it (docs/decisions/0259-why-a-checkout-failed.md):
 * a declined card, a stock refusal, and a hold limit per customer or per client network are each
 * one info line ("checkout failed", the reason, the step, ids only: no email, name or address)
 * and one count of `shop_checkout_failures_total{reason, step}`. What is not a failure of these
 * kinds (a paid order, an unknown product) adds neither.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../server/db/schema';
import { bearer, registerCustomer, type TestCustomer } from './support/accounts';
import { createTestApp, type TestApp } from './support/app';
import { bagOf, checkoutCall, payWithCard, placeOrder, VISA_DECLINED } from './support/checkout';
import { insertProduct } from './support/fixtures';
import { captureLogs, type LogCapture } from './support/log-capture';

let t: TestApp;
let logs: LogCapture;

beforeAll(async () => {
  logs = captureLogs();
  t = await createTestApp({ LOG_LEVEL: 'info', RATE_LIMIT_PER_MINUTE: '1000000' }, { logDestination: logs.destination });
});
afterAll(async () => {
  await t?.dispose();
});

/** The counter's value for this reason and step (0 before its first count). */
async function failures(reason: string, step: string): Promise<number> {
  const { body } = await t.app.metrics.scrape();
  const line = body.split('\n').find((text) => text.startsWith(`shop_checkout_failures_total{reason="${reason}",step="${step}"}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

const failureLines = () => logs.lines().filter((line) => line.msg === 'checkout failed');

/** A product of one size: its ids and a bag line of it. */
async function product(stock: number) {
  const row = await insertProduct(t.database.db, { stock, price: 1500 });
  const variantId = row.variants[0]!.id;
  return { productId: row.id, variantId, line: (quantity: number) => ({ productId: row.id, variantId, quantity }) };
}

/** Runs `act`, then answers the failure lines it wrote and how much the counter grew. */
async function reported(reason: string, step: string, act: () => Promise<unknown>) {
  const linesBefore = failureLines().length;
  const countBefore = await failures(reason, step);
  await act();
  return { lines: failureLines().slice(linesBefore), counted: (await failures(reason, step)) - countBefore };
}

function expectNoPersonalData(line: Record<string, unknown>, customer: TestCustomer, address?: string): void {
  const text = JSON.stringify(line);
  expect(text).not.toContain(customer.email);
  expect(text).not.toContain('Greene');
  if (address) expect(text).not.toContain(address);
}

describe('a checkout that fails says why, once, in the log and the metrics', () => {
  it('a size out of stock, at validate and at create-order', async () => {
    const customer = await registerCustomer(t.app);
    const gone = await product(0);
    const atValidate = await reported('out_of_stock', 'validate', async () => {
      const res = await checkoutCall(t.app, customer.token, '/general/checkout/validate', bagOf([gone.line(1)]));
      expect(res.statusCode).toBe(409);
    });
    expect(atValidate.counted).toBe(1);
    expect(atValidate.lines).toHaveLength(1);
    expect(atValidate.lines[0]).toMatchObject({ level: 30, checkoutFailure: 'out_of_stock', step: 'validate', customerId: customer.user.id, variantIds: [gone.variantId] });
    expect(atValidate.lines[0]!.reqId).toEqual(expect.any(String));
    expectNoPersonalData(atValidate.lines[0]!, customer);

    const few = await product(2);
    const atCreate = await reported('out_of_stock', 'create_order', async () => {
      const res = await checkoutCall(t.app, customer.token, '/general/checkout/create-order', bagOf([few.line(3)]));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain('Only 2 of');
    });
    expect(atCreate.counted).toBe(1);
    expect(atCreate.lines[0]).toMatchObject({ checkoutFailure: 'out_of_stock', step: 'create_order', customerId: customer.user.id, variantIds: [few.variantId] });
  });

  it('a declined card, with the order’s id and the provider’s words, and no email', async () => {
    const customer = await registerCustomer(t.app);
    const item = await product(10);
    const order = await placeOrder(t.app, customer.token, [item.line(1)]);
    const declined = await reported('card_declined', 'payment', async () => {
      const answer = await payWithCard(t.app, customer.token, order.orderId, VISA_DECLINED);
      expect(answer.status).toBe('failed');
    });
    expect(declined.counted).toBe(1);
    expect(declined.lines).toHaveLength(1);
    expect(declined.lines[0]).toMatchObject({ level: 30, checkoutFailure: 'card_declined', step: 'payment', customerId: customer.user.id, orderId: order.orderId });
    expect(declined.lines[0]!.providerMessage).toEqual(expect.stringMatching(/declined/i));
    expect(declined.lines[0]!.reqId).toEqual(expect.any(String));
    expectNoPersonalData(declined.lines[0]!, customer);

    // Paid at the second try: nothing more is counted.
    const paid = await reported('card_declined', 'payment', () => payWithCard(t.app, customer.token, order.orderId));
    expect(paid.counted).toBe(0);
    expect(paid.lines).toEqual([]);
  });

  it('a customer’s hold limit: unpaid orders holding more items than they may together', async () => {
    const customer = await registerCustomer(t.app);
    const [a, b, c, d] = await Promise.all([product(50), product(50), product(50), product(50)]);
    const first = await placeOrder(t.app, customer.token, [a!.line(10), b!.line(10), c!.line(5)]);
    // Its payment being confirmed: the next checkout places another order instead of revising this one (decision 0255).
    expect((await checkoutCall(t.app, customer.token, `/general/checkout/${first.orderId}/payment`)).statusCode).toBe(200);
    await t.database.db.update(payments).set({ status: 'processing' }).where(eq(payments.orderId, first.orderId));
    const limit = await reported('customer_hold_limit', 'create_order', async () => {
      const res = await checkoutCall(t.app, customer.token, '/general/checkout/create-order', bagOf([d!.line(6)]));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain('Your unpaid orders already hold 25 items');
    });
    expect(limit.counted).toBe(1);
    expect(limit.lines[0]).toMatchObject({ checkoutFailure: 'customer_hold_limit', step: 'create_order', customerId: customer.user.id });
    expect(limit.lines[0]).not.toHaveProperty('variantIds');
    expectNoPersonalData(limit.lines[0]!, customer);
  });

  it('a network’s hold limit: the last units of a third size, naming that size, never the address', async () => {
    const network = '198.51.100.23';
    const [one, two, three] = await Promise.all([product(1), product(1), product(1)]);
    const [x, y, z] = await Promise.all([registerCustomer(t.app), registerCustomer(t.app), registerCustomer(t.app)]);
    for (const [customer, item] of [[x!, one!], [y!, two!]] as const) {
      const res = await checkoutCall(t.app, customer.token, '/general/checkout/create-order', bagOf([item.line(1)]), {}, network);
      expect(res.statusCode, res.body).toBe(201);
    }
    const limit = await reported('network_hold_limit', 'create_order', async () => {
      const res = await checkoutCall(t.app, z!.token, '/general/checkout/create-order', bagOf([three!.line(1)]), {}, network);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain('may hold the last of at most 2 items');
    });
    expect(limit.counted).toBe(1);
    expect(limit.lines[0]).toMatchObject({ checkoutFailure: 'network_hold_limit', step: 'create_order', customerId: z!.user.id, variantIds: [three!.variantId] });
    expectNoPersonalData(limit.lines[0]!, z!, network);
  });

  it('counts nothing for a refusal of another kind', async () => {
    const customer = await registerCustomer(t.app);
    const before = failureLines().length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/general/checkout/validate',
      headers: bearer(customer.token),
      payload: bagOf([{ productId: '00000000-0000-4000-8000-000000000000', quantity: 1 }]),
    });
    expect(res.statusCode).toBe(404);
    expect(failureLines().length).toBe(before);
  });
});
