/** Saved payment methods with the local test provider (/user/payment-methods). */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentMethods } from '../../server/db/schema';
import { useTestApp } from './support/app';
import { expectNoInternals } from './support/assertions';
import { callWith, expectCustomerOnly, registerCustomer } from './support/accounts';

const t = useTestApp();

const nextYear = new Date().getUTCFullYear() + 1;
let refCounter = 0;
const card = (overrides: object = {}) => ({
  providerRef: `pm_local_card${++refCounter}`,
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: nextYear,
  holderName: 'Ada Greene',
  ...overrides,
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) => callWith(t.app, token, method, url, payload);
const add = async (token: string, payload: object = card()) => {
  const res = await call('POST', '/user/payment-methods/add', token, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.paymentMethod;
};

describe('POST /user/payment-methods/add', () => {
  it('stores only what a receipt shows plus the provider id; the first card is the default', async () => {
    const customer = await registerCustomer(t.app);
    const body = card({ brand: 'mastercard', last4: '4444', expMonth: 3 });
    const saved = await add(customer.token, body);
    expect(saved).toEqual({
      id: expect.any(String),
      brand: 'mastercard',
      last4: '4444',
      expMonth: 3,
      expYear: nextYear,
      holderName: 'Ada Greene',
      provider: 'local',
      providerRef: body.providerRef,
      isDefault: true,
      createdAt: expect.any(String),
    });
    const list = await call('GET', '/user/payment-methods', customer.token);
    expect(list.json().data.paymentMethods).toEqual([saved]);
  });

  it.each([
    ['number', { number: '4242424242424242' }],
    ['cardNumber', { cardNumber: '4242 4242 4242 4242' }],
    ['cvc', { cvc: '123' }],
    ['cvv', { cvv: '123' }],
    ['card_number', { card_number: '4000056655665556' }],
    ['a card number in another field', { holderName: 'Ada 4242-4242-4242-4242' }],
    ['a nested card number', { billing: { card: { number: '4242424242424242' } } }],
  ])('refuses a body carrying %s, and stores nothing', async (_label, extra) => {
    const customer = await registerCustomer(t.app);
    const res = await call('POST', '/user/payment-methods/add', customer.token, card(extra));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Card numbers are never sent to our server', data: null });
    expect(await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.customerId, customer.user.id))).toHaveLength(0);
  });

  it.each([
    ['brand', { brand: 'visa-gold' }],
    ['last4', { last4: '42a2' }],
    ['last4', { last4: '42424' }],
    ['expMonth', { expMonth: 13 }],
    ['expYear', { expYear: 30 }],
    ['expYear', { expYear: new Date().getUTCFullYear() - 1 }],
    ['providerRef', { providerRef: 'tok_visa' }],
    ['holderName', { holderName: '' }],
    ['isDefault', { isDefault: 'yes' }],
  ])('answers 400 naming %s', async (field, change) => {
    const customer = await registerCustomer(t.app);
    const res = await call('POST', '/user/payment-methods/add', customer.token, card(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expectNoInternals(res.body);
  });

  it('refuses a card that expired last month', async () => {
    const now = new Date();
    if (now.getUTCMonth() === 0) return; // January: last month is last year, covered above.
    const customer = await registerCustomer(t.app);
    const res = await call('POST', '/user/payment-methods/add', customer.token, card({ expMonth: now.getUTCMonth(), expYear: now.getUTCFullYear() }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('expYear: This card has expired');
    const thisMonth = await call('POST', '/user/payment-methods/add', customer.token, card({ expMonth: now.getUTCMonth() + 1, expYear: now.getUTCFullYear() }));
    expect(thisMonth.statusCode).toBe(201);
  });

  it('with the local provider, wants the card’s brand, last 4 and expiry: it holds no card to ask', async () => {
    const customer = await registerCustomer(t.app);
    const bare = await call('POST', '/user/payment-methods/add', customer.token, { providerRef: 'pm_local_bare1', holderName: 'Ada Greene' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe('brand, last4, expMonth and expYear are required with the local test provider');
    const list = await call('GET', '/user/payment-methods', customer.token);
    expect(list.json().data.paymentMethods).toEqual([]);
  });

  it('with the local provider, wants a pm_local_ id, and refuses one saved twice', async () => {
    const customer = await registerCustomer(t.app);
    const stripeLike = await call('POST', '/user/payment-methods/add', customer.token, card({ providerRef: 'pm_1Nabcdefghij' }));
    expect(stripeLike.statusCode).toBe(400);
    expect(stripeLike.json().message).toContain('pm_local_');
    const body = card();
    await add(customer.token, body);
    const twice = await call('POST', '/user/payment-methods/add', customer.token, body);
    expect(twice.statusCode).toBe(409);
  });

  it('moves the default to a new card only when asked', async () => {
    const customer = await registerCustomer(t.app);
    const first = await add(customer.token);
    const second = await add(customer.token, card({ isDefault: false }));
    expect(second.isDefault).toBe(false);
    const third = await add(customer.token, card({ isDefault: true }));
    expect(third.isDefault).toBe(true);
    const list = (await call('GET', '/user/payment-methods', customer.token)).json().data.paymentMethods;
    expect(list.map((m: { id: string; isDefault: boolean }) => [m.id, m.isDefault])).toEqual([
      [third.id, true],
      [first.id, false],
      [second.id, false],
    ]);
  });

  it('ignores privileged fields (customerId, provider, id)', async () => {
    const [a, b] = [await registerCustomer(t.app), await registerCustomer(t.app)];
    const saved = await add(a.token, card({ customerId: b.user.id, provider: 'stripe', id: '00000000-0000-4000-8000-0000000000aa' }));
    expect(saved.provider).toBe('local');
    const [row] = await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.id, saved.id));
    expect(row!.customerId).toBe(a.user.id);
  });

  it('stops at 20 cards', async () => {
    const customer = await registerCustomer(t.app);
    for (let i = 0; i < 20; i++) await add(customer.token);
    const res = await call('POST', '/user/payment-methods/add', customer.token, card());
    expect(res.statusCode).toBe(409);
  });
});

describe('PUT and DELETE /user/payment-methods/{id}', () => {
  it('changes expiry, holder name and default, never the card itself', async () => {
    const customer = await registerCustomer(t.app);
    const first = await add(customer.token);
    const second = await add(customer.token);
    const res = await call('PUT', `/user/payment-methods/${second.id}`, customer.token, {
      holderName: 'A. Greene',
      expMonth: 1,
      expYear: nextYear + 1,
      isDefault: true,
      last4: '0000',
      brand: 'amex',
      providerRef: 'pm_local_swapped',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.paymentMethod).toMatchObject({
      id: second.id,
      holderName: 'A. Greene',
      expMonth: 1,
      expYear: nextYear + 1,
      isDefault: true,
      last4: '4242',
      brand: 'visa',
      providerRef: second.providerRef,
    });
    const firstNow = (await call('GET', '/user/payment-methods', customer.token)).json().data.paymentMethods.find((m: { id: string }) => m.id === first.id);
    expect(firstNow.isDefault).toBe(false);
  });

  it('refuses an expiry in the past and card data', async () => {
    const customer = await registerCustomer(t.app);
    const saved = await add(customer.token);
    const past = await call('PUT', `/user/payment-methods/${saved.id}`, customer.token, { expYear: 2001 });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toContain('This card has expired');
    const cvc = await call('PUT', `/user/payment-methods/${saved.id}`, customer.token, { cvc: '999' });
    expect(cvc.statusCode).toBe(400);
    expect(cvc.json().message).toBe('Card numbers are never sent to our server');
  });

  it('keeps a default: unsetting the only card keeps it, deleting the default passes it on', async () => {
    const customer = await registerCustomer(t.app);
    const only = await add(customer.token);
    const unset = await call('PUT', `/user/payment-methods/${only.id}`, customer.token, { isDefault: false });
    expect(unset.json().data.paymentMethod.isDefault).toBe(true);
    const other = await add(customer.token);
    const passed = await call('PUT', `/user/payment-methods/${only.id}`, customer.token, { isDefault: false });
    expect(passed.json().data.paymentMethod.isDefault).toBe(false);
    const del = await call('DELETE', `/user/payment-methods/${other.id}`, customer.token);
    expect(del.statusCode).toBe(200);
    const list = (await call('GET', '/user/payment-methods', customer.token)).json().data.paymentMethods;
    expect(list).toEqual([expect.objectContaining({ id: only.id, isDefault: true })]);
  });
});

describe('POST /user/payment-methods/setup-intent', () => {
  it('answers 404 with the local provider', async () => {
    const customer = await registerCustomer(t.app);
    const res = await call('POST', '/user/payment-methods/setup-intent', customer.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Saving cards through Stripe is not enabled on this shop');
  });
});

describe('access (T7, T8)', () => {
  it('answers 404 to another customer on every id-bearing route, and changes nothing', async () => {
    const [owner, other] = [await registerCustomer(t.app), await registerCustomer(t.app)];
    const saved = await add(owner.token);
    const put = await call('PUT', `/user/payment-methods/${saved.id}`, other.token, { holderName: 'Thief' });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({ success: false, message: 'Payment method not found', data: null });
    expect((await call('DELETE', `/user/payment-methods/${saved.id}`, other.token)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.id, saved.id));
    expect(row!.holderName).toBe('Ada Greene');
    expect((await call('GET', '/user/payment-methods', other.token)).json().data.paymentMethods).toEqual([]);
  });

  it('refuses customer B a card reference customer A saved, even when both try at once', async () => {
    const [a, b] = [await registerCustomer(t.app), await registerCustomer(t.app)];
    const aCard = card();
    await add(a.token, aCard);
    const stolen = await call('POST', '/user/payment-methods/add', b.token, { ...aCard, holderName: 'B Thief' });
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json()).toEqual({ success: false, message: 'This card cannot be saved to your account. Please add it again.', data: null });
    expect((await call('GET', '/user/payment-methods', b.token)).json().data.paymentMethods).toEqual([]);

    // The database decides a race the per-customer check cannot see: one of the two wins.
    const [c, d] = [await registerCustomer(t.app), await registerCustomer(t.app)];
    const contested = card();
    const answers = await Promise.all([c, d].map((who) => call('POST', '/user/payment-methods/add', who.token, contested)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.providerRef, contested.providerRef));
    expect(rows).toHaveLength(1);
  });

  it('refuses no token, expired, unsigned and admin tokens on every route', async () => {
    const customer = await registerCustomer(t.app);
    const saved = await add(customer.token);
    for (const route of [
      { method: 'GET' as const, url: '/api/v1/user/payment-methods' },
      { method: 'POST' as const, url: '/api/v1/user/payment-methods/add', payload: card() },
      { method: 'PUT' as const, url: `/api/v1/user/payment-methods/${saved.id}`, payload: { holderName: 'X' } },
      { method: 'DELETE' as const, url: `/api/v1/user/payment-methods/${saved.id}` },
      { method: 'POST' as const, url: '/api/v1/user/payment-methods/setup-intent' },
    ])
      await expectCustomerOnly(t.app, route, customer.user.id);
  });
});
