/** Saved addresses and their defaults (/user/addresses). */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addresses, customers } from '../../server/db/schema';
import { useTestApp } from './support/app';
import { expectNoInternals } from './support/assertions';
import { callWith, expectCustomerOnly, registerCustomer, TEST_ADDRESS } from './support/accounts';

const t = useTestApp();

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) => callWith(t.app, token, method, url, payload);
const add = async (token: string, payload: object = TEST_ADDRESS) => {
  const res = await call('POST', '/user/addresses/add', token, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.address;
};

describe('adding and listing', () => {
  it('makes the first address both defaults and answers both namings', async () => {
    const customer = await registerCustomer(t.app);
    const address = await add(customer.token);
    expect(address).toEqual({
      id: expect.any(String),
      ...TEST_ADDRESS,
      email: 'ada@example.com',
      address: TEST_ADDRESS.address1,
      zipCode: TEST_ADDRESS.postalCode,
      isDefaultShipping: true,
      isDefaultBilling: true,
    });
    const list = await call('GET', '/user/addresses', customer.token);
    expect(list.json().data.addresses).toEqual([address]);
    const defaults = await call('GET', '/user/addresses/default', customer.token);
    expect(defaults.json().data).toEqual({ shipping: address, billing: address });
    const account = await call('GET', '/user/account', customer.token);
    expect(account.json().data.user).toMatchObject({ defaultShippingAddressId: address.id, defaultBillingAddressId: address.id });
  });

  it('accepts the form naming: address, zipCode and a calling code plus number', async () => {
    const customer = await registerCustomer(t.app);
    const address = await add(customer.token, {
      firstName: 'Bola',
      lastName: 'Ade',
      email: 'Bola@Example.com',
      callingCode: '+234',
      phoneNumber: '803 123 4567',
      address: '12 Palm Avenue',
      city: 'Lagos',
      zipCode: '100001',
      country: 'NG',
    });
    expect(address).toMatchObject({
      email: 'bola@example.com',
      phone: '+234 803 123 4567',
      address1: '12 Palm Avenue',
      address: '12 Palm Avenue',
      postalCode: '100001',
      zipCode: '100001',
      address2: null,
      state: null,
    });
  });

  it('moves a default only when asked, and keeps the others', async () => {
    const customer = await registerCustomer(t.app);
    const home = await add(customer.token);
    const work = await add(customer.token, { ...TEST_ADDRESS, address1: '9 Office Park', isDefaultShipping: true });
    expect(work).toMatchObject({ isDefaultShipping: true, isDefaultBilling: false });
    const third = await add(customer.token, { ...TEST_ADDRESS, address1: '3 Third Way' });
    expect(third).toMatchObject({ isDefaultShipping: false, isDefaultBilling: false });
    const defaults = (await call('GET', '/user/addresses/default', customer.token)).json().data;
    expect(defaults.shipping.id).toBe(work.id);
    expect(defaults.billing.id).toBe(home.id);
    const list = (await call('GET', '/user/addresses', customer.token)).json().data.addresses;
    expect(list.map((a: { id: string }) => a.id)).toEqual([home.id, work.id, third.id]);
  });

  it('stops at 20 addresses', async () => {
    const customer = await registerCustomer(t.app);
    for (let i = 0; i < 20; i++) await add(customer.token, { ...TEST_ADDRESS, address1: `${i} Many Street` });
    const res = await call('POST', '/user/addresses/add', customer.token, TEST_ADDRESS);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You can save up to 20 addresses. Delete one to add another.');
  });

  it('answers 400 naming the field for bad addresses', async () => {
    const customer = await registerCustomer(t.app);
    for (const [payload, field] of [
      [{ ...TEST_ADDRESS, city: undefined }, 'city'],
      [{ ...TEST_ADDRESS, country: 'FR' }, 'country'],
      [{ ...TEST_ADDRESS, email: 'nope' }, 'email'],
      [{ ...TEST_ADDRESS, address1: undefined }, 'address1'],
      [{ ...TEST_ADDRESS, phone: 'ring ring' }, 'phone'],
      [{ ...TEST_ADDRESS, isDefaultShipping: 'yes' }, 'isDefaultShipping'],
    ] as const) {
      const res = await call('POST', '/user/addresses/add', customer.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
      expectNoInternals(res.body);
    }
  });

  it('ignores a customerId or id in the body', async () => {
    const [a, b] = [await registerCustomer(t.app), await registerCustomer(t.app)];
    const id = '00000000-0000-4000-8000-00000000abcd';
    const address = await add(a.token, { ...TEST_ADDRESS, customerId: b.user.id, id });
    expect(address.id).not.toBe(id);
    const [row] = await t.database.db.select().from(addresses).where(eq(addresses.id, address.id));
    expect(row!.customerId).toBe(a.user.id);
    expect((await call('GET', '/user/addresses', b.token)).json().data.addresses).toEqual([]);
  });
});

describe('updating and deleting', () => {
  it('replaces an address and sets or clears its defaults', async () => {
    const customer = await registerCustomer(t.app);
    const home = await add(customer.token);
    const other = await add(customer.token, { ...TEST_ADDRESS, address1: '5 Other Lane' });
    const res = await call('PUT', `/user/addresses/${other.id}`, customer.token, { ...TEST_ADDRESS, city: 'Bristol', zipCode: 'BS1 1AA', postalCode: undefined, isDefaultBilling: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.address).toMatchObject({ id: other.id, city: 'Bristol', postalCode: 'BS1 1AA', isDefaultBilling: true, isDefaultShipping: false });

    const cleared = await call('PUT', `/user/addresses/${home.id}`, customer.token, { ...TEST_ADDRESS, isDefaultShipping: false });
    expect(cleared.json().data.address).toMatchObject({ isDefaultShipping: false, isDefaultBilling: false });
    expect((await call('GET', '/user/addresses/default', customer.token)).json().data).toEqual({
      shipping: null,
      billing: expect.objectContaining({ id: other.id }),
    });
  });

  it('deleting a default clears it', async () => {
    const customer = await registerCustomer(t.app);
    const home = await add(customer.token);
    const res = await call('DELETE', `/user/addresses/${home.id}`, customer.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Address deleted', data: null });
    expect((await call('GET', '/user/addresses/default', customer.token)).json().data).toEqual({ shipping: null, billing: null });
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, customer.user.id));
    expect(row).toMatchObject({ defaultShippingAddressId: null, defaultBillingAddressId: null });
    expect((await call('DELETE', `/user/addresses/${home.id}`, customer.token)).statusCode).toBe(404);
  });

  it('answers 400 for an id that is not an id', async () => {
    const customer = await registerCustomer(t.app);
    const res = await call('DELETE', '/user/addresses/not-an-id', customer.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('id');
  });
});

describe('access (T7, T8)', () => {
  it('answers 404 to another customer on every id-bearing route, and changes nothing', async () => {
    const [owner, other] = [await registerCustomer(t.app), await registerCustomer(t.app)];
    const address = await add(owner.token);
    const put = await call('PUT', `/user/addresses/${address.id}`, other.token, { ...TEST_ADDRESS, city: 'Stolen', isDefaultShipping: true });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({ success: false, message: 'Address not found', data: null });
    expect((await call('DELETE', `/user/addresses/${address.id}`, other.token)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(addresses).where(eq(addresses.id, address.id));
    expect(row!.city).toBe(TEST_ADDRESS.city);
    const [otherRow] = await t.database.db.select().from(customers).where(eq(customers.id, other.user.id));
    expect(otherRow!.defaultShippingAddressId).toBeNull();
  });

  it('refuses no token, expired, unsigned and admin tokens on every route', async () => {
    const customer = await registerCustomer(t.app);
    const address = await add(customer.token);
    for (const route of [
      { method: 'GET' as const, url: '/api/v1/user/addresses' },
      { method: 'GET' as const, url: '/api/v1/user/addresses/default' },
      { method: 'POST' as const, url: '/api/v1/user/addresses/add', payload: TEST_ADDRESS },
      { method: 'PUT' as const, url: `/api/v1/user/addresses/${address.id}`, payload: TEST_ADDRESS },
      { method: 'DELETE' as const, url: `/api/v1/user/addresses/${address.id}` },
    ])
      await expectCustomerOnly(t.app, route, customer.user.id);
  });
});
