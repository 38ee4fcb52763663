/** The customer's orders, cancel with stock release and refund, and the dashboard (/user/orders, /user/dashboard). */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emails, orders, payments, products } from '../../server/db/schema';
import { useTestApp } from './support/app';
import { callWith, expectCustomerOnly, insertOrder, registerCustomer, TEST_ADDRESS, type TestCustomer } from './support/accounts';
import { insertProduct } from './support/fixtures';

const t = useTestApp();

const call = (method: 'GET' | 'PUT', url: string, token: string) => callWith(t.app, token, method, url);
const stockOf = async (id: string) => (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe('order lists and detail', () => {
  let customer: TestCustomer;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    customer = await registerCustomer(t.app);
    const product = await insertProduct(t.database.db);
    const statuses = ['pending', 'unfulfilled', 'fulfilled', 'shipped', 'delivered', 'cancelled'] as const;
    for (const [i, status] of statuses.entries()) {
      const order = await insertOrder(t.database.db, {
        customerId: customer.user.id,
        status,
        paymentStatus: status === 'pending' ? 'pending' : status === 'cancelled' ? 'refunded' : 'paid',
        createdAt: minutesAgo(60 - i),
        lines: [
          { productId: product.id, name: 'Cheap balm', quantity: 3, unitPrice: 500, image: '/media/cheap.webp' },
          { productId: null, name: 'Dear serum', quantity: 1, unitPrice: 4000, image: '/media/dear.webp' },
        ],
      });
      ids[status] = order.id;
    }
    // Someone else's order never shows.
    const other = await registerCustomer(t.app);
    await insertOrder(t.database.db, { customerId: other.user.id, lines: [{ productId: null, quantity: 1, unitPrice: 100 }] });
  });

  it('lists every order newest first as summaries', async () => {
    const res = await call('GET', '/user/orders', customer.token);
    expect(res.statusCode).toBe(200);
    const { orders: list, pagination } = res.json().data;
    expect(list.map((o: { status: string }) => o.status)).toEqual(['cancelled', 'delivered', 'shipped', 'fulfilled', 'unfulfilled', 'pending']);
    expect(pagination).toEqual({ page: 1, limit: 1000, total: 6, totalPages: 1 });
    expect(list[0]).toEqual({
      id: ids.cancelled,
      number: expect.any(Number),
      status: 'cancelled',
      paymentStatus: 'refunded',
      total: 5500 + 2000 + 468,
      currency: 'GBP',
      itemCount: 4,
      image: '/media/dear.webp',
      createdAt: expect.any(String),
      // Inserted refunded without a refund row: the pence refunded are read from the refunds.
      refundedAmount: 0,
    });
  });

  it.each([
    ['ongoing', ['shipped', 'fulfilled', 'unfulfilled', 'pending']],
    ['completed', ['delivered']],
    ['cancelled', ['cancelled']],
  ])('lists %s orders', async (group, expected) => {
    const list = (await call('GET', `/user/orders/${group}`, customer.token)).json().data.orders;
    expect(list.map((o: { status: string }) => o.status)).toEqual(expected);
  });

  it('pages', async () => {
    const page = (await call('GET', '/user/orders?page=2&limit=4', customer.token)).json().data;
    expect(page.orders).toHaveLength(2);
    expect(page.pagination).toEqual({ page: 2, limit: 4, total: 6, totalPages: 2 });
    expect((await call('GET', '/user/orders?limit=0', customer.token)).statusCode).toBe(400);
  });

  it('answers one order in full', async () => {
    const res = await call('GET', `/user/orders/${ids.shipped}`, customer.token);
    expect(res.statusCode).toBe(200);
    const { order } = res.json().data;
    expect(order).toMatchObject({
      id: ids.shipped,
      status: 'shipped',
      paymentStatus: 'paid',
      subtotal: 5500,
      shipping: 2000,
      tax: 468,
      discount: 0,
      discountCode: null,
      total: 7968,
      itemCount: 4,
      shippingAddress: TEST_ADDRESS,
      billingAddress: TEST_ADDRESS,
      canCancel: false,
      timeline: { createdAt: expect.any(String), paidAt: expect.any(String), cancelledAt: null, deliveredAt: null },
    });
    expect(order.lines).toEqual([
      { id: expect.any(String), productId: expect.any(String), variantId: expect.any(String), name: 'Cheap balm', variantName: '', sku: '', image: '/media/cheap.webp', unitPrice: 500, quantity: 3, lineTotal: 1500, refundedQuantity: 0 },
      { id: expect.any(String), productId: null, variantId: null, name: 'Dear serum', variantName: '', sku: '', image: '/media/dear.webp', unitPrice: 4000, quantity: 1, lineTotal: 4000, refundedQuantity: 0 },
    ]);
    expect((await call('GET', `/user/orders/${ids.unfulfilled}`, customer.token)).json().data.order.canCancel).toBe(true);
  });

  it('answers the dashboard: counts and money spent on paid orders', async () => {
    const res = await call('GET', '/user/dashboard', customer.token);
    expect(res.json().data).toEqual({
      totalOrders: 6,
      ongoingOrders: 4,
      completedOrders: 1,
      cancelledOrders: 1,
      totalSpent: 4 * 7968,
      memberSince: customer.user.createdAt,
    });
    const fresh = await registerCustomer(t.app);
    expect((await call('GET', '/user/dashboard', fresh.token)).json().data).toMatchObject({ totalOrders: 0, totalSpent: 0 });
  });

  it('answers the five latest orders', async () => {
    const res = await call('GET', '/user/dashboard/recent-orders', customer.token);
    expect(res.json().data.orders.map((o: { status: string }) => o.status)).toEqual(['cancelled', 'delivered', 'shipped', 'fulfilled', 'unfulfilled']);
  });

  it('answers 404 to another customer on id-bearing routes', async () => {
    const other = await registerCustomer(t.app);
    for (const url of [`/user/orders/${ids.unfulfilled}`, `/user/orders/${ids.unfulfilled}/cancel`]) {
      const res = await call(url.endsWith('cancel') ? 'PUT' : 'GET', url, other.token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Order not found', data: null });
    }
    expect((await call('GET', `/user/orders/${ids.unfulfilled}`, customer.token)).json().data.order.status).toBe('unfulfilled');
    expect((await call('GET', '/user/orders', other.token)).json().data.orders).toEqual([]);
  });

  it('refuses no token, expired, unsigned and admin tokens on every route', async () => {
    for (const url of [
      '/user/orders',
      '/user/orders/ongoing',
      '/user/orders/completed',
      '/user/orders/cancelled',
      `/user/orders/${ids.pending}`,
      '/user/dashboard',
      '/user/dashboard/recent-orders',
    ])
      await expectCustomerOnly(t.app, { method: 'GET', url: `/api/v1${url}` }, customer.user.id);
    await expectCustomerOnly(t.app, { method: 'PUT', url: `/api/v1/user/orders/${ids.pending}/cancel` }, customer.user.id);
  });
});

describe('PUT /user/orders/{id}/cancel', () => {
  it('cancels a paid order: stock back, payment refunded, email queued, catalogue fresh', async () => {
    const customer = await registerCustomer(t.app);
    const product = await insertProduct(t.database.db, { stock: 7 });
    const order = await insertOrder(t.database.db, {
      customerId: customer.user.id,
      email: customer.email,
      lines: [
        { productId: product.id, quantity: 2, unitPrice: 1500 },
        { productId: product.id, quantity: 1, unitPrice: 1500 },
      ],
      payment: { provider: 'local' },
    });
    const before = await t.app.inject({ method: 'GET', url: `/api/v1/general/products/${product.id}` });
    expect(before.json().data.product.stock).toBe(7);

    const res = await call('PUT', `/user/orders/${order.id}/cancel`, customer.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your order has been cancelled and refunded');
    expect(res.json().data.order).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      canCancel: false,
      timeline: { cancelledAt: expect.any(String), refundedAt: expect.any(String) },
    });
    expect(await stockOf(product.id)).toBe(10);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({ status: 'refunded', refundedAmount: order.total, amount: order.total });
    await t.app.jobs.idle();
    const mail = await t.database.db.select().from(emails).where(eq(emails.to, customer.email));
    expect(mail.filter((m) => m.kind === 'order-cancelled')).toHaveLength(1);
    expect(mail.find((m) => m.kind === 'order-cancelled')!.text).toContain(`#${order.number}`);
    const after = await t.app.inject({ method: 'GET', url: `/api/v1/general/products/${product.id}` });
    expect(after.json().data.product.stock).toBe(10);
  });

  it('cancels an unpaid pending order without a refund', async () => {
    const customer = await registerCustomer(t.app);
    const product = await insertProduct(t.database.db, { stock: 1 });
    const order = await insertOrder(t.database.db, {
      customerId: customer.user.id,
      status: 'pending',
      paymentStatus: 'pending',
      lines: [{ productId: product.id, quantity: 4, unitPrice: 900 }],
    });
    const res = await call('PUT', `/user/orders/${order.id}/cancel`, customer.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your order has been cancelled');
    expect(res.json().data.order).toMatchObject({ status: 'cancelled', paymentStatus: 'pending' });
    expect(await stockOf(product.id)).toBe(5);
  });

  it.each(['fulfilled', 'shipped', 'delivered', 'cancelled'])('refuses a %s order (409) and changes nothing', async (status) => {
    const customer = await registerCustomer(t.app);
    const product = await insertProduct(t.database.db, { stock: 3 });
    const order = await insertOrder(t.database.db, { customerId: customer.user.id, status, lines: [{ productId: product.id, quantity: 1, unitPrice: 100 }], payment: {} });
    const res = await call('PUT', `/user/orders/${order.id}/cancel`, customer.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This order can no longer be cancelled');
    expect(await stockOf(product.id)).toBe(3);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe(status);
  });

  it('releases stock and refunds once when two cancels race', async () => {
    const customer = await registerCustomer(t.app);
    const product = await insertProduct(t.database.db, { stock: 0 });
    const order = await insertOrder(t.database.db, {
      customerId: customer.user.id,
      lines: [{ productId: product.id, quantity: 5, unitPrice: 1000 }],
      payment: {},
    });
    const answers = await Promise.all([
      call('PUT', `/user/orders/${order.id}/cancel`, customer.token),
      call('PUT', `/user/orders/${order.id}/cancel`, customer.token),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(product.id)).toBe(5);
    await t.app.jobs.idle();
    const mail = await t.database.db.select().from(emails).where(eq(emails.kind, 'order-cancelled'));
    expect(mail.filter((m) => m.text.includes(`#${order.number} `))).toHaveLength(1);
  });

  it('does not release stock that was already released', async () => {
    const customer = await registerCustomer(t.app);
    const product = await insertProduct(t.database.db, { stock: 2 });
    const order = await insertOrder(t.database.db, {
      customerId: customer.user.id,
      status: 'pending',
      paymentStatus: 'pending',
      lines: [{ productId: product.id, quantity: 4, unitPrice: 100 }],
    });
    await t.database.db.update(orders).set({ stockReleasedAt: new Date() }).where(eq(orders.id, order.id));
    expect((await call('PUT', `/user/orders/${order.id}/cancel`, customer.token)).statusCode).toBe(200);
    expect(await stockOf(product.id)).toBe(2);
  });

  it('rolls everything back when a paid order has no payment to refund', async () => {
    const customer = await registerCustomer(t.app);
    const product = await insertProduct(t.database.db, { stock: 1 });
    const order = await insertOrder(t.database.db, { customerId: customer.user.id, lines: [{ productId: product.id, quantity: 1, unitPrice: 100 }] });
    const res = await call('PUT', `/user/orders/${order.id}/cancel`, customer.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This order has no card payment on record to refund. Please contact us.');
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'unfulfilled', paymentStatus: 'paid', stockReleasedAt: null, cancelledAt: null });
    expect(await stockOf(product.id)).toBe(1);
  });
});
