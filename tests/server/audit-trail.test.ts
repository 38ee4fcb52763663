/**
 * The audit trail (docs/decisions/0224-audit-trail.md): admin writes leave one entry each with
 * who, when, what and the before and after of only the fields that changed (price, stock, order
 * status, refund, discount, settings, customer); refused writes and rolled-back transactions leave
 * none; GET /admin/audit filters by admin, record and action and pages; only admins read it; and
 * the database refuses to change or remove an entry.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '#contracts/admin-audit';
import { auditEntries } from '../../server/db/schema';
import { HttpError } from '../../server/lib/http-errors';
import { recordAdminChange } from '../../server/modules/audit';
import { bearer, createAdmin, registerCustomer, type TestAdmin, type TestCustomer } from './support/accounts';
import { asAdmin, expectAdminOnly } from './support/admin';
import { useTestApp } from './support/app';
import { payWithCard, placeOrder } from './support/checkout';
import { insertProduct } from './support/fixtures';
import { formBody } from './support/multipart';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
let olive: TestAdmin;
let basil: TestAdmin;
let maya: TestCustomer;

beforeAll(async () => {
  olive = await createAdmin(t.app, { name: 'Olive Admin' });
  basil = await createAdmin(t.app, { name: 'Basil Admin' });
  maya = await registerCustomer(t.app, { firstName: 'Maya', lastName: 'Thistlewood', email: 'maya.audit@example.com' });
});

async function trail(query: string, admin: TestAdmin = olive) {
  const res = await asAdmin(t.app, admin.token, 'GET', `/admin/audit${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { entries: AuditEntry[]; pagination: { page: number; limit: number; total: number; totalPages: number }; admins: { id: string; name: string }[] };
}
const entriesOf = async (recordType: string, recordId: string) => (await trail(`?recordType=${recordType}&recordId=${recordId}`)).entries;
const countAll = async () => (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(auditEntries))[0]!.n;

function editProduct(admin: TestAdmin, id: string, fields: Record<string, string>) {
  const { payload, headers } = formBody(fields);
  return t.app.inject({ method: 'PUT', url: `/api/v1/admin/products/${id}`, payload, headers: { ...headers, ...bearer(admin.token) } });
}

describe('entries for admin writes', () => {
  it('records a price change and a stock change with before and after, who and the request id', async () => {
    const product = await insertProduct(t.app.db, { name: 'Audit Oat Balm', price: 1800, stock: 7 });
    const priced = await editProduct(olive, product.id, { price: '2150' });
    expect(priced.statusCode, priced.body).toBe(200);
    expect((await editProduct(basil, product.id, { stock: '12' })).statusCode).toBe(200);
    const [stock, price] = await entriesOf('product', product.id);
    expect(price).toMatchObject({
      action: 'product.price',
      admin: { id: olive.id, name: 'Olive Admin', email: olive.email },
      record: { type: 'product', id: product.id, label: 'Audit Oat Balm' },
      changes: { price: { before: 1800, after: 2150 } },
      requestId: priced.headers['x-request-id'],
    });
    expect(Object.keys(price!.changes)).toEqual(['price']);
    expect(stock).toMatchObject({ action: 'product.stock', admin: { id: basil.id }, changes: { stock: { before: 7, after: 12 } } });
    expect(Date.parse(price!.at)).toBeLessThanOrEqual(Date.parse(stock!.at));
  });

  it('records an order status change and a refund with its amount and restock choice', async () => {
    const product = await insertProduct(t.app.db, { stock: 10, price: 2500 });
    const { orderId, orderNumber } = await placeOrder(t.app, maya.token, [{ productId: product.id, quantity: 2 }]);
    expect((await payWithCard(t.app, maya.token, orderId)).status).toBe('succeeded');
    expect((await asAdmin(t.app, olive.token, 'PUT', `/admin/orders/${orderId}/status`, { status: 'fulfilled' })).statusCode).toBe(200);
    const refunded = await asAdmin(t.app, olive.token, 'PUT', `/admin/orders/${orderId}/refund`, { restock: false });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const total = refunded.json().data.order.total as number;
    const [refund, status] = await entriesOf('order', orderId);
    expect(status).toMatchObject({
      action: 'order.status',
      record: { label: `#${orderNumber}` },
      changes: { status: { before: 'unfulfilled', after: 'fulfilled' }, fulfilledAt: { before: null, after: expect.any(String) } },
    });
    expect(refund).toMatchObject({
      action: 'order.refund',
      changes: { refundAmount: { before: 0, after: total }, restock: { before: null, after: false }, paymentStatus: { before: 'paid', after: 'refunded' } },
    });
  });

  it('records a refund the provider refused as requested, then failed; nothing else', async () => {
    const product = await insertProduct(t.app.db, { stock: 10, price: 1500 });
    const { orderId } = await placeOrder(t.app, maya.token, [{ productId: product.id, quantity: 1 }]);
    expect((await payWithCard(t.app, maya.token, orderId)).status).toBe('succeeded');
    const realRefund = t.app.payments.refund;
    t.app.payments.refund = async () => {
      throw new HttpError(502, 'The payment provider could not be reached. Please try again.');
    };
    try {
      expect((await asAdmin(t.app, olive.token, 'PUT', `/admin/orders/${orderId}/refund`)).statusCode).toBe(502);
    } finally {
      t.app.payments.refund = realRefund;
    }
    const [failed, requested] = await entriesOf('order', orderId);
    expect(requested).toMatchObject({ action: 'order.refund', changes: { restock: { after: true } } });
    expect(failed).toMatchObject({ action: 'order.refund_failed', changes: { refundFailure: { after: 'The payment provider could not be reached. Please try again.' } } });
  });

  it('records a discount created, with its fields from nothing', async () => {
    const res = await asAdmin(t.app, olive.token, 'POST', '/admin/discounts', { code: 'audit15', type: 'percentage', value: 15 });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.discount.id as string;
    const [created] = await entriesOf('discount', id);
    expect(created).toMatchObject({
      action: 'discount.create',
      record: { label: 'AUDIT15' },
      changes: { code: { before: null, after: 'AUDIT15' }, type: { before: null, after: 'percentage' }, percentOff: { before: null, after: 15 } },
    });
  });

  it("records a fixed amount's value as money off, so a change of the value alone still says which", async () => {
    const res = await asAdmin(t.app, olive.token, 'POST', '/admin/discounts', { code: 'audit5off', type: 'fixed_amount', value: 500 });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.discount.id as string;
    expect((await asAdmin(t.app, olive.token, 'PUT', `/admin/discounts/${id}`, { value: 750 })).statusCode).toBe(200);
    const [updated] = await entriesOf('discount', id);
    expect(updated).toMatchObject({ action: 'discount.update', changes: { amountOff: { before: 500, after: 750 } } });
    expect(Object.keys(updated!.changes)).toEqual(['amountOff']);
  });

  it('records a settings change with only the fields that changed', async () => {
    const before = (await asAdmin(t.app, olive.token, 'GET', '/admin/settings')).json().data.settings;
    const res = await asAdmin(t.app, olive.token, 'PUT', '/admin/settings', { shippingFee: before.shippingFee + 100, contactEmail: before.contactEmail });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await entriesOf('settings', 'shop');
    expect(entry).toMatchObject({ action: 'settings.update', record: { label: 'Shop settings' } });
    expect(entry!.changes).toEqual({ shippingFee: { before: before.shippingFee, after: before.shippingFee + 100 } });
  });

  it('records a customer edit, archive and reset link, never a hash or token', async () => {
    const id = maya.user.id;
    expect((await asAdmin(t.app, olive.token, 'PUT', `/admin/customers/${id}`, { phone: '+44 7700 900123' })).statusCode).toBe(200);
    expect((await asAdmin(t.app, olive.token, 'PUT', `/admin/customers/${id}/reset-password`)).statusCode).toBe(200);
    const [reset, edit] = await entriesOf('customer', id);
    expect(edit).toMatchObject({ action: 'customer.update', record: { label: 'Maya Thistlewood' }, changes: { phone: { before: null, after: '+44 7700 900123' } } });
    expect(reset).toMatchObject({ action: 'customer.password_reset', record: { label: 'maya.audit@example.com' }, changes: { resetLink: { before: null, after: 'sent' } } });
    const other = await registerCustomer(t.app, { firstName: 'Ada', lastName: 'Fern', email: 'ada.audit@example.com' });
    expect((await asAdmin(t.app, olive.token, 'PUT', `/admin/customers/${other.user.id}/archive`)).statusCode).toBe(200);
    const [archived] = await entriesOf('customer', other.user.id);
    expect(archived).toMatchObject({ action: 'customer.archive', changes: { status: { before: 'active', after: 'archived' } } });
    const stored = JSON.stringify((await trail('?recordType=customer')).entries);
    expect(stored).not.toMatch(/passwordHash|\$argon2|tokenVersion/);
  });
});

describe('no entry without a write', () => {
  it('writes none for refused writes', async () => {
    const product = await insertProduct(t.app.db, { stock: 5, price: 900 });
    const { orderId } = await placeOrder(t.app, maya.token, [{ productId: product.id, quantity: 1 }]);
    const before = await countAll();
    // Unpaid: cannot be fulfilled or refunded; a taken code; a bad price; an unknown product.
    expect((await asAdmin(t.app, olive.token, 'PUT', `/admin/orders/${orderId}/status`, { status: 'shipped' })).statusCode).toBe(409);
    expect((await asAdmin(t.app, olive.token, 'PUT', `/admin/orders/${orderId}/refund`)).statusCode).toBe(409);
    expect((await asAdmin(t.app, olive.token, 'POST', '/admin/discounts', { code: 'AUDIT15', type: 'percentage', value: 5 })).statusCode).toBe(409);
    expect((await editProduct(olive, product.id, { price: '0' })).statusCode).toBe(400);
    expect((await editProduct(olive, '00000000-0000-4000-8000-000000000000', { price: '100' })).statusCode).toBe(404);
    expect(await countAll()).toBe(before);
  });

  it('writes none when the transaction rolls back after recording', async () => {
    const before = await countAll();
    await expect(
      t.app.store.write(async (tx) => {
        await recordAdminChange(tx, { adminId: olive.id, requestId: null }, { action: 'settings.update', record: { type: 'settings', id: 'shop', label: 'x' }, changes: {} });
        throw new Error('the write failed after its entry');
      }),
    ).rejects.toThrow('the write failed after its entry');
    expect(await countAll()).toBe(before);
  });
});

describe('GET /admin/audit', () => {
  it('filters by admin, record and action, newest first, and pages', async () => {
    const product = await insertProduct(t.app.db, { name: 'Paged Serum', price: 1000, stock: 1 });
    for (const price of [1100, 1200, 1300]) expect((await editProduct(basil, product.id, { price: String(price) })).statusCode).toBe(200);
    const first = await trail(`?recordType=product&recordId=${product.id}&limit=2`);
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    expect(first.entries.map((e) => e.changes.price!.after)).toEqual([1300, 1200]);
    const second = await trail(`?recordType=product&recordId=${product.id}&limit=2&page=2`);
    expect(second.entries.map((e) => e.changes.price!.after)).toEqual([1100]);

    const byBasil = await trail(`?adminId=${basil.id}&limit=100`);
    expect(byBasil.entries.length).toBeGreaterThanOrEqual(4);
    expect(byBasil.entries.every((e) => e.admin.id === basil.id)).toBe(true);
    const prices = await trail('?action=product.price&limit=100');
    expect(prices.entries.every((e) => e.action === 'product.price')).toBe(true);
    expect(prices.admins.map((a) => a.name)).toEqual(expect.arrayContaining(['Basil Admin', 'Olive Admin']));

    const whole = await trail('?limit=100');
    const times = whole.entries.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('refuses bad filters, visitors and customers', async () => {
    for (const query of ['?adminId=nope', '?recordType=planet', '?recordId=x', '?action=order.delete', '?limit=500']) {
      const res = await asAdmin(t.app, olive.token, 'GET', `/admin/audit${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    await expectAdminOnly(t.app, { method: 'GET', url: '/admin/audit' }, maya.token);
  });
});

describe('tamper evidence', () => {
  it('the database refuses to update, delete or truncate an entry', async () => {
    const [entry] = await t.app.db.select().from(auditEntries).limit(1);
    expect(entry).toBeDefined();
    await expect(t.app.db.update(auditEntries).set({ action: 'settings.update' }).where(eq(auditEntries.id, entry!.id))).rejects.toThrow();
    await expect(t.app.db.delete(auditEntries).where(eq(auditEntries.id, entry!.id))).rejects.toThrow();
    await expect(t.app.db.execute(sql`truncate audit_entries`)).rejects.toThrow();
    const [after] = await t.app.db.select().from(auditEntries).where(eq(auditEntries.id, entry!.id));
    expect(after).toEqual(entry);
  });

  it('no route changes or removes an entry', () => {
    const writes = t.app.apiRoutes.filter((r) => r.url.startsWith('/api/v1/admin/audit') && r.method !== 'GET');
    expect(writes).toEqual([]);
  });
});
