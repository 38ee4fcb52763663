/**
 * /admin/discounts (decision 0120): the list with the spec's filters, one code, create, edit,
 * delete (erase or archive), the stats, and that checkout applies what an admin set: a limit per
 * customer (held under a race too) and an archived code refused.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, discounts, orders } from '../../server/db/schema';
import { bearer, createAdmin, type TestAdmin } from './support/accounts';
import { useTestApp } from './support/app';
import { bagOf, checkoutCall, insertDiscount, payWithCard, placeOrder } from './support/checkout';
import { insertProduct } from './support/fixtures';

const t = useTestApp();
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

let adminToken = '';
async function admin(): Promise<string> {
  if (!adminToken) adminToken = ((await createAdmin(t.app, { email: 'discounts-admin@example.com' })) as TestAdmin).token;
  return adminToken;
}

const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object, token?: string | null) =>
  t.app.inject({
    method,
    url: `/api/v1/admin/discounts${path}`,
    headers: token === null ? {} : bearer(token ?? (await admin())),
    ...(payload ? { payload } : {}),
  });

/** A signed-in customer straight in the database: the races need more than sign-up's per-IP limit allows. */
async function shopper(): Promise<{ token: string }> {
  seq += 1;
  const [row] = await t.database.db
    .insert(customers)
    .values({ firstName: 'Race', lastName: `Shopper ${seq}`, email: `race-${seq}-${Date.now()}@example.com`, passwordHash: 'not-used-by-these-tests' })
    .returning();
  return { token: await t.app.tokens.sign('customer', { sub: row!.id, ver: row!.tokenVersion }) };
}

let seq = 0;
const uniqueCode = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${(seq += 1)}`;

describe('creating and reading codes', () => {
  it('creates a 15% code upper-cased with the defaults, and answers it alone and in the list', async () => {
    const code = uniqueCode('spring');
    const res = await call('POST', '', { code: ` ${code.toLowerCase()} `, type: 'percentage', value: 15, description: 'Spring sale' });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data.discount;
    expect(created).toMatchObject({
      code: code.toUpperCase(),
      type: 'percentage',
      value: 15,
      minSubtotal: 0,
      usageLimit: null,
      usageLimitPerCustomer: null,
      usageCount: 0,
      firstOrderOnly: false,
      active: true,
      state: 'active',
    });
    const one = await call('GET', `/${created.id}`);
    expect(one.json().data.discount).toEqual(created);
    const list = (await call('GET', `?search=${code.slice(2, 9).toLowerCase()}`)).json().data;
    expect(list.discounts.map((d: { id: string }) => d.id)).toContain(created.id);
    expect(list.pagination).toMatchObject({ page: 1 });
  });

  it('filters by state (active, scheduled, expired, disabled), sorts by createdAt and pages', async () => {
    const tag = uniqueCode('STATE');
    const hour = 3_600_000;
    const made: Record<string, string> = {};
    const bodies = {
      active: { type: 'fixed_amount', value: 500 },
      scheduled: { type: 'percentage', value: 10, startsAt: new Date(Date.now() + hour).toISOString() },
      expired: { type: 'percentage', value: 10, startsAt: new Date(Date.now() - 2 * hour).toISOString(), endsAt: new Date(Date.now() - hour).toISOString() },
      disabled: { type: 'free_shipping', active: false },
    } as const;
    for (const [state, body] of Object.entries(bodies)) {
      const res = await call('POST', '', { code: `${tag}${state.slice(0, 3)}`, ...body });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.discount.state).toBe(state);
      made[state] = res.json().data.discount.id;
    }
    // Used up counts as expired.
    const usedUp = await insertDiscount(t.database.db, { code: `${tag}USED`, usageLimit: 1, usageCount: 1 });
    for (const state of ['active', 'scheduled', 'expired', 'disabled']) {
      const ids = (await call('GET', `?search=${tag}&status=${state}`)).json().data.discounts.map((d: { id: string }) => d.id);
      expect(ids, state).toEqual(state === 'expired' ? [usedUp.id, made.expired] : [made[state]]);
    }
    const page = (await call('GET', `?search=${tag}&sortBy=createdAt&sortOrder=asc&limit=2&page=2`)).json().data;
    expect(page.pagination).toEqual({ page: 2, limit: 2, total: 5, totalPages: 3 });
    expect(page.discounts.map((d: { id: string }) => d.id)).toEqual([made.expired, made.disabled]);
  });

  it.each([
    [{ code: 'PCT150', type: 'percentage', value: 150 }, 'A percentage discount is between 1 and 100'],
    [{ code: 'SHIPVAL', type: 'free_shipping', value: 500 }, 'A free shipping discount has no value'],
    [{ code: 'ZEROFIX', type: 'fixed_amount', value: 0 }, 'A fixed amount discount is at least 1p'],
    [{ code: 'BACKWARDS', type: 'percentage', value: 5, startsAt: '2030-01-02T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' }, 'The end must be after the start'],
    [{ code: 'no spaces', type: 'percentage', value: 5 }, 'Code must be 3 to 32 letters'],
    [{ code: 'BADTYPE', type: 'bogof', value: 5 }, 'Type must be one of'],
    [{ code: 'BADDATE', type: 'percentage', value: 5, endsAt: 'tomorrow' }, 'End must be a date and time'],
    [{ code: 'ZEROLIM', type: 'percentage', value: 5, usageLimit: 0 }, 'Usage limit must be at least 1'],
    [{ type: 'percentage', value: 5 }, 'Code is required'],
  ])('refuses %j with a clear message and creates nothing', async (body, message) => {
    const res = await call('POST', '', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message + JSON.stringify(res.json())).toContain(message);
    if ('code' in body && typeof body.code === 'string') {
      const rows = await t.database.db.select().from(discounts).where(eq(discounts.code, body.code.toUpperCase()));
      expect(rows).toEqual([]);
    }
  });

  it('refuses a code that exists, in any case, with 409', async () => {
    const code = uniqueCode('TWICE');
    expect((await call('POST', '', { code, type: 'percentage', value: 5 })).statusCode).toBe(201);
    const again = await call('POST', '', { code: code.toLowerCase(), type: 'fixed_amount', value: 100 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Discount code ${code} already exists`);
  });

  it('answers 404 for an unknown id and 400 for one that is not an id', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await call(method, `/${UNKNOWN}`, method === 'PUT' ? { value: 5 } : undefined);
      expect(res.statusCode, method).toBe(404);
      expect(res.json().message).toBe('Discount not found');
      expect((await call(method, '/not-an-id', method === 'PUT' ? { value: 5 } : undefined)).statusCode, method).toBe(400);
    }
  });
});

describe('editing and deleting codes', () => {
  it('edits only what is sent, checks the merged record, and never sets the limit below the uses taken', async () => {
    const row = await insertDiscount(t.database.db, { code: uniqueCode('EDIT'), type: 'percentage', value: 10, usageLimit: 10, usageCount: 3 });
    const edited = await call('PUT', `/${row.id}`, { value: 25, endsAt: '2099-01-01T00:00:00.000Z' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.discount).toMatchObject({ code: row.code, value: 25, usageLimit: 10, endsAt: '2099-01-01T00:00:00.000Z' });

    const tooHigh = await call('PUT', `/${row.id}`, { value: 101 });
    expect(tooHigh.statusCode).toBe(400);
    const backwards = await call('PUT', `/${row.id}`, { startsAt: '2099-06-01T00:00:00.000Z' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('The end must be after the start');
    const belowUses = await call('PUT', `/${row.id}`, { usageLimit: 2 });
    expect(belowUses.statusCode).toBe(409);
    expect(belowUses.json().message).toBe('This code has been used 3 times: its usage limit cannot be lower than that');
    expect((await call('PUT', `/${row.id}`, {})).statusCode).toBe(400);

    const shipping = await call('PUT', `/${row.id}`, { type: 'free_shipping' });
    expect(shipping.json().data.discount).toMatchObject({ type: 'free_shipping', value: 0 });
    const disabled = await call('PUT', `/${row.id}`, { active: false });
    expect(disabled.json().data.discount).toMatchObject({ active: false, state: 'disabled' });

    const other = await insertDiscount(t.database.db, { code: uniqueCode('TAKEN') });
    const clash = await call('PUT', `/${row.id}`, { code: other.code });
    expect(clash.statusCode).toBe(409);
    const [stored] = await t.database.db.select().from(discounts).where(eq(discounts.id, row.id));
    expect(stored!.code).toBe(row.code);
  });

  it('erases a code no order used; archives one an order used, which checkout then refuses', async () => {
    const unused = await insertDiscount(t.database.db, { code: uniqueCode('UNUSED') });
    const erased = await call('DELETE', `/${unused.id}`);
    expect(erased.json().data).toEqual({ outcome: 'erased' });
    expect(await t.database.db.select().from(discounts).where(eq(discounts.id, unused.id))).toEqual([]);

    const product = await insertProduct(t.database.db, { price: 2000, stock: 10 });
    const customer = await shopper();
    const used = await insertDiscount(t.database.db, { code: uniqueCode('USED'), value: 10 });
    const order = await placeOrder(t.app, customer.token, [{ productId: product.id, quantity: 1 }], used.code);
    const archived = await call('DELETE', `/${used.id}`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ data: { outcome: 'archived' }, message: expect.stringContaining('archived') });
    const [kept] = await t.database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(kept!.discountId).toBe(used.id);
    expect((await call('GET', `/${used.id}`)).statusCode).toBe(404);
    expect((await call('GET', `?search=${used.code}`)).json().data.pagination.total).toBe(0);

    const retry = await checkoutCall(t.app, customer.token, '/general/checkout/validate', bagOf([{ productId: product.id, quantity: 1 }], used.code));
    expect(retry.statusCode).toBe(422);
    expect(retry.json().message).toBe(`Discount code ${used.code} is no longer active`);
    const reuse = await call('POST', '', { code: used.code, type: 'percentage', value: 5 });
    expect(reuse.statusCode).toBe(409);
    expect(reuse.json().message).toContain('archived');
  });
});

describe('checkout applies the admin’s limits', () => {
  it('a limit of 2 per customer: two orders, the third refused', async () => {
    const product = await insertProduct(t.database.db, { price: 1000, stock: 50 });
    const customer = await shopper();
    const res = await call('POST', '', { code: uniqueCode('TWO'), type: 'fixed_amount', value: 100, usageLimitPerCustomer: 2 });
    const { code } = res.json().data.discount;
    // Paid, each: checking out again would otherwise answer the unpaid order (decision 0255).
    for (let i = 0; i < 2; i++) await payWithCard(t.app, customer.token, (await placeOrder(t.app, customer.token, [{ productId: product.id, quantity: 1 }], code)).orderId);
    const third = await checkoutCall(t.app, customer.token, '/general/checkout/create-order', bagOf([{ productId: product.id, quantity: 1 }], code));
    expect(third.statusCode).toBe(422);
    expect(third.json().message).toBe(`You have already used discount code ${code} 2 times`);
  });

  it('one customer racing 10 orders with a once-per-customer code: exactly one gets it', async () => {
    const product = await insertProduct(t.database.db, { price: 1000, stock: 50 });
    const customer = await shopper();
    const code = (await call('POST', '', { code: uniqueCode('ONCE'), type: 'percentage', value: 10, usageLimitPerCustomer: 1 })).json().data.discount.code;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        checkoutCall(t.app, customer.token, '/general/checkout/create-order', bagOf([{ productId: product.id, quantity: 1 }], code)),
      ),
    );
    // One order is placed with it; the other calls answer that order, unpaid with the same bag (decision 0255).
    const placed = answers.filter((a) => a.statusCode === 201);
    expect(placed).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 200).map((a) => a.json().data.orderId)).toEqual(Array(9).fill(placed[0]!.json().data.orderId));
  });

  it('20 parallel orders by 20 customers with a usage-limit-1 code made by an admin: exactly one succeeds', async () => {
    const product = await insertProduct(t.database.db, { price: 1000, stock: 50 });
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => shopper()));
    const code = (await call('POST', '', { code: uniqueCode('SINGLE'), type: 'percentage', value: 50, usageLimit: 1 })).json().data.discount.code;
    const answers = await Promise.all(
      // Twenty shoppers, twenty addresses: more than 10 calls with a code in flight from one address are a guessing burst (decision 0214).
      shoppers.map((s, i) => checkoutCall(t.app, s.token, '/general/checkout/create-order', bagOf([{ productId: product.id, quantity: 1 }], code), {}, `10.13.0.${i}`)),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 422).map((a) => a.json().message)).toEqual(Array(19).fill(`Discount code ${code} has already been used`));
  });
});

describe('GET /admin/discounts/stats', () => {
  it('counts paid orders with codes: redemptions, discount given, revenue and the top codes', async () => {
    const before = (await call('GET', '/stats')).json().data;
    const product = await insertProduct(t.database.db, { price: 10_000, stock: 50 });
    const code = (await call('POST', '', { code: uniqueCode('STATS'), type: 'percentage', value: 15 })).json().data.discount.code;
    const customer = await shopper();
    const paid = await placeOrder(t.app, customer.token, [{ productId: product.id, quantity: 1 }], code);
    await payWithCard(t.app, customer.token, paid.orderId);
    // An unpaid order with the code is not a redemption yet.
    await placeOrder(t.app, customer.token, [{ productId: product.id, quantity: 1 }], code);

    const after = (await call('GET', '/stats')).json().data;
    expect(after.redemptions - before.redemptions).toBe(1);
    expect(after.discountGiven - before.discountGiven).toBe(1500);
    expect(after.revenue - before.revenue).toBe(paid.pricing.total);
    expect(after.activeCodes - before.activeCodes).toBe(1);
    expect(after.topCodes).toContainEqual({ code, redemptions: 1, discountGiven: 1500, revenue: paid.pricing.total });
  });
});

describe('who may call', () => {
  it('refuses customers and visitors on every discounts route', async () => {
    const customer = await shopper();
    const routes = [
      ['GET', ''],
      ['GET', '/stats'],
      ['GET', `/${UNKNOWN}`],
      ['POST', ''],
      ['PUT', `/${UNKNOWN}`],
      ['DELETE', `/${UNKNOWN}`],
    ] as const;
    for (const [method, path] of routes) {
      const body = method === 'POST' || method === 'PUT' ? { code: 'NOPE1', type: 'percentage', value: 5 } : undefined;
      expect((await call(method, path, body, customer.token)).statusCode, `${method} ${path}`).toBe(401);
      expect((await call(method, path, body, null)).statusCode, `${method} ${path}`).toBe(401);
    }
    expect(await t.database.db.select().from(discounts).where(eq(discounts.code, 'NOPE1'))).toEqual([]);
  });
});
