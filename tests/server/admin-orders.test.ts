/**
 * The back office's orders: list (search by number or customer, filters, days, sort, paging), one
 * order with its next moves, the transition table enforced (docs/decisions/0081), fulfilment, and
 * the refund: through the provider, stock back, payment refunded, exactly once, nothing changed
 * when the provider fails. Each route refuses visitors, customers, bad input and unknown ids.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emails, orders, products } from '../../server/db/schema';
import { HttpError } from '../../server/lib/http-errors';
import { bearer, callWith, createAdmin, insertOrder, registerCustomer, type TestCustomer } from './support/accounts';
import { asAdmin, expectAdminOnly, UNKNOWN_ID } from './support/admin';
import { useTestApp } from './support/app';
import { payWithCard, placeOrder } from './support/checkout';
import { expectNoInternals } from './support/assertions';
import { insertProduct } from './support/fixtures';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
let admin: string;
let maya: TestCustomer;
let noor: TestCustomer;

beforeAll(async () => {
  admin = (await createAdmin(t.app)).token;
  maya = await registerCustomer(t.app, { firstName: 'Maya', lastName: 'Thistlewood', email: 'maya@example.com' });
  noor = await registerCustomer(t.app, { firstName: 'Noor', lastName: 'Kestrel', email: 'noor@example.com' });
});

/** A product and a paid order of `quantity` of it, through the real checkout. */
async function paidOrder(customer: TestCustomer, quantity = 2, stock = 10) {
  const product = await insertProduct(t.app.db, { stock, price: 2500 });
  const { orderId, orderNumber } = await placeOrder(t.app, customer.token, [{ productId: product.id, quantity }]);
  expect((await payWithCard(t.app, customer.token, orderId)).status).toBe('succeeded');
  return { orderId, orderNumber, productId: product.id };
}

const stockOf = async (productId: string) => (await t.app.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]!.stock;
const orderRow = async (orderId: string) => (await t.app.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
const setStatus = (orderId: string, status: string) => asAdmin(t.app, admin, 'PUT', `/admin/orders/${orderId}/status`, { status });

describe('GET /admin/orders', () => {
  it('finds orders by number, by customer name or email, and filters by status, payment, customer and day', async () => {
    const paid = await paidOrder(maya);
    const old = await insertOrder(t.app.db, {
      customerId: noor.user.id,
      email: 'noor@example.com',
      status: 'pending',
      paymentStatus: 'pending',
      lines: [{ productId: null, quantity: 1, unitPrice: 900 }],
      createdAt: new Date('2025-03-10T12:00:00Z'),
    });
    const numbersOf = async (query: string) => {
      const res = await asAdmin(t.app, admin, 'GET', `/admin/orders${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.orders.map((o: { number: number }) => o.number);
    };
    expect(await numbersOf(`?search=%23${paid.orderNumber}`)).toEqual([paid.orderNumber]);
    expect(await numbersOf(`?search=${old.number}`)).toEqual([old.number]);
    expect(await numbersOf('?search=thistle')).toContain(paid.orderNumber);
    expect(await numbersOf('?search=NOOR@EXAMPLE')).toEqual([old.number]);
    expect(await numbersOf('?status=pending&paymentStatus=pending')).toEqual([old.number]);
    expect(await numbersOf(`?customerId=${noor.user.id}`)).toEqual([old.number]);
    expect(await numbersOf('?from=2025-03-10&to=2025-03-10')).toEqual([old.number]);
    expect(await numbersOf('?to=2025-03-09')).toEqual([]);
    expect(await numbersOf('?sortBy=number&sortOrder=asc&limit=1')).toHaveLength(1);

    const page = (await asAdmin(t.app, admin, 'GET', '/admin/orders?search=thistle')).json().data;
    expect(page.pagination).toEqual({ page: 1, limit: 20, total: 1, totalPages: 1 });
    expect(page.orders[0]).toMatchObject({ status: 'unfulfilled', paymentStatus: 'paid', itemCount: 2, email: 'maya@example.com', customer: { firstName: 'Maya', lastName: 'Thistlewood' } });
  });

  it('refuses bad filters with a message naming the field', async () => {
    for (const query of ['?status=lost', '?paymentStatus=maybe', '?from=yesterday', '?from=2026-02-31', '?from=2026-03-02&to=2026-03-01', '?customerId=42', '?sortBy=email', '?limit=101']) {
      const res = await asAdmin(t.app, admin, 'GET', `/admin/orders${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(/status|paymentStatus|from|customerId|sortBy|limit/);
    }
  });
});

describe('GET /admin/orders/{id}', () => {
  it('shows lines, customer, payment, timeline and the moves allowed now', async () => {
    const { orderId } = await paidOrder(maya);
    const res = await asAdmin(t.app, admin, 'GET', `/admin/orders/${orderId}`);
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().data.order;
    expect(order).toMatchObject({
      id: orderId,
      status: 'unfulfilled',
      paymentStatus: 'paid',
      customer: { id: maya.user.id, email: 'maya@example.com', status: 'active' },
      payment: { provider: 'local', status: 'succeeded', refundedAmount: 0 },
      busy: false,
      nextStatuses: ['fulfilled'],
      canFulfil: true,
      canRefund: true,
    });
    expect(order.lines).toHaveLength(1);
    expect(order.timeline.paidAt).toEqual(expect.any(String));
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await asAdmin(t.app, admin, 'GET', `/admin/orders/${UNKNOWN_ID}`)).json()).toMatchObject({ success: false, message: 'Order not found' });
    expect((await asAdmin(t.app, admin, 'GET', '/admin/orders/1042')).statusCode).toBe(400);
  });
});

describe('status changes', () => {
  it('fulfils, ships and delivers a paid order, stamping each step on the timeline the customer sees', async () => {
    const { orderId } = await paidOrder(maya);
    // Body-less, as many HTTP clients send it: a JSON content type and nothing after it.
    const fulfilled = await t.app.inject({ method: 'PUT', url: `/api/v1/admin/orders/${orderId}/fulfill`, headers: { ...bearer(admin), 'content-type': 'application/json' }, payload: '' });
    expect(fulfilled.statusCode, fulfilled.body).toBe(200);
    expect(fulfilled.json()).toMatchObject({ message: 'Order fulfilled', data: { order: { status: 'fulfilled', nextStatuses: ['shipped'] } } });
    expect((await setStatus(orderId, 'shipped')).json().data.order.status).toBe('shipped');
    expect((await setStatus(orderId, 'delivered')).json().data.order).toMatchObject({ status: 'delivered', nextStatuses: [] });

    const mine = (await callWith(t.app, maya.token, 'GET', `/user/orders/${orderId}`)).json().data.order;
    expect(mine.status).toBe('delivered');
    for (const step of ['paidAt', 'fulfilledAt', 'shippedAt', 'deliveredAt']) expect(mine.timeline[step], step).toEqual(expect.any(String));
    expect(mine.timeline.cancelledAt).toBeNull();
  });

  it('emails the customer once when their order ships, is delivered or is cancelled, never for packing or a refused move', async () => {
    const mailsAbout = async (orderNumber: number) =>
      (await t.app.db.select().from(emails)).filter((mail) => mail.subject.includes(`#${orderNumber} `)).map((mail) => mail.kind).sort();
    const { orderId, orderNumber } = await paidOrder(noor);
    const afterPaying = await mailsAbout(orderNumber);
    expect(afterPaying).toEqual(['order-confirmation']);
    await asAdmin(t.app, admin, 'PUT', `/admin/orders/${orderId}/fulfill`);
    expect(await mailsAbout(orderNumber)).toEqual(afterPaying);
    // The same move sent five times at once: one wins, the others find it shipped; one email.
    const shipping = await Promise.all(Array.from({ length: 5 }, () => setStatus(orderId, 'shipped')));
    expect(shipping.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await mailsAbout(orderNumber)).toEqual(['order-confirmation', 'order-shipped']);
    const mailOf = async (kind: string, number: number) =>
      (await t.app.db.select().from(emails).where(eq(emails.kind, kind))).find((mail) => mail.subject.includes(`#${number} `));
    const shipped = await mailOf('order-shipped', orderNumber);
    expect(shipped).toMatchObject({ to: 'noor@example.com', subject: `Your Verdant order #${orderNumber} is on its way` });
    expect(shipped!.text).toContain(`/orders/${orderId}`);
    await setStatus(orderId, 'delivered');
    await setStatus(orderId, 'delivered');
    expect(await mailsAbout(orderNumber)).toEqual(['order-confirmation', 'order-delivered', 'order-shipped']);

    const product = await insertProduct(t.app.db, { stock: 5 });
    const unpaid = await placeOrder(t.app, noor.token, [{ productId: product.id, quantity: 1 }]);
    expect((await setStatus(unpaid.orderId, 'cancelled')).statusCode).toBe(200);
    expect((await setStatus(unpaid.orderId, 'cancelled')).statusCode).toBe(409);
    expect(await mailsAbout(unpaid.orderNumber)).toEqual(['order-cancelled']);
    const cancelled = await mailOf('order-cancelled', unpaid.orderNumber);
    expect(cancelled!.text).toContain('nothing has been charged');
  });

  it('refuses every move the table does not allow, changing nothing', async () => {
    const { orderId } = await paidOrder(maya);
    const refusals: Array<[string, string]> = [
      ['shipped', 'An order that is unfulfilled cannot be marked shipped'],
      ['delivered', 'An order that is unfulfilled cannot be marked delivered'],
      ['pending', 'An order that is unfulfilled cannot be marked pending'],
      ['unfulfilled', 'This order is already unfulfilled'],
      ['cancelled', 'A paid order is cancelled by refunding it: use Refund instead'],
    ];
    for (const [status, message] of refusals) {
      const res = await setStatus(orderId, status);
      expect(res.statusCode, status).toBe(409);
      expect(res.json().message).toBe(message);
    }
    await asAdmin(t.app, admin, 'PUT', `/admin/orders/${orderId}/fulfill`);
    expect((await asAdmin(t.app, admin, 'PUT', `/admin/orders/${orderId}/fulfill`)).json().message).toBe('This order is already fulfilled');
    expect((await setStatus(orderId, 'unfulfilled')).statusCode).toBe(409);
    expect(await orderRow(orderId)).toMatchObject({ status: 'fulfilled', shippedAt: null, cancelledAt: null });
  });

  it('cancels an unpaid order and gives its stock back once; an unpaid order cannot be fulfilled', async () => {
    const product = await insertProduct(t.app.db, { stock: 5 });
    const { orderId } = await placeOrder(t.app, noor.token, [{ productId: product.id, quantity: 3 }]);
    expect(await stockOf(product.id)).toBe(2);
    const fulfil = await asAdmin(t.app, admin, 'PUT', `/admin/orders/${orderId}/fulfill`);
    expect(fulfil.statusCode).toBe(409);
    expect(fulfil.json().message).toBe('An order that is pending cannot be marked fulfilled');
    const cancelled = await setStatus(orderId, 'cancelled');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.order.timeline.cancelledAt).toEqual(expect.any(String));
    expect(await stockOf(product.id)).toBe(5);
    expect((await setStatus(orderId, 'cancelled')).statusCode).toBe(409);
    expect(await stockOf(product.id)).toBe(5);
  });

  it('refuses a refunded order’s fulfilment and bad bodies', async () => {
    const refunded = await insertOrder(t.app.db, { customerId: null, status: 'shipped', paymentStatus: 'refunded', lines: [{ productId: null, quantity: 1, unitPrice: 100 }] });
    expect((await setStatus(refunded.id, 'delivered')).json().message).toBe('Only a paid order can be marked delivered; this one is refunded');
    for (const body of [{}, { status: 'lost' }, { status: 7 }, { status: null }]) {
      const res = await asAdmin(t.app, admin, 'PUT', `/admin/orders/${refunded.id}/status`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expectNoInternals(res.body);
    }
    expect((await setStatus(UNKNOWN_ID, 'shipped')).statusCode).toBe(404);
    expect((await asAdmin(t.app, admin, 'PUT', `/admin/orders/${UNKNOWN_ID}/fulfill`)).statusCode).toBe(404);
  });
});

describe('PUT /admin/orders/{id}/refund', () => {
  it('refunds in full once: stock back, payment refunded, unshipped order cancelled, customer emailed', async () => {
    const { orderId, orderNumber, productId } = await paidOrder(maya, 3, 10);
    expect(await stockOf(productId)).toBe(7);
    const attempts = await Promise.all(Array.from({ length: 5 }, () => asAdmin(t.app, admin, 'PUT', `/admin/orders/${orderId}/refund`)));
    const codes = attempts.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409]);
    const done = attempts.find((res) => res.statusCode === 200)!.json();
    expect(done.message).toMatch(/^Refunded £/);
    expect(done.data.order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', canRefund: false, payment: { status: 'refunded' } });
    expect(done.data.order.payment.refundedAmount).toBe(done.data.order.total);
    expect(await stockOf(productId)).toBe(10);
    const mails = await t.app.db.select().from(emails).where(eq(emails.kind, 'order-refunded'));
    expect(mails.filter((mail) => mail.subject.includes(`#${orderNumber}`))).toHaveLength(1);
    expect((await asAdmin(t.app, admin, 'PUT', `/admin/orders/${orderId}/refund`)).json().message).toBe('Only a paid order can be refunded');
    expect((await callWith(t.app, maya.token, 'GET', `/user/orders/${orderId}`)).json().data.order.timeline.refundedAt).toEqual(expect.any(String));
  });

  it('keeps a shipped order shipped and still returns its stock', async () => {
    const { orderId, productId } = await paidOrder(maya, 1, 4);
    await asAdmin(t.app, admin, 'PUT', `/admin/orders/${orderId}/fulfill`);
    await setStatus(orderId, 'shipped');
    const res = await asAdmin(t.app, admin, 'PUT', `/admin/orders/${orderId}/refund`);
    expect(res.json().data.order).toMatchObject({ status: 'shipped', paymentStatus: 'refunded' });
    expect(await stockOf(productId)).toBe(4);
  });

  it('changes nothing when the provider fails, and the order can be refunded afterwards', async () => {
    const { orderId, productId } = await paidOrder(maya, 1, 4);
    const realRefund = t.app.payments.refund;
    t.app.payments.refund = async () => {
      throw new HttpError(502, 'The payment provider could not be reached. Please try again.');
    };
    try {
      const failed = await asAdmin(t.app, admin, 'PUT', `/admin/orders/${orderId}/refund`);
      expect(failed.statusCode).toBe(502);
      expect(await orderRow(orderId)).toMatchObject({ paymentStatus: 'paid', status: 'unfulfilled', pendingOperation: null });
      expect(await stockOf(productId)).toBe(3);
    } finally {
      t.app.payments.refund = realRefund;
    }
    expect((await asAdmin(t.app, admin, 'PUT', `/admin/orders/${orderId}/refund`)).statusCode).toBe(200);
  });

  it('refuses unpaid, busy and unknown orders', async () => {
    const unpaid = await insertOrder(t.app.db, { customerId: null, status: 'pending', paymentStatus: 'pending', lines: [{ productId: null, quantity: 1, unitPrice: 100 }] });
    expect((await asAdmin(t.app, admin, 'PUT', `/admin/orders/${unpaid.id}/refund`)).statusCode).toBe(409);
    const { orderId } = await paidOrder(maya);
    await t.app.db.update(orders).set({ pendingOperation: 'refund', pendingSince: new Date() }).where(eq(orders.id, orderId));
    const busy = await asAdmin(t.app, admin, 'PUT', `/admin/orders/${orderId}/refund`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toMatch(/being updated right now/);
    expect((await asAdmin(t.app, admin, 'PUT', `/admin/orders/${orderId}/fulfill`)).statusCode).toBe(409);
    expect((await asAdmin(t.app, admin, 'GET', `/admin/orders/${orderId}`)).json().data.order).toMatchObject({ busy: true, nextStatuses: [], canRefund: false });
    expect((await asAdmin(t.app, admin, 'PUT', `/admin/orders/${UNKNOWN_ID}/refund`)).statusCode).toBe(404);
  });
});

describe('who may call', () => {
  it('refuses visitors and customers on every orders route', async () => {
    const { orderId } = await paidOrder(noor);
    for (const route of [
      { method: 'GET', url: '/admin/orders' },
      { method: 'GET', url: `/admin/orders/${orderId}` },
      { method: 'PUT', url: `/admin/orders/${orderId}/status`, payload: { status: 'fulfilled' } },
      { method: 'PUT', url: `/admin/orders/${orderId}/fulfill` },
      { method: 'PUT', url: `/admin/orders/${orderId}/refund` },
    ] as const) {
      await expectAdminOnly(t.app, route, noor.token);
    }
    expect(await orderRow(orderId)).toMatchObject({ status: 'unfulfilled', paymentStatus: 'paid' });
  });
});
