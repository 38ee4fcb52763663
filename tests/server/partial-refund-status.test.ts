/**
 * A paid order with part of its money given back, as the customer and the back office find it
 * (docs/decisions/0232-partial-refunds.md, docs/decisions/0260-owner-screens.md): the account's
 * orders list, its recent orders and the order itself carry the refunded pence, so the screens read
 * "partially refunded"; the back office's payment filter `partially_refunded` finds exactly the
 * paid orders with a refund, with the right total, `cancelled` the cancelled orders never paid
 * (which `pending` leaves out), the export reads the payment as the list shows it, and a filter
 * that is no status is refused (docs/decisions/0280-payment-filters-as-shown.md).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, callWith, registerCustomer, type TestCustomer } from './support/accounts';
import { asAdmin } from './support/admin';
import { useTestApp } from './support/app';
import { payWithCard, placeOrder } from './support/checkout';
import { insertProduct } from './support/fixtures';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
let admin: string;
let iris: TestCustomer;
/**
 * Iris's orders: one partly refunded, one paid and untouched, one refunded in full, one placed and
 * not paid yet, and one she cancelled before paying.
 */
const ids = { partial: '', paid: '', refunded: '', unpaid: '', cancelledUnpaid: '' };

async function paidOrderOf(quantity: number): Promise<string> {
  const oil = await insertProduct(t.app.db, { name: `Camellia Oil ${quantity}`, price: 1800, stock: 20 });
  const { orderId } = await placeOrder(t.app, iris.token, [{ productId: oil.id, quantity }]);
  expect((await payWithCard(t.app, iris.token, orderId)).status).toBe('succeeded');
  return orderId;
}

const refund = (orderId: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/orders/${orderId}/refunds`, headers: { authorization: `Bearer ${admin}` }, payload });

beforeAll(async () => {
  admin = (await createAdmin(t.app)).token;
  iris = await registerCustomer(t.app, { firstName: 'Iris', lastName: 'Fenwick', email: 'iris.partial@example.com' });
  ids.partial = await paidOrderOf(2);
  ids.paid = await paidOrderOf(1);
  ids.refunded = await paidOrderOf(3);
  expect((await refund(ids.partial, { amount: 500 })).statusCode).toBe(201);
  expect((await asAdmin(t.app, admin, 'PUT', `/admin/orders/${ids.refunded}/refund`, { restock: true })).statusCode).toBe(200);
  const balm = await insertProduct(t.app.db, { name: 'Winter Balm', price: 1200, stock: 20 });
  // Cancelled first: a checkout while an unpaid order is open would take that order up again (decision 0255).
  ids.cancelledUnpaid = (await placeOrder(t.app, iris.token, [{ productId: balm.id, quantity: 2 }])).orderId;
  expect((await callWith(t.app, iris.token, 'PUT', `/user/orders/${ids.cancelledUnpaid}/cancel`)).statusCode).toBe(200);
  ids.unpaid = (await placeOrder(t.app, iris.token, [{ productId: balm.id, quantity: 1 }])).orderId;
});

describe('the customer’s orders', () => {
  it('carry the pence refunded in the list, the recent orders and the order itself', async () => {
    const call = (method: 'GET', path: string) => callWith(t.app, iris.token, method, path);
    const listed = (await call('GET', '/user/orders')).json().data.orders as { id: string; paymentStatus: string; refundedAmount: number }[];
    const byId = new Map(listed.map((order) => [order.id, order]));
    expect(byId.get(ids.partial)).toMatchObject({ paymentStatus: 'paid', refundedAmount: 500 });
    expect(byId.get(ids.paid)).toMatchObject({ paymentStatus: 'paid', refundedAmount: 0 });
    expect(byId.get(ids.refunded)?.paymentStatus).toBe('refunded');

    const recent = (await call('GET', '/user/dashboard/recent-orders')).json().data.orders as { id: string; refundedAmount: number }[];
    expect(recent.find((order) => order.id === ids.partial)?.refundedAmount).toBe(500);

    const detail = (await call('GET', `/user/orders/${ids.partial}`)).json().data.order;
    expect(detail).toMatchObject({ paymentStatus: 'paid', refundedAmount: 500 });
  });
});

describe('the back office’s payment filter', () => {
  const listed = async (query: string) => {
    const answer = (await asAdmin(t.app, admin, 'GET', `/admin/orders?customerId=${iris.user.id}&${query}`)).json().data;
    return { ids: (answer.orders as { id: string }[]).map((order) => order.id).sort(), total: answer.pagination.total as number };
  };

  it('finds the paid orders with a refund, and only those, with their count', async () => {
    expect(await listed('paymentStatus=partially_refunded')).toEqual({ ids: [ids.partial], total: 1 });
    // "paid" keeps meaning the stored status: a partly refunded order is still paid.
    expect((await listed('paymentStatus=paid')).ids).toEqual([ids.partial, ids.paid].sort());
    expect((await listed('paymentStatus=refunded')).ids).toEqual([ids.refunded]);
  });

  it('counts them without a customer too (the kept counts know no partial refunds)', async () => {
    const everyone = (await asAdmin(t.app, admin, 'GET', '/admin/orders?paymentStatus=partially_refunded&limit=100')).json().data;
    const shown = everyone.orders as { id: string; paymentStatus: string; refundedAmount: number }[];
    expect(shown.map((order) => order.id)).toContain(ids.partial);
    for (const order of shown) expect(order.paymentStatus === 'paid' && order.refundedAmount > 0).toBe(true);
    expect(everyone.pagination.total).toBe(shown.length);
  });

  it('exports the same orders', async () => {
    const csv = await asAdmin(t.app, admin, 'GET', `/admin/orders/export?customerId=${iris.user.id}&paymentStatus=partially_refunded`);
    expect(csv.statusCode).toBe(200);
    const rows = csv.body.trim().split('\n');
    expect(rows).toHaveLength(2);
  });

  it('lists a cancelled order never paid under "cancelled", as its badge reads, and not under "pending"', async () => {
    expect(await listed('paymentStatus=pending')).toEqual({ ids: [ids.unpaid], total: 1 });
    expect(await listed('paymentStatus=cancelled')).toEqual({ ids: [ids.cancelledUnpaid], total: 1 });
    // Without a customer, the totals come from the maintained counts: they agree with the rows.
    for (const filter of ['pending', 'cancelled', 'paid', 'failed']) {
      const answer = (await asAdmin(t.app, admin, 'GET', `/admin/orders?paymentStatus=${filter}&limit=100`)).json().data;
      const rows = answer.orders as { id: string; status: string; paymentStatus: string }[];
      expect(answer.pagination.total, filter).toBe(rows.length);
      for (const row of rows) expect(filter === 'cancelled' ? row.status === 'cancelled' : row.status !== 'cancelled' || filter === 'paid', `${filter}: ${row.id}`).toBe(true);
    }
  });

  it('exports the payment as the list shows it, with the pence refunded', async () => {
    const exported = async (query: string) => {
      const [header, ...rows] = (await asAdmin(t.app, admin, 'GET', `/admin/orders/export?customerId=${iris.user.id}&${query}`)).body.trim().split('\n').map((row) => row.split(','));
      return rows.map((cells) => Object.fromEntries(header!.map((name, i) => [name, cells[i]])));
    };
    expect(await exported('paymentStatus=partially_refunded')).toEqual([expect.objectContaining({ paymentStatus: 'partially refunded', 'refunded (GBP)': '5.00' })]);
    expect(await exported('paymentStatus=cancelled')).toEqual([expect.objectContaining({ paymentStatus: 'cancelled', 'refunded (GBP)': '0.00' })]);
    expect(await exported('paymentStatus=refunded')).toEqual([expect.objectContaining({ paymentStatus: 'refunded' })]);
  });

  it('refuses a payment filter that is no status, naming the ones it takes', async () => {
    const refused = await asAdmin(t.app, admin, 'GET', '/admin/orders?paymentStatus=partly');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('partially_refunded');
  });
});
