/**
 * Bulk actions on the orders and products lists (docs/decisions/0230-bulk-actions.md): each row is
 * applied on its own and reported row by row, a refused row (with the one-row action's sentence)
 * never stops or undoes the others, "every row that matches" is exactly the list's filter, each
 * row done has its one audit entry, a single move racing a bulk move applies once, and the cap and
 * bad input answer 400 having changed nothing. Runs on both databases.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BULK_MAX_ROWS } from '#contracts/admin-bulk';
import { auditEntries, emails, orders, products } from '../../server/db/schema';
import { createAdmin, insertOrder, registerCustomer, TEST_ADDRESS, type TestCustomer } from './support/accounts';
import { asAdmin, expectAdminOnly, UNKNOWN_ID } from './support/admin';
import { useTestApp } from './support/app';
import { insertProduct } from './support/fixtures';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
let admin: string;
let customer: TestCustomer;

beforeAll(async () => {
  admin = (await createAdmin(t.app)).token;
  customer = await registerCustomer(t.app, { firstName: 'Wren', lastName: 'Hollis', email: 'wren@example.com' });
});

/** An order of one line, paid and unfulfilled unless said, placed with `email` (the list's search finds it by that). */
const order = (email: string, status = 'unfulfilled', paymentStatus = 'paid') =>
  insertOrder(t.app.db, { customerId: customer.user.id, email, status, paymentStatus, lines: [{ productId: null, quantity: 1, unitPrice: 1800 }] });

const statusesOf = async (ids: string[]) =>
  Object.fromEntries((await t.app.db.select({ id: orders.id, status: orders.status }).from(orders).where(inArray(orders.id, ids))).map((row) => [row.id, row.status]));

const entriesFor = async (recordIds: string[]) =>
  t.app.db.select().from(auditEntries).where(inArray(auditEntries.recordId, recordIds));

const bulkOrders = (body: object) => asAdmin(t.app, admin, 'POST', '/admin/orders/bulk', body);
const bulkProducts = (body: object) => asAdmin(t.app, admin, 'POST', '/admin/products/bulk', body);

describe('POST /admin/orders/bulk', () => {
  it('fulfils the paid orders it can and reports the refused ones with the single move’s reason', async () => {
    const paid = [await order('bulk-one@example.com'), await order('bulk-one@example.com'), await order('bulk-one@example.com')];
    const unpaid = await order('bulk-one@example.com', 'pending', 'pending');
    const ids = [paid[0]!.id, unpaid.id, paid[1]!.id, UNKNOWN_ID, paid[2]!.id];

    const res = await bulkOrders({ action: 'fulfil', ids });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.message).toBe('Fulfilled 3 orders; 2 refused');
    expect(answer.data).toMatchObject({ done: 3, refused: 2 });
    expect(answer.data.results).toEqual(
      expect.arrayContaining([
        { id: paid[0]!.id, label: `#${paid[0]!.number}`, outcome: 'done' },
        { id: unpaid.id, label: `#${unpaid.number}`, outcome: 'refused', reason: 'An order that is pending cannot be marked fulfilled' },
        { id: UNKNOWN_ID, label: UNKNOWN_ID, outcome: 'refused', reason: 'Order not found' },
      ]),
    );
    expect(answer.data.results).toHaveLength(5);

    // The refused order did not roll the others back, nor was it touched.
    expect(await statusesOf(ids)).toEqual({ [paid[0]!.id]: 'fulfilled', [paid[1]!.id]: 'fulfilled', [paid[2]!.id]: 'fulfilled', [unpaid.id]: 'pending' });
    // The single move's own refusal, word for word.
    const single = await asAdmin(t.app, admin, 'PUT', `/admin/orders/${unpaid.id}/fulfill`);
    expect(single.json().message).toBe('An order that is pending cannot be marked fulfilled');

    // One audit entry per order moved, none for the refused one.
    const entries = await entriesFor(ids);
    expect(entries.map((entry) => entry.recordId).sort()).toEqual(paid.map((row) => row.id).sort());
    for (const entry of entries) expect(entry).toMatchObject({ action: 'order.status', changes: { status: { before: 'unfulfilled', after: 'fulfilled' } } });
  });

  it('reports an order the move needs paid for in the single move’s words', async () => {
    const failed = await order('bulk-failed@example.com', 'unfulfilled', 'failed');
    const res = await bulkOrders({ action: 'fulfil', ids: [failed.id] });
    expect(res.json().data.results).toEqual([
      { id: failed.id, label: `#${failed.number}`, outcome: 'refused', reason: 'Only a paid order can be marked fulfilled; this one is failed' },
    ]);
  });

  it('acts on every order the list’s filter matches, and on no other', async () => {
    const matching = [await order('bulk-filter@example.com'), await order('bulk-filter@example.com')];
    const otherStatus = await order('bulk-filter@example.com', 'fulfilled');
    const otherCustomer = await order('bulk-elsewhere@example.com');
    const filter = { search: 'bulk-filter', status: 'unfulfilled' };

    const listed = (await asAdmin(t.app, admin, 'GET', '/admin/orders?search=bulk-filter&status=unfulfilled')).json().data.orders.map((o: { id: string }) => o.id);
    const res = await bulkOrders({ action: 'fulfil', filter });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.results.map((row: { id: string }) => row.id)).toEqual(listed);
    expect(res.json().data).toMatchObject({ done: 2, refused: 0 });
    expect(await statusesOf([...matching.map((row) => row.id), otherStatus.id, otherCustomer.id])).toEqual({
      [matching[0]!.id]: 'fulfilled',
      [matching[1]!.id]: 'fulfilled',
      [otherStatus.id]: 'fulfilled',
      [otherCustomer.id]: 'unfulfilled',
    });
    // The same filter again matches nothing now: an empty report, not an error.
    expect((await bulkOrders({ action: 'fulfil', filter })).json().data).toEqual({ results: [], done: 0, refused: 0 });
  });

  it('marks fulfilled orders shipped, each emailing its customer once', async () => {
    const ready = [await order('bulk-ship@example.com', 'fulfilled'), await order('bulk-ship@example.com', 'fulfilled')];
    const notPacked = await order('bulk-ship@example.com');
    const res = await bulkOrders({ action: 'ship', ids: [...ready.map((row) => row.id), notPacked.id] });
    expect(res.json().message).toBe('Marked shipped 2 orders; 1 refused');
    expect(res.json().data.results.find((row: { id: string }) => row.id === notPacked.id).reason).toBe('An order that is unfulfilled cannot be marked shipped');
    const sent = await t.app.db.select({ id: emails.id }).from(emails).where(and(eq(emails.to, 'bulk-ship@example.com'), eq(emails.kind, 'order-shipped')));
    expect(sent).toHaveLength(2);
  });

  it('applies once when a single move and a bulk move of the same order race', async () => {
    for (let round = 0; round < 3; round += 1) {
      const raced = await order('bulk-race@example.com');
      const [single, bulk] = await Promise.all([asAdmin(t.app, admin, 'PUT', `/admin/orders/${raced.id}/fulfill`), bulkOrders({ action: 'fulfil', ids: [raced.id] })]);
      const singleDone = single.statusCode === 200;
      const bulkDone = bulk.json().data.done === 1;
      expect(singleDone !== bulkDone, `round ${round}: exactly one of the two moved it`).toBe(true);
      if (!singleDone) expect(single.json().message).toBe('This order is already fulfilled');
      else expect(bulk.json().data.results[0].reason).toBe('This order is already fulfilled');
      expect(await entriesFor([raced.id])).toHaveLength(1);
    }
  });

  it('refuses a filter matching more than the cap, and bad bodies, changing nothing', async () => {
    const before = (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(auditEntries))[0]!.n;
    await t.app.db.execute(sql`insert into orders (email, status, payment_status, subtotal, shipping, tax, total, shipping_address, billing_address)
      select 'bulk-cap@example.com', 'unfulfilled', 'paid', 1000, 0, 0, 1000, ${JSON.stringify(TEST_ADDRESS)}::jsonb, ${JSON.stringify(TEST_ADDRESS)}::jsonb
      from generate_series(1, ${BULK_MAX_ROWS + 1})`);
    const capped = await bulkOrders({ action: 'fulfil', filter: { search: 'bulk-cap@' } });
    expect(capped.statusCode).toBe(400);
    expect(capped.json().message).toBe('This filter matches more than 500 orders; a bulk action takes at most 500 at a time, so narrow the filter');
    const stillUnfulfilled = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(orders).where(and(eq(orders.email, 'bulk-cap@example.com'), eq(orders.status, 'unfulfilled')));
    expect(stillUnfulfilled[0]!.n).toBe(BULK_MAX_ROWS + 1);

    const someOrder = await order('bulk-bad@example.com');
    const tooMany = Array.from({ length: BULK_MAX_ROWS + 1 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const bad: Array<[object, RegExp]> = [
      [{ action: 'fulfil', ids: tooMany }, /at most 500 rows/],
      [{ action: 'fulfil' }, /either ids or filter/],
      [{ action: 'fulfil', ids: [someOrder.id], filter: {} }, /either ids or filter/],
      [{ action: 'deliver', ids: [someOrder.id] }, /action must be one of fulfil, ship/],
      [{ action: 'fulfil', ids: ['1042'] }, /valid ids/],
      [{ action: 'fulfil', ids: [] }, /at least one/],
      [{ action: 'fulfil', filter: { status: 'lost' } }, /status must be one of/],
    ];
    for (const [body, message] of bad) {
      const res = await bulkOrders(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await statusesOf([someOrder.id]))[someOrder.id]).toBe('unfulfilled');
    expect((await t.app.db.select({ n: sql<number>`count(*)::int` }).from(auditEntries))[0]!.n).toBe(before);
  });

  it('is for admins only', async () => {
    await expectAdminOnly(t.app, { method: 'POST', url: '/admin/orders/bulk', payload: { action: 'fulfil', ids: [UNKNOWN_ID] } }, customer.token);
  });
});

describe('POST /admin/products/bulk', () => {
  it('sets the stock of each product, reports one already at that level, and the shop shows the new stock', async () => {
    const [low, empty, already] = [await insertProduct(t.app.db, { stock: 2 }), await insertProduct(t.app.db, { stock: 0 }), await insertProduct(t.app.db, { stock: 25 })];
    // The storefront's answer is cached; the bulk change must reach it.
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/general/products/${low.id}` })).json().data.product.stock).toBe(2);

    const res = await bulkProducts({ action: 'set-stock', stock: 25, ids: [low.id, empty.id, already.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Set the stock to 25 for 2 products; 1 refused');
    expect(res.json().data.results).toEqual([
      { id: low.id, label: low.name, outcome: 'done' },
      { id: empty.id, label: empty.name, outcome: 'done' },
      { id: already.id, label: already.name, outcome: 'refused', reason: 'Its stock is already 25' },
    ]);
    const stocks = await t.app.db.select({ id: products.id, stock: products.stock }).from(products).where(inArray(products.id, [low.id, empty.id]));
    expect(stocks.map((row) => row.stock)).toEqual([25, 25]);
    await expect.poll(async () => (await t.app.inject({ method: 'GET', url: `/api/v1/general/products/${low.id}` })).json().data.product.stock).toBe(25);

    const entries = await entriesFor([low.id, empty.id, already.id]);
    expect(entries.map((entry) => [entry.recordId, entry.action, entry.changes])).toEqual(
      expect.arrayContaining([
        [low.id, 'product.stock', { stock: { before: 2, after: 25 } }],
        [empty.id, 'product.stock', { stock: { before: 0, after: 25 } }],
      ]),
    );
    expect(entries).toHaveLength(2);
  });

  it('archives every product the list’s filter matches, reporting one archived already', async () => {
    const tag = `Bulkarchive${Date.now().toString(36)}`;
    const active = [await insertProduct(t.app.db, { name: `${tag} Balm` }), await insertProduct(t.app.db, { name: `${tag} Oil`, status: 'draft' })];
    const archived = await insertProduct(t.app.db, { name: `${tag} Soap`, status: 'archived' });
    const outside = await insertProduct(t.app.db, { name: 'Unrelated Toner' });

    const res = await bulkProducts({ action: 'archive', filter: { search: tag, sort: 'name' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.results).toEqual([
      { id: active[0]!.id, label: `${tag} Balm`, outcome: 'done' },
      { id: active[1]!.id, label: `${tag} Oil`, outcome: 'done' },
      { id: archived.id, label: `${tag} Soap`, outcome: 'refused', reason: 'This product is already archived' },
    ]);
    const statuses = await t.app.db.select({ id: products.id, status: products.status }).from(products).where(inArray(products.id, [...active.map((p) => p.id), outside.id]));
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({ [active[0]!.id]: 'archived', [active[1]!.id]: 'archived', [outside.id]: 'active' });
    const entries = await entriesFor([...active.map((p) => p.id), archived.id]);
    expect(entries.map((entry) => entry.action)).toEqual(['product.archive', 'product.archive']);
    // An archived product leaves the shop at once.
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/general/products/${active[0]!.id}` })).statusCode).toBe(404);
  });

  it('refuses a missing or stray stock and a bad filter, changing nothing', async () => {
    const product = await insertProduct(t.app.db, { stock: 7 });
    const bad: Array<[object, RegExp]> = [
      [{ action: 'set-stock', ids: [product.id] }, /stock is given with set-stock/],
      [{ action: 'archive', stock: 3, ids: [product.id] }, /stock is given with set-stock/],
      [{ action: 'set-stock', stock: -1, ids: [product.id] }, /0 or more/],
      [{ action: 'set-stock', stock: 2.5, ids: [product.id] }, /whole number/],
      [{ action: 'set-stock', stock: 1_000_001, ids: [product.id] }, /at most 1000000/],
      [{ action: 'set-stock', stock: 3, filter: { stockStatus: 'plenty' } }, /stockStatus|stock level|must be one of/],
      [{ action: 'delete', ids: [product.id] }, /action must be one of archive, set-stock/],
    ];
    for (const [body, message] of bad) {
      const res = await bulkProducts(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const [row] = await t.app.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ stock: 7, status: 'active' });
    expect(await entriesFor([product.id])).toHaveLength(0);
  });

  it('is for admins only', async () => {
    await expectAdminOnly(t.app, { method: 'POST', url: '/admin/products/bulk', payload: { action: 'archive', ids: [UNKNOWN_ID] } }, customer.token);
  });
});
