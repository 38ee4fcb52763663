/**
 * Partial refunds (docs/decisions/0232-partial-refunds.md): chosen lines and units priced by their
 * share of what was paid, an amount, then what remains; restock per line exactly once; an
 * over-refund refused and nothing changed; two refunds at once never returning more than was paid
 * (the provider gets exactly the refunds recorded); a retried request with the same
 * Idempotency-Key refunding once; a refund whose process died finished by the recovery job under
 * its own key; and the reports counting refunds by their pence.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, emails, orders, payments, products, refunds } from '../../server/db/schema';
import { HttpError } from '../../server/lib/http-errors';
import type { RefundRequest } from '../../server/modules/payments/provider';
import { createAdmin, callWith, registerCustomer, type TestCustomer } from './support/accounts';
import { asAdmin } from './support/admin';
import { useTestApp } from './support/app';
import { payWithCard, placeOrder } from './support/checkout';
import { insertProduct } from './support/fixtures';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
let admin: string;
let maya: TestCustomer;

beforeAll(async () => {
  admin = (await createAdmin(t.app)).token;
  maya = await registerCustomer(t.app, { firstName: 'Maya', lastName: 'Thistlewood', email: 'maya.refunds@example.com' });
});

/**
 * A paid order of 2 × Aloe Balm at £25 and 1 × Birch Soap at £10: subtotal £60, tax £5.10 (8.5%),
 * shipping £20, total £85.10. Shares of the total by value, lines by name: the balm's 5000/6000 of
 * 8510 is 7091.67, so 7092 (3546 a unit); the soap's is the rest, 1418.
 */
async function paidOrder() {
  const balm = await insertProduct(t.app.db, { name: 'Aloe Balm', price: 2500, stock: 10 });
  const soap = await insertProduct(t.app.db, { name: 'Birch Soap', price: 1000, stock: 10 });
  const { orderId } = await placeOrder(t.app, maya.token, [
    { productId: balm.id, quantity: 2 },
    { productId: soap.id, quantity: 1 },
  ]);
  expect((await payWithCard(t.app, maya.token, orderId)).status).toBe('succeeded');
  const detail = (await asAdmin(t.app, admin, 'GET', `/admin/orders/${orderId}`)).json().data.order;
  expect(detail.total).toBe(8510);
  const lineOf = (name: string) => detail.lines.find((line: { name: string }) => line.name === name).id as string;
  return { orderId, balm: { productId: balm.id, lineId: lineOf('Aloe Balm') }, soap: { productId: soap.id, lineId: lineOf('Birch Soap') } };
}

const stockOf = async (productId: string) => (await t.app.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]!.stock;
const paymentOf = async (orderId: string) => (await t.app.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!;
const refundRows = (orderId: string) => t.app.db.select().from(refunds).where(eq(refunds.orderId, orderId));
const refundPart = (orderId: string, body: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/orders/${orderId}/refunds`,
    headers: { authorization: `Bearer ${admin}`, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });

/** Counts the provider's refunds while `run` runs, optionally holding each call a moment so requests overlap. */
async function countingRefunds<T>(run: (calls: RefundRequest[]) => Promise<T>, holdMs = 0): Promise<T> {
  const real = t.app.payments.refund;
  const calls: RefundRequest[] = [];
  t.app.payments.refund = async (request) => {
    calls.push(request);
    if (holdMs) await new Promise((resolve) => setTimeout(resolve, holdMs));
    return real(request);
  };
  try {
    return await run(calls);
  } finally {
    t.app.payments.refund = real;
  }
}

describe('units refunded without going back on the shelf', () => {
  it('stay off the shelf when the customer then cancels the rest of the order', async () => {
    const { orderId, balm, soap } = await paidOrder();
    expect(await stockOf(balm.productId)).toBe(8);
    // One balm arrived damaged in the warehouse: refunded, not restocked.
    const part = await refundPart(orderId, { lines: [{ lineId: balm.lineId, quantity: 1, restock: false }] });
    expect(part.statusCode, part.body).toBe(201);
    expect(await stockOf(balm.productId)).toBe(8);
    // The orders list carries what was given back, so its row can read "partially refunded".
    const listed = (await asAdmin(t.app, admin, 'GET', '/admin/orders?limit=100')).json().data.orders as Array<{ id: string; paymentStatus: string; refundedAmount: number }>;
    expect(listed.find((order) => order.id === orderId)).toMatchObject({ paymentStatus: 'paid', refundedAmount: 3546 });
    // The customer calls the rest off: the other balm and the soap come back; the damaged one does not.
    const cancelled = await callWith(t.app, maya.token, 'PUT', `/user/orders/${orderId}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stockOf(balm.productId)).toBe(9);
    expect(await stockOf(soap.productId)).toBe(10);
    expect((await paymentOf(orderId)).refundedAmount).toBe(8510);
  });
});

describe('POST /admin/orders/{id}/refunds', () => {
  it('refunds chosen units at their share, an amount, then what remains; each unit restocked once', async () => {
    const { orderId, balm, soap } = await paidOrder();
    expect(await stockOf(balm.productId)).toBe(8);

    const first = await refundPart(orderId, { lines: [{ lineId: balm.lineId, quantity: 1, restock: true }, { lineId: soap.lineId, quantity: 0, restock: true }], note: 'Arrived cracked' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().message).toBe('Refunded £35.46');
    const order = first.json().data.order;
    expect(order).toMatchObject({ paymentStatus: 'paid', status: 'unfulfilled', refundedAmount: 3546, refundable: 8510 - 3546, canRefund: true });
    expect(order.refunds).toEqual([
      {
        id: expect.any(String),
        amount: 3546,
        refundedAt: expect.any(String),
        lines: [{ orderLineId: balm.lineId, name: 'Aloe Balm', quantity: 1, amount: 3546, restock: true }],
        note: 'Arrived cracked',
        by: expect.any(String),
      },
    ]);
    expect(order.lines.find((line: { id: string }) => line.id === balm.lineId)).toMatchObject({ refundedQuantity: 1, restockedQuantity: 1 });
    expect(await stockOf(balm.productId)).toBe(9);

    // More units than are left of the line, or more money than is left: refused, nothing changed.
    const tooMany = await refundPart(orderId, { lines: [{ lineId: balm.lineId, quantity: 2, restock: false }] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Only 1 of that line is left to refund');
    const tooMuch = await refundPart(orderId, { amount: 4965 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe('Only £49.64 is left to refund on this order');
    expect((await paymentOf(orderId)).refundedAmount).toBe(3546);

    const amount = await refundPart(orderId, { amount: 1000 });
    expect(amount.statusCode).toBe(201);
    expect(amount.json().data.order).toMatchObject({ paymentStatus: 'paid', refundedAmount: 4546, refundable: 3964 });

    // What remains: every unit not refunded, every penny left; restocked only where not restocked yet.
    const rest = await asAdmin(t.app, admin, 'PUT', `/admin/orders/${orderId}/refund`, { restock: true });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().message).toBe('Refunded £39.64; the items are back in stock');
    expect(rest.json().data.order).toMatchObject({ paymentStatus: 'refunded', status: 'cancelled', refundedAmount: 8510, refundable: 0, canRefund: false });
    expect(rest.json().data.order.refunds.map((refund: { amount: number }) => refund.amount)).toEqual([3546, 1000, 3964]);
    expect(await stockOf(balm.productId)).toBe(10);
    expect(await stockOf(soap.productId)).toBe(10);
    expect(await paymentOf(orderId)).toMatchObject({ status: 'refunded', refundedAmount: 8510 });

    // The customer was told each time, with the amount; and sees each refund on the order.
    const mails = await t.app.db.select().from(emails).where(and(eq(emails.kind, 'order-refunded'), eq(emails.to, 'maya.refunds@example.com')));
    expect(mails.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([expect.stringContaining('£35.46'), expect.stringContaining('£10.00'), expect.stringMatching(/has been refunded$/)]),
    );
    const mine = (await callWith(t.app, maya.token, 'GET', `/user/orders/${orderId}`)).json().data.order;
    expect(mine.refundedAmount).toBe(8510);
    expect(mine.refunds[0]).toEqual({ id: expect.any(String), amount: 3546, refundedAt: expect.any(String), lines: [{ orderLineId: balm.lineId, name: 'Aloe Balm', quantity: 1, amount: 3546 }] });
    expect(mine.refunds[0].note).toBeUndefined();

    const trail = await t.app.db.select().from(auditEntries).where(and(eq(auditEntries.recordId, orderId), eq(auditEntries.action, 'order.refund')));
    expect(trail).toHaveLength(3);
    expect(trail.map((entry) => entry.changes.refundAmount!.after).sort()).toEqual([1000, 3546, 3964]);
  });

  it('does not restock a shipped order’s units unless asked, and never twice', async () => {
    const { orderId, balm } = await paidOrder();
    await asAdmin(t.app, admin, 'PUT', `/admin/orders/${orderId}/fulfill`);
    await asAdmin(t.app, admin, 'PUT', `/admin/orders/${orderId}/status`, { status: 'shipped' });
    expect((await refundPart(orderId, { lines: [{ lineId: balm.lineId, quantity: 1, restock: false }] })).statusCode).toBe(201);
    expect(await stockOf(balm.productId)).toBe(8);
    expect((await refundPart(orderId, { lines: [{ lineId: balm.lineId, quantity: 1, restock: true }] })).statusCode).toBe(201);
    expect(await stockOf(balm.productId)).toBe(9);
    // Everything left, restocked: the balm's units are refunded already, so only the soap comes back.
    const rest = await asAdmin(t.app, admin, 'PUT', `/admin/orders/${orderId}/refund`, { restock: true });
    expect(rest.json().data.order).toMatchObject({ status: 'shipped', paymentStatus: 'refunded' });
    expect(await stockOf(balm.productId)).toBe(9);
  });

  it('refuses bodies that are not one refund, naming what is wrong', async () => {
    const { orderId, balm } = await paidOrder();
    const cases: Array<[object, RegExp]> = [
      [{}, /lines to refund or an amount/],
      [{ amount: 100, lines: [{ lineId: balm.lineId, quantity: 1, restock: false }] }, /lines to refund or an amount, not both/],
      [{ lines: [{ lineId: balm.lineId, quantity: 0, restock: false }] }, /at least one unit/],
      [{ lines: [{ lineId: '00000000-0000-4000-8000-000000000000', quantity: 1, restock: false }] }, /not part of this order/],
      [{ lines: [{ lineId: balm.lineId, quantity: -1, restock: false }] }, /quantity/],
      [{ amount: 0 }, /amount must be at least 1p/],
      [{ amount: 12.5 }, /whole number of pence/],
      [{ amount: 100, note: 'x'.repeat(501) }, /note must be at most 500/],
    ];
    for (const [body, message] of cases) {
      const res = await refundPart(orderId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toMatch(message);
    }
    const badKey = await refundPart(orderId, { amount: 100 }, 'no spaces allowed');
    expect(badKey.statusCode).toBe(400);
    expect(await refundRows(orderId)).toHaveLength(0);
    expect((await paymentOf(orderId)).refundedAmount).toBe(0);
  });

  it('lets only one of two refunds at once through when together they exceed what was paid', async () => {
    const { orderId } = await paidOrder();
    const [codes, calls] = await countingRefunds(async (calls) => {
      const answers = await Promise.all([refundPart(orderId, { amount: 5000 }), refundPart(orderId, { amount: 5000 })]);
      return [answers.map((res) => res.statusCode).sort(), calls] as const;
    }, 50);
    expect(codes).toEqual([201, 409]);
    const rows = await refundRows(orderId);
    expect(rows.filter((row) => row.status === 'succeeded')).toHaveLength(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ amount: 5000, idempotencyKey: `verdant-refund-${rows[0]!.id}` });
    expect((await paymentOf(orderId)).refundedAmount).toBe(5000);
    // The next one sees what is left.
    const after = await refundPart(orderId, { amount: 5000 });
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe('Only £35.10 is left to refund on this order');
    // And the database itself refuses more back than was paid, whoever writes.
    await expect(t.app.db.update(payments).set({ refundedAmount: 8511 }).where(eq(payments.orderId, orderId))).rejects.toThrow();
  });

  it('answers a retried request with the same Idempotency-Key with the refund it made, once', async () => {
    const { orderId, soap } = await paidOrder();
    const body = { lines: [{ lineId: soap.lineId, quantity: 1, restock: true }] };
    const calls = await countingRefunds(async (calls) => {
      const first = await refundPart(orderId, body, 'retry-key-0001');
      expect(first.statusCode).toBe(201);
      const again = await refundPart(orderId, body, 'retry-key-0001');
      expect(again.statusCode).toBe(200);
      expect(again.json().message).toBe('Already refunded £14.18');
      // At once, with a fresh key: one makes it, the other finds it made or the order busy.
      const pair = await Promise.all([refundPart(orderId, { amount: 100 }, 'retry-key-0002'), refundPart(orderId, { amount: 100 }, 'retry-key-0002')]);
      expect(pair.map((res) => res.statusCode).filter((code) => code === 201)).toHaveLength(1);
      expect(pair.every((res) => [200, 201, 409].includes(res.statusCode))).toBe(true);
      return calls;
    }, 30);
    expect(calls).toHaveLength(2);
    expect((await refundRows(orderId)).map((row) => row.amount).sort()).toEqual([100, 1418]);
    expect((await paymentOf(orderId)).refundedAmount).toBe(1518);
    expect(await stockOf(soap.productId)).toBe(10);
  });

  it('changes nothing but a failed row when the provider refuses', async () => {
    const { orderId, balm } = await paidOrder();
    const real = t.app.payments.refund;
    t.app.payments.refund = async () => {
      throw new HttpError(502, 'The payment provider could not be reached');
    };
    try {
      expect((await refundPart(orderId, { lines: [{ lineId: balm.lineId, quantity: 1, restock: true }] })).statusCode).toBe(502);
    } finally {
      t.app.payments.refund = real;
    }
    expect(await refundRows(orderId)).toMatchObject([{ status: 'failed', failure: 'The payment provider could not be reached' }]);
    expect((await t.app.db.select().from(orders).where(eq(orders.id, orderId)))[0]).toMatchObject({ pendingOperation: null, paymentStatus: 'paid' });
    expect(await stockOf(balm.productId)).toBe(8);
    expect((await refundPart(orderId, { lines: [{ lineId: balm.lineId, quantity: 1, restock: true }] })).statusCode).toBe(201);
  });

  it('finishes a refund whose process died after the provider call, under the same key, once', async () => {
    const { orderId, balm } = await paidOrder();
    const payment = await paymentOf(orderId);
    // The intent committed (row and mark), the provider refunded, then the process died.
    const [row] = await t.app.db
      .insert(refunds)
      .values({ orderId, amount: 3546, lines: [{ orderLineId: balm.lineId, name: 'Aloe Balm', quantity: 1, restock: true, amount: 3546 }] })
      .returning();
    await t.app.db.update(orders).set({ pendingOperation: 'admin_partial_refund', pendingSince: new Date(Date.now() - 10 * 60_000) }).where(eq(orders.id, orderId));
    const made = await t.app.payments.refund({ paymentIntentId: payment.providerPaymentId, orderId, amount: 3546, idempotencyKey: `verdant-refund-${row!.id}` });

    const calls = await countingRefunds(async (calls) => {
      t.app.jobs.kick('order-operations');
      await t.app.jobs.idle();
      return calls;
    });
    expect(calls).toEqual([expect.objectContaining({ amount: 3546, idempotencyKey: `verdant-refund-${row!.id}` })]);
    expect(await refundRows(orderId)).toMatchObject([{ status: 'succeeded', providerRefundId: made.id }]);
    expect(await paymentOf(orderId)).toMatchObject({ status: 'succeeded', refundedAmount: 3546 });
    expect((await t.app.db.select().from(orders).where(eq(orders.id, orderId)))[0]).toMatchObject({ pendingOperation: null, paymentStatus: 'paid', status: 'unfulfilled' });
    expect(await stockOf(balm.productId)).toBe(9);
    // Run again: nothing is pending, nothing more is refunded or restocked.
    t.app.jobs.kick('order-operations');
    await t.app.jobs.idle();
    expect((await paymentOf(orderId)).refundedAmount).toBe(3546);
    expect(await stockOf(balm.productId)).toBe(9);
  });
});

describe('reports', () => {
  const today = new Date().toISOString().slice(0, 10);
  const sales = async () => (await asAdmin(t.app, admin, 'GET', `/admin/reports/sales?from=${today}&to=${today}`)).json().data;
  const dashboardRevenue = async () => (await asAdmin(t.app, admin, 'GET', '/admin/dashboard/overview')).json().data.revenue.today;
  const csvRow = async () => (await asAdmin(t.app, admin, 'GET', `/admin/reports/sales/export?from=${today}&to=${today}`)).body.trim().split('\r\n');

  it('count refunds by their pence and take partial ones off the revenue', async () => {
    const { orderId, balm } = await paidOrder();
    const before = await sales();
    const revenueBefore = await dashboardRevenue();

    await refundPart(orderId, { lines: [{ lineId: balm.lineId, quantity: 1, restock: false }] });
    const partly = await sales();
    expect(partly.refunds).toEqual({ count: before.refunds.count + 1, amount: before.refunds.amount + 3546 });
    expect(partly.totals).toMatchObject({ orders: before.totals.orders, revenue: before.totals.revenue - 3546 });
    expect(partly.buckets[0]).toMatchObject({ refunds: before.refunds.count + 1, refunded: before.refunds.amount + 3546 });
    expect(await dashboardRevenue()).toBe(revenueBefore - 3546);
    const [header, row] = await csvRow();
    expect(header).toContain('refunds,refunded (GBP)');
    expect(row).toMatch(new RegExp(`,${before.refunds.count + 1},${((before.refunds.amount + 3546) / 100).toFixed(2)}$`));

    // The rest: the order leaves the sales, and the refunds hold every penny it paid.
    await asAdmin(t.app, admin, 'PUT', `/admin/orders/${orderId}/refund`, { restock: false });
    const whole = await sales();
    expect(whole.refunds).toEqual({ count: before.refunds.count + 2, amount: before.refunds.amount + 8510 });
    expect(whole.totals).toMatchObject({ orders: before.totals.orders - 1, revenue: before.totals.revenue - 8510 });
    expect(await dashboardRevenue()).toBe(revenueBefore - 8510);
  });
});
