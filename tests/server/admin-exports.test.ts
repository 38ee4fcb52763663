/**
 * The back-office lists' CSV exports (docs/decisions/0229-list-exports.md): each export holds the
 * rows its JSON list shows for the same search, filters and sort, in the same order; the orders'
 * lines file has one line per order line; money in pounds with two decimals, moments in ISO 8601;
 * formula-looking cells defused; bad parameters refused like the list refuses them; admins only;
 * one export at a time per admin; each export in the audit trail. The keyset batches underneath
 * are checked against a plain ORDER BY with batches of two rows, over nulls, ties and both
 * directions.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, campaigns, campaignSends, customers, discounts, emails, emailUnsubscribes, productVariants } from '../../server/db/schema';
import { EXPORT_BUSY, sendCsvExport } from '../../server/lib/csv-export';
import { cursorField, keysBy, keysetBatches, orderOf, type SortKey } from '../../server/lib/sort-keys';
import { createAdmin, insertOrder, registerCustomer, type TestAdmin, type TestCustomer } from './support/accounts';
import { asAdmin, expectAdminOnly } from './support/admin';
import { useTestApp } from './support/app';
import { expectNoInternals } from './support/assertions';
import { addSizes, insertProduct } from './support/fixtures';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
let admin: TestAdmin;
let maya: TestCustomer;
let hacker: TestCustomer;

/** RFC 4180 as the exports write it: quoted cells with doubled quotes, CRLF line ends. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted) {
      cell += char;
    } else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else {
      cell += char;
    }
  }
  expect(cell, 'the file ends with CRLF').toBe('');
  return rows;
}

/** The export as objects by header, after checking the answer is a CSV download. */
async function exported(path: string, token = admin.token): Promise<Array<Record<string, string>>> {
  const res = await asAdmin(t.app, token, 'GET', path);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[a-z-]+-\d{4}-\d{2}-\d{2}\.csv"$/);
  const [header, ...rows] = parseCsv(res.body);
  return rows.map((cells) => Object.fromEntries(header!.map((name, i) => [name, cells[i]!])));
}

async function listed<T>(path: string, key: string): Promise<T[]> {
  const res = await asAdmin(t.app, admin.token, 'GET', `${path}${path.includes('?') ? '&' : '?'}limit=100`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data[key];
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const POUNDS = /^-?\d+\.\d{2}$/;

beforeAll(async () => {
  admin = await createAdmin(t.app);
  maya = await registerCustomer(t.app, { firstName: 'Maya', lastName: 'Thistlewood', email: 'maya@example.com' });
  hacker = await registerCustomer(t.app, { firstName: "=cmd|' /C calc'!A0", lastName: '+Smith', email: 'hyper@example.com' });
  const serum = await insertProduct(t.app.db, { name: 'Rosehip Serum', price: 2450 });
  const balm = await insertProduct(t.app.db, { name: 'Calendula Balm', size: '50 ml', price: 1299 });
  // The guest buys the balm's second size too: two lines of one product, told apart by size and SKU (decision 0249).
  const { variants } = await addSizes(t.app.db, balm.id, [{ name: '100 ml', price: 2199, stock: 10 }]);
  const [balm50, balm100] = variants;
  const day = (n: number) => new Date(Date.UTC(2026, 2, n, 9, 30, 0, 123));
  const line = (product: { id: string; name: string; price: number }, quantity: number) => ({ productId: product.id, name: product.name, quantity, unitPrice: product.price });
  await insertOrder(t.app.db, { customerId: maya.user.id, email: 'maya@example.com', lines: [line(serum, 2), line(balm, 1)], createdAt: day(1) });
  await insertOrder(t.app.db, { customerId: maya.user.id, email: 'maya@example.com', status: 'shipped', lines: [line(balm, 3)], createdAt: day(2) });
  await insertOrder(t.app.db, { customerId: hacker.user.id, email: 'hyper@example.com', status: 'pending', paymentStatus: 'pending', lines: [line(serum, 1)], createdAt: day(3) });
  await insertOrder(t.app.db, {
    customerId: null,
    email: 'guest@example.com',
    status: 'shipped',
    lines: [line(serum, 1), { ...line(balm, 2), variantId: balm50!.id }, { productId: balm.id, variantId: balm100!.id, name: balm.name, quantity: 1, unitPrice: 2199 }],
    createdAt: day(2),
  });
  for (let n = 4; n <= 9; n++) await insertOrder(t.app.db, { customerId: maya.user.id, email: 'maya@example.com', lines: [line(balm, n)], createdAt: day(n) });
});

describe('the orders export', () => {
  it('holds the rows the list shows for the same search, filters and sort, in its order', async () => {
    for (const query of ['', '?status=shipped', '?search=maya&sortBy=total&sortOrder=asc', '?from=2026-03-02&to=2026-03-05&sortBy=number&sortOrder=asc', '?paymentStatus=pending', '?search=nobody']) {
      const list = await listed<{ number: number; email: string; total: number; createdAt: string }>(`/admin/orders${query}`, 'orders');
      const rows = await exported(`/admin/orders/export${query}`);
      expect(rows.map((row) => Number(row.order)), query).toEqual(list.map((order) => order.number));
      expect(rows.map((row) => row.email)).toEqual(list.map((order) => order.email));
      expect(rows.map((row) => row['total (GBP)'])).toEqual(list.map((order) => (order.total / 100).toFixed(2)));
      expect(rows.map((row) => row.placedAt)).toEqual(list.map((order) => order.createdAt));
    }
    expect(await exported('/admin/orders/export?status=shipped')).toHaveLength(2);
  });

  it('writes money in pounds with two decimals and moments in ISO 8601', async () => {
    const [first] = await exported('/admin/orders/export?sortBy=createdAt&sortOrder=asc');
    // Two serums at £24.50 and a balm at £12.99: £61.99, £20.00 shipping, 8.5% tax (£5.27).
    expect(first).toMatchObject({ customer: 'Maya Thistlewood', items: '3', 'subtotal (GBP)': '61.99', 'shipping (GBP)': '20.00', 'tax (GBP)': '5.27', 'total (GBP)': '87.26', 'discount (GBP)': '0.00' });
    expect(first!.placedAt).toBe('2026-03-01T09:30:00.123Z');
    expect(first!.paidAt).toMatch(ISO);
    expect(first!.shippingCountry).toBe('GB');
    for (const row of await exported('/admin/orders/export')) for (const [header, value] of Object.entries(row)) if (header.endsWith('(GBP)')) expect(value, header).toMatch(POUNDS);
  });

  it('keeps a name that looks like a formula as text', async () => {
    const [row] = await exported('/admin/orders/export?search=hyper');
    expect(row!.customer).toBe(`'=cmd|' /C calc'!A0 +Smith`);
    const [customer] = await exported('/admin/customers/export?search=hyper');
    expect(customer).toMatchObject({ firstName: `'=cmd|' /C calc'!A0`, lastName: "'+Smith" });
  });

  it('writes one line per order line with its size and SKU, the orders in the list’s order and each order’s lines by name and the shop’s order of sizes (50 ml before 100 ml)', async () => {
    const query = '?status=shipped&sortBy=number&sortOrder=desc';
    const list = await listed<{ number: number }>(`/admin/orders${query}`, 'orders');
    const lines = await exported(`/admin/orders/lines/export${query}`);
    const guest = list.find((order) => lines.some((line) => Number(line.order) === order.number && line.email === 'guest@example.com'))!.number;
    expect(lines.map((line) => [Number(line.order), line.product, line.quantity, line['unitPrice (GBP)'], line['lineTotal (GBP)']])).toEqual(
      list.flatMap((order) =>
        order.number === guest
          ? [
              [guest, 'Calendula Balm', '2', '12.99', '25.98'],
              [guest, 'Calendula Balm', '1', '21.99', '21.99'],
              [guest, 'Rosehip Serum', '1', '24.50', '24.50'],
            ]
          : [[order.number, 'Calendula Balm', '3', '12.99', '38.97']],
      ),
    );
    const guestLines = lines.filter((line) => Number(line.order) === guest);
    const [balm100, balm50] = (await t.app.db.select().from(productVariants).where(inArray(productVariants.sku, guestLines.map((line) => line.sku!)))).sort((a, b) => b.price - a.price);
    expect(guestLines.slice(0, 2).map((line) => [line.size, line.sku, line.variantId])).toEqual([
      ['50 ml', balm50!.sku, balm50!.id],
      ['100 ml', balm100!.sku, balm100!.id],
    ]);
    const all = await exported('/admin/orders/lines/export');
    const orderCount = (await exported('/admin/orders/export')).length;
    // The first order has two lines, the guest's three, every other one line.
    expect(all).toHaveLength(orderCount + 3);
  });

  it('refuses the parameters the list refuses, with the same message', async () => {
    for (const query of ['?status=lost', '?from=2026-02-31', '?from=2026-03-02&to=2026-03-01', '?sortBy=email', '?customerId=42']) {
      const list = await asAdmin(t.app, admin.token, 'GET', `/admin/orders${query}`);
      for (const path of ['/admin/orders/export', '/admin/orders/lines/export']) {
        const res = await asAdmin(t.app, admin.token, 'GET', `${path}${query}`);
        expect(res.statusCode, `${path}${query}`).toBe(400);
        expect(res.json().message).toBe(list.json().message);
        expectNoInternals(res.body);
      }
    }
  });
});

describe('the other lists’ exports', () => {
  it('customers: the list’s rows for each search, status and sort, figures in pounds', async () => {
    await t.app.db.update(customers).set({ lastLoginAt: new Date('2026-03-04T08:00:00.654321Z') }).where(eq(customers.id, maya.user.id));
    for (const query of ['', '?search=maya', '?status=active&sortBy=name&sortOrder=asc', '?sortBy=totalSpent&sortOrder=desc', '?sortBy=orderCount&sortOrder=asc', '?sortBy=lastLoginAt&sortOrder=asc']) {
      const list = await listed<{ email: string; totalSpent: number; orderCount: number; createdAt: string }>(`/admin/customers${query}`, 'customers');
      const rows = await exported(`/admin/customers/export${query}`);
      expect(rows.map((row) => row.email), query).toEqual(list.map((customer) => customer.email));
      expect(rows.map((row) => row['totalSpent (GBP)'])).toEqual(list.map((customer) => (customer.totalSpent / 100).toFixed(2)));
      expect(rows.map((row) => Number(row.orders))).toEqual(list.map((customer) => customer.orderCount));
      expect(rows.map((row) => row.joinedAt)).toEqual(list.map((customer) => customer.createdAt));
    }
    const [mayaRow] = await exported('/admin/customers/export?search=maya');
    expect(mayaRow!.lastSignInAt).toBe('2026-03-04T08:00:00.654Z');
  });

  it('products: the list’s rows for each search, filter and sort, prices in pounds', async () => {
    await insertProduct(t.app.db, { name: 'Serum Cleanser', description: 'Not a rosehip one.', category: 'body', stock: 2, status: 'draft', price: 999 });
    for (const query of ['', '?search=serum', '?search=serum&sort=price_desc', '?category=body', '?stockStatus=low%20stock', '?status=draft', '?sort=name']) {
      const list = await listed<{ id: string; price: number }>(`/admin/products${query}`, 'products');
      const rows = await exported(`/admin/products/export${query}`);
      expect(rows.map((row) => row.productId), query).toEqual(list.map((product) => product.id));
      expect(rows.map((row) => row['price (GBP)'])).toEqual(list.map((product) => (product.price / 100).toFixed(2)));
    }
    const [cleanser] = await exported('/admin/products/export?status=draft');
    expect(cleanser).toMatchObject({ name: 'Serum Cleanser', stockLevel: 'low stock', status: 'draft', 'price (GBP)': '9.99' });
    // Its sizes in one cell, in the shop's order (decision 0251).
    await addSizes(t.app.db, cleanser!.productId!, [{ name: '200 ml', price: 1899, stock: 3 }]);
    const [sized] = await exported('/admin/products/export?status=draft');
    expect(sized!.sizes).toMatch(/^50 ml \(\S+\) 9\.99 x 2; 200 ml \(TEST-SIZE-\S+\) 18\.99 x 3$/);
    expect(sized!.stock).toBe('5');
    expect(cleanser!.updatedAt).toMatch(ISO);
  });

  it('discounts: the list’s codes for each search, state and sort, the offer in its own terms', async () => {
    const code = (values: Partial<typeof discounts.$inferInsert> & { code: string; type: string }) => t.app.db.insert(discounts).values(values);
    await code({ code: 'SPRING10', type: 'percentage', value: 10, description: 'Spring' });
    await code({ code: 'FIVEOFF', type: 'fixed_amount', value: 500, minSubtotal: 2500, endsAt: new Date('2026-01-01T00:00:00Z') });
    await code({ code: 'SHIPFREE', type: 'free_shipping', status: 'disabled', restrictedToEmail: 'maya@example.com' });
    for (const query of ['', '?search=spring', '?status=expired', '?status=disabled', '?sortBy=endsAt&sortOrder=asc', '?sortBy=code&sortOrder=asc']) {
      const list = await listed<{ code: string }>(`/admin/discounts${query}`, 'discounts');
      const rows = await exported(`/admin/discounts/export${query}`);
      expect(rows.map((row) => row.code), query).toEqual(list.map((discount) => discount.code));
    }
    const byCode = Object.fromEntries((await exported('/admin/discounts/export')).map((row) => [row.code, row]));
    expect(byCode.SPRING10).toMatchObject({ percentOff: '10', 'amountOff (GBP)': '', state: 'active', endsAt: '' });
    expect(byCode.FIVEOFF).toMatchObject({ percentOff: '', 'amountOff (GBP)': '5.00', 'minSubtotal (GBP)': '25.00', state: 'expired', endsAt: '2026-01-01T00:00:00.000Z' });
    expect(byCode.SHIPFREE).toMatchObject({ state: 'disabled', restrictedToEmail: 'maya@example.com' });
  });

  it('a campaign’s recipients: each address by email with what became of its email', async () => {
    const [campaign] = await t.app.db.insert(campaigns).values({ name: 'Spring letter', subject: 'Spring', body: 'Hello', status: 'sent', recipientCount: 3 }).returning();
    const email = async (to: string, status: string) =>
      (await t.app.db.insert(emails).values({ to, subject: 'Spring', text: 'Hello', kind: 'campaign', status, sentAt: status === 'sent' ? new Date('2026-03-05T10:00:00Z') : null }).returning())[0]!.id;
    await t.app.db.insert(campaignSends).values([
      { campaignId: campaign!.id, email: 'zed@example.com', status: 'pending' },
      { campaignId: campaign!.id, email: 'maya@example.com', customerId: maya.user.id, status: 'queued', emailId: await email('maya@example.com', 'sent') },
      { campaignId: campaign!.id, email: 'bounce@example.com', status: 'queued', emailId: await email('bounce@example.com', 'failed') },
    ]);
    await t.app.db.insert(emailUnsubscribes).values({ email: 'maya@example.com', campaignId: campaign!.id });
    const rows = await exported(`/admin/campaigns/${campaign!.id}/recipients/export`);
    expect(rows).toEqual([
      { email: 'bounce@example.com', firstName: '', lastName: '', delivery: 'failed', deliveredAt: '', unsubscribed: 'no', customerId: '' },
      { email: 'maya@example.com', firstName: 'Maya', lastName: 'Thistlewood', delivery: 'delivered', deliveredAt: '2026-03-05T10:00:00.000Z', unsubscribed: 'yes', customerId: maya.user.id },
      { email: 'zed@example.com', firstName: '', lastName: '', delivery: 'waiting', deliveredAt: '', unsubscribed: 'no', customerId: '' },
    ]);
    const unknown = await asAdmin(t.app, admin.token, 'GET', '/admin/campaigns/00000000-0000-4000-8000-000000000000/recipients/export');
    expect(unknown.statusCode).toBe(404);
    expect((await asAdmin(t.app, admin.token, 'GET', '/admin/campaigns/42/recipients/export')).statusCode).toBe(400);
  });

  it('refuses bad parameters like each list does', async () => {
    for (const [list, query] of [
      ['customers', '?sortBy=password'],
      ['customers', '?status=gone'],
      ['products', '?sort=cheapest'],
      ['products', '?stockStatus=plenty'],
      ['discounts', '?status=maybe'],
      ['discounts', `?search=${'x'.repeat(101)}`],
    ] as const) {
      const expected = await asAdmin(t.app, admin.token, 'GET', `/admin/${list}${query}`);
      const res = await asAdmin(t.app, admin.token, 'GET', `/admin/${list}/export${query}`);
      expect(res.statusCode, `${list}${query}`).toBe(400);
      expect(res.json().message).toBe(expected.json().message);
    }
  });
});

describe('who may export, and how often', () => {
  it('answers 401 to visitors and customers', async () => {
    for (const url of ['/admin/orders/export', '/admin/orders/lines/export', '/admin/customers/export', '/admin/products/export', '/admin/discounts/export', '/admin/campaigns/00000000-0000-4000-8000-000000000000/recipients/export']) {
      await expectAdminOnly(t.app, { method: 'GET', url }, maya.token);
    }
  });

  it('records each export in the audit trail with its filters', async () => {
    const before = await t.app.db.select().from(auditEntries).where(eq(auditEntries.action, 'list.export'));
    await exported('/admin/customers/export?search=maya&status=active');
    const after = await t.app.db.select().from(auditEntries).where(eq(auditEntries.action, 'list.export')).orderBy(asc(auditEntries.at));
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({
      adminId: admin.id,
      recordType: 'list',
      recordId: 'customers',
      recordLabel: 'Customers',
      changes: { search: { before: null, after: 'maya' }, status: { before: null, after: 'active' }, sortBy: { before: null, after: 'createdAt' }, sortOrder: { before: null, after: 'desc' } },
    });
    // A refused export leaves no entry.
    await asAdmin(t.app, admin.token, 'GET', '/admin/customers/export?status=gone');
    expect(await t.app.db.select().from(auditEntries).where(eq(auditEntries.action, 'list.export'))).toHaveLength(before.length + 1);
  });

  it('lets an admin run one export at a time, and frees the slot when it ends or fails', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    async function* slow() {
      yield [{ n: 1 }];
      await held;
      yield [{ n: 2 }];
    }
    const other = await createAdmin(t.app);
    // A hand-made reply stands in for Fastify's: the slot is what is under test.
    const replies: Array<{ body?: NodeJS.ReadableStream }> = [];
    const reply = () => {
      const sent: { body?: NodeJS.ReadableStream } = {};
      replies.push(sent);
      const fake = {
        raw: { once: () => fake },
        type: () => fake,
        header: () => fake,
        send: (body: NodeJS.ReadableStream) => ((sent.body = body), fake),
      };
      return fake as never;
    };
    const start = () => Promise.resolve({ fileName: 'x.csv', columns: [{ header: 'n', value: (row: { n: number }) => row.n }], batches: slow() });
    await sendCsvExport(reply(), other.id, start);
    await expect(sendCsvExport(reply(), other.id, start)).rejects.toMatchObject({ statusCode: 429, message: EXPORT_BUSY });
    // Another admin is not held up by it.
    await sendCsvExport(reply(), admin.id, () => Promise.resolve({ fileName: 'y.csv', columns: [], batches: (async function* () {})() }));
    const chunks: string[] = [];
    const reading = (async () => {
      for await (const chunk of replies[0]!.body!) chunks.push(String(chunk));
    })();
    release();
    await reading;
    expect(chunks.join('')).toBe('n\r\n1\r\n2\r\n');
    await new Promise((resolve) => setImmediate(resolve));
    await sendCsvExport(reply(), other.id, start);
    // A failure before the first row is an ordinary error and frees the slot too.
    const failing = () => Promise.resolve({ fileName: 'z.csv', columns: [], batches: (async function* () { throw new Error('database gone'); })() });
    const third = await createAdmin(t.app);
    await expect(sendCsvExport(reply(), third.id, failing)).rejects.toThrow('database gone');
    await sendCsvExport(reply(), third.id, start);
  });

  it('cuts the download, and keeps serving, when the database fails halfway', async () => {
    // A server of its own: the failure comes from the batches, after the file has started.
    const server = Fastify({ logger: false });
    const logged: unknown[] = [];
    server.log.error = ((value: unknown) => void logged.push(value)) as never;
    async function* failing() {
      yield [{ n: 1 }];
      throw new Error('connection lost');
    }
    server.get('/failing', (_request, reply) => sendCsvExport(reply, 'failing-export', () => Promise.resolve({ fileName: 'f.csv', columns: [{ header: 'n', value: (row: { n: number }) => row.n }], batches: failing() })));
    server.get('/fine', async () => 'still here');
    const address = await server.listen({ port: 0, host: '127.0.0.1' });
    try {
      const res = await fetch(`${address}/failing`);
      expect(res.status).toBe(200);
      // The body stops without its end: the download fails rather than saving half a file as whole.
      await expect(res.text()).rejects.toThrow();
      expect(await (await fetch(`${address}/fine`)).text()).toBe('still here');
      // The slot is free again.
      expect((await fetch(`${address}/failing`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('keyset batches', () => {
  it('read every row once, in ORDER BY’s order, over nulls, ties and either direction', async () => {
    // Ties on the key (the same sign-in moment, to the microsecond) and nulls (never signed in).
    const tie = new Date('2026-03-04T08:00:00.000Z');
    const ids = (await t.app.db.select({ id: customers.id }).from(customers)).map((row) => row.id);
    await t.app.db.update(customers).set({ lastLoginAt: sql`${tie.toISOString()}::timestamptz + interval '0.000007 seconds'` }).where(eq(customers.id, ids[0]!));
    for (const id of ids.slice(1, 3)) await t.app.db.update(customers).set({ lastLoginAt: sql`${tie.toISOString()}::timestamptz + interval '0.000007 seconds'` }).where(eq(customers.id, id));
    for (let n = 0; n < 6; n++) await registerCustomer(t.app, { firstName: `Batch${n}`, lastName: n % 2 ? 'Same' : 'Other' });
    const orders: SortKey[][] = [
      ...(['asc', 'desc'] as const).flatMap((order) => [
        keysBy(customers.lastLoginAt, 'timestamptz', customers.id, order, true),
        keysBy(customers.createdAt, 'timestamptz', customers.id, order),
        keysBy(customers.lastName, 'text', customers.id, order),
      ]),
      // A change of direction between keys (a search's rank before a descending sort).
      [{ value: customers.lastName, type: 'text', order: 'asc' }, ...keysBy(customers.lastLoginAt, 'timestamptz', customers.id, 'desc', true)],
    ];
    for (const keys of orders) {
      const expected = (await t.app.db.select({ id: customers.id }).from(customers).orderBy(...orderOf(keys))).map((row) => row.id);
      const read: string[] = [];
      const batches = keysetBatches(keys, (past, limit) => t.app.db.select({ id: customers.id, cursor: cursorField(keys) }).from(customers).where(past).orderBy(...orderOf(keys)).limit(limit), 2);
      for await (const batch of batches) {
        expect(batch.length).toBeLessThanOrEqual(2);
        read.push(...batch.map((row) => row.id));
      }
      expect(read).toEqual(expected);
      expect(new Set(read).size).toBe(expected.length);
    }
  });
});
