/** The customer's own account: /user/account (details, password, deletion, profile picture). */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { addresses, customers, media, orders, paymentMethods } from '../../server/db/schema';
import { useTestApp } from './support/app';
import { expectNoInternals } from './support/assertions';
import {
  apiPost,
  bearer,
  callWith,
  expectCustomerOnly,
  insertOrder,
  registerCustomer,
  TEST_ADDRESS,
  type TestCustomer,
} from './support/accounts';

const t = useTestApp();

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) => callWith(t.app, token, method, url, payload);

describe('GET /user/account', () => {
  it('answers the user with phone, member-since and the default address ids', async () => {
    const customer = await registerCustomer(t.app);
    const res = await call('GET', '/user/account', customer.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toEqual({
      ...customer.user,
      phone: null,
      memberSince: customer.user.createdAt,
      defaultShippingAddressId: null,
      defaultBillingAddressId: null,
      pendingEmail: null,
    });
  });

  it('is for customers only', async () => {
    const customer = await registerCustomer(t.app);
    await expectCustomerOnly(t.app, { method: 'GET', url: '/api/v1/user/account' }, customer.user.id);
  });
});

describe('PUT /user/account', () => {
  it('changes names and phone; fields left out stay; the same email again needs no password', async () => {
    const customer = await registerCustomer(t.app);
    const res = await call('PUT', '/user/account', customer.token, { firstName: 'Adele', email: customer.email.toUpperCase(), phone: '+44 7700 900999' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Your details have been saved');
    expect(res.json().data.user).toMatchObject({ firstName: 'Adele', lastName: 'Greene', email: customer.email, phone: '+44 7700 900999', pendingEmail: null });
    const cleared = await call('PUT', '/user/account', customer.token, { phone: '' });
    expect(cleared.json().data.user.phone).toBeNull();
  });

  it('refuses an email another account uses (409)', async () => {
    const [a, b] = [await registerCustomer(t.app), await registerCustomer(t.app)];
    const res = await call('PUT', '/user/account', a.token, { email: b.email, currentPassword: a.password });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('An account with this email already exists');
  });

  it('never applies privileged fields (mass assignment)', async () => {
    const customer = await registerCustomer(t.app);
    const res = await call('PUT', '/user/account', customer.token, {
      lastName: 'Fern',
      id: '00000000-0000-4000-8000-000000000009',
      status: 'archived',
      tokenVersion: 42,
      role: 'admin',
      passwordHash: 'x',
      createdAt: '2001-01-01T00:00:00.000Z',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, customer.user.id));
    expect(row).toMatchObject({ lastName: 'Fern', status: 'active', tokenVersion: 0 });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.createdAt.toISOString()).toBe(customer.user.createdAt);
    expect((await call('GET', '/user/account', customer.token)).statusCode).toBe(200);
  });

  it('answers 400 naming the field for bad values', async () => {
    const customer = await registerCustomer(t.app);
    for (const [payload, field] of [
      [{ email: 'nope' }, 'email'],
      [{ firstName: '' }, 'firstName'],
      [{ phone: 'call me' }, 'phone'],
      [{ lastName: 12 }, 'lastName'],
    ] as const) {
      const res = await call('PUT', '/user/account', customer.token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
      expectNoInternals(res.body);
    }
  });

  it('is for customers only', async () => {
    const customer = await registerCustomer(t.app);
    await expectCustomerOnly(t.app, { method: 'PUT', url: '/api/v1/user/account', payload: { firstName: 'X' } }, customer.user.id);
  });
});

describe('PUT /user/account/password', () => {
  it('refuses a wrong current password', async () => {
    const customer = await registerCustomer(t.app);
    const res = await call('PUT', '/user/account/password', customer.token, { currentPassword: 'not-my-password', newPassword: 'brand-new-garden-2027' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Current password is incorrect');
  });

  it.each(['password1', 'aaaaaaaa'])('refuses the easily guessed new password %s at its field', async (newPassword) => {
    const customer = await registerCustomer(t.app);
    const res = await call('PUT', '/user/account/password', customer.token, { currentPassword: customer.password, newPassword });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'newPassword', message: expect.stringMatching(/easy to guess|used password/) }]);
  });

  it('answers a fresh token that works, and revokes every older one', async () => {
    const customer = await registerCustomer(t.app);
    const other = await apiPost(t.app, '/user/login', { email: customer.email, password: customer.password });
    const res = await call('PUT', '/user/account/password', customer.token, { currentPassword: customer.password, newPassword: 'brand-new-garden-2027' });
    expect(res.statusCode).toBe(200);
    const { user, token } = res.json().data;
    expect(user.id).toBe(customer.user.id);
    expect((await call('GET', '/user/account', token)).statusCode).toBe(200);
    expect((await call('GET', '/user/account', customer.token)).statusCode).toBe(401);
    expect((await call('GET', '/user/account', other.json().data.token)).statusCode).toBe(401);
    expect((await apiPost(t.app, '/user/login', { email: customer.email, password: 'brand-new-garden-2027' })).statusCode).toBe(200);
  });

  it('throttles wrong current passwords on one account', async () => {
    const customer = await registerCustomer(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await call('PUT', '/user/account/password', customer.token, { currentPassword: `guess-${i}-password`, newPassword: 'brand-new-garden-2027' })).statusCode);
    expect(statuses.slice(0, 9).every((s) => s === 400)).toBe(true);
    expect(statuses[9]).toBe(429);
  });

  it('is for customers only', async () => {
    const customer = await registerCustomer(t.app);
    await expectCustomerOnly(
      t.app,
      { method: 'PUT', url: '/api/v1/user/account/password', payload: { currentPassword: customer.password, newPassword: 'brand-new-garden-2027' } },
      customer.user.id,
    );
  });
});

describe('DELETE /user/account', () => {
  async function withEverything(customer: TestCustomer) {
    const address = await apiPost(t.app, '/user/addresses/add', TEST_ADDRESS, { headers: bearer(customer.token) });
    expect(address.statusCode).toBe(201);
    const card = await apiPost(
      t.app,
      '/user/payment-methods/add',
      { providerRef: 'pm_local_visa', brand: 'visa', last4: '4242', expMonth: 12, expYear: new Date().getFullYear() + 2, holderName: 'Ada Greene' },
      { headers: bearer(customer.token) },
    );
    expect(card.statusCode).toBe(201);
    return insertOrder(t.database.db, { customerId: customer.user.id, email: customer.email, status: 'delivered', lines: [{ productId: null, quantity: 1, unitPrice: 2500 }] });
  }

  it('refuses a wrong password and changes nothing', async () => {
    const customer = await registerCustomer(t.app);
    const res = await call('DELETE', '/user/account', customer.token, { password: 'not-my-password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Password is incorrect');
    expect((await call('GET', '/user/account', customer.token)).statusCode).toBe(200);
  });

  it('deletes the customer with addresses and cards, and keeps orders anonymised', async () => {
    const customer = await registerCustomer(t.app);
    const order = await withEverything(customer);
    const res = await call('DELETE', '/user/account', customer.token, { password: customer.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Your account has been deleted', data: null });

    const db = t.database.db;
    expect(await db.select().from(customers).where(eq(customers.id, customer.user.id))).toHaveLength(0);
    expect(await db.select().from(addresses).where(eq(addresses.customerId, customer.user.id))).toHaveLength(0);
    expect(await db.select().from(paymentMethods).where(eq(paymentMethods.customerId, customer.user.id))).toHaveLength(0);
    const [kept] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({ customerId: null, email: 'deleted-customer@deleted.invalid', total: order.total });
    for (const frozen of [kept!.shippingAddress, kept!.billingAddress]) {
      expect(frozen).toEqual({
        firstName: 'Deleted',
        lastName: 'customer',
        email: 'deleted-customer@deleted.invalid',
        phone: 'Deleted customer',
        address1: 'Deleted customer',
        address2: null,
        postalCode: 'Deleted customer',
        city: TEST_ADDRESS.city,
        state: TEST_ADDRESS.state,
        country: TEST_ADDRESS.country,
      });
    }
    expect(JSON.stringify(kept)).not.toContain(TEST_ADDRESS.address1);
    expect((await call('GET', '/user/account', customer.token)).statusCode).toBe(401);
    expect((await apiPost(t.app, '/user/login', { email: customer.email, password: customer.password })).statusCode).toBe(401);
  });

  it('needs the password in the body, and is for customers only', async () => {
    const customer = await registerCustomer(t.app);
    const res = await call('DELETE', '/user/account', customer.token, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('password');
    await expectCustomerOnly(t.app, { method: 'DELETE', url: '/api/v1/user/account', payload: { password: customer.password } }, customer.user.id);
  });
});

function multipart(file: { name: string; type: string; data: Buffer }) {
  const boundary = `----verdant${Date.now()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file.data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (token: string, file: { name: string; type: string; data: Buffer }) => {
  const { payload, headers } = multipart(file);
  return t.app.inject({ method: 'PUT', url: '/api/v1/user/account/profile-image', payload, headers: { ...headers, ...bearer(token) } });
};

const png = (colour: string) =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: colour } }).png().toBuffer();

describe('PUT /user/account/profile-image', () => {
  it('re-encodes a PNG to WebP, serves it, and drops the previous picture', async () => {
    const customer = await registerCustomer(t.app);
    const first = await upload(customer.token, { name: 'me.png', type: 'image/png', data: await png('#7a9e7e') });
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl: string = first.json().data.user.profileImage;
    expect(firstUrl).toMatch(/^\/media\/[0-9a-f-]{36}-\d+\.webp$/);

    const served = await t.app.inject({ method: 'GET', url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');

    const second = await upload(customer.token, { name: 'me2.png', type: 'image/png', data: await png('#d9a5b3') });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.user.profileImage).not.toBe(firstUrl);
    expect(existsSync(path.join(t.config.uploadsDir, path.basename(firstUrl)))).toBe(false);
    const oldId = path.basename(firstUrl).slice(0, 36);
    expect(await t.database.db.select().from(media).where(eq(media.id, oldId))).toHaveLength(0);
    expect((await call('GET', '/user/account', customer.token)).json().data.user.profileImage).toBe(second.json().data.user.profileImage);
  });

  it('refuses SVG and HTML dressed as PNG with 400, and files over 5 MB with 413', async () => {
    const customer = await registerCustomer(t.app);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
    for (const file of [
      { name: 'me.svg', type: 'image/svg+xml', data: svg },
      { name: 'me.png', type: 'image/png', data: html },
    ]) {
      const res = await upload(customer.token, file);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Only JPEG, PNG, WebP, AVIF or GIF images are accepted');
      expectNoInternals(res.body);
    }
    const big = Buffer.concat([await png('#ffffff'), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(customer.token, { name: 'big.png', type: 'image/png', data: big });
    expect(tooBig.statusCode).toBe(413);
    expectNoInternals(tooBig.body);
    expect((await call('GET', '/user/account', customer.token)).json().data.user.profileImage).toBeNull();
  });

  it('needs a multipart body with a file, and is for customers only', async () => {
    const customer = await registerCustomer(t.app);
    const json = await call('PUT', '/user/account/profile-image', customer.token, { image: 'data:image/png;base64,AAAA' });
    expect(json.statusCode).toBe(415);
    await expectCustomerOnly(t.app, { method: 'PUT', url: '/api/v1/user/account/profile-image' }, customer.user.id);
  });
});
