/**
 * The back office's reports over a small hand-made dataset whose every figure is worked
 * out by hand below: sales per week, day and month; new, first-time and returning buyers, top
 * customers, countries; units, revenue and turnover per product and category, and per size
 * (docs/decisions/0249-sizes-as-variants.md, 0253); refunds and unpaid
 * orders left out; CSV exports quoted and formula-safe; bad ranges refused with a clear 400; and
 * admins only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customers, orderLines, orders, productVariants, refunds } from '../../server/db/schema';
import { REPORT_TABLES } from '#contracts/admin-reports';
import { csvCell, csvMoney, toCsv } from '../../server/lib/csv';
import { createAdmin, registerCustomer, TEST_ADDRESS } from './support/accounts';
import { asAdmin, expectAdminOnly } from './support/admin';
import { useTestApp } from './support/app';
import { expectNoInternals } from './support/assertions';
import { addSizes, insertProduct } from './support/fixtures';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
let admin: string;
let customerToken: string;
type Size = { id: string; name: string; sku: string };
let serum: { id: string };
let butter: { id: string };
/** The serum's two sizes, the butter's first, and its second, deleted after it sold (its lines keep its name and SKU). */
let sizes: { serum30: Size; serum50: Size; butter200: Size; butter250: Size };

interface Sale {
  email: string;
  customerId: string | null;
  name: [string, string];
  country: string;
  paidAt: string;
  amounts: { discount?: number; shipping: number; tax: number };
  lines: Array<{ productId: string | null; variantId?: string; variantName?: string; sku?: string; name: string; unitPrice: number; quantity: number }>;
  paymentStatus?: 'paid' | 'refunded' | 'pending';
  refundedAt?: string;
}

async function insertSale(sale: Sale) {
  const subtotal = sale.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const discount = sale.amounts.discount ?? 0;
  const address = { ...TEST_ADDRESS, firstName: sale.name[0], lastName: sale.name[1], country: sale.country };
  const paid = sale.paymentStatus !== 'pending';
  const [order] = await t.app.db
    .insert(orders)
    .values({
      customerId: sale.customerId,
      email: sale.email,
      status: paid ? 'unfulfilled' : 'pending',
      paymentStatus: sale.paymentStatus ?? 'paid',
      subtotal,
      discount,
      shipping: sale.amounts.shipping,
      tax: sale.amounts.tax,
      total: subtotal - discount + sale.amounts.shipping + sale.amounts.tax,
      shippingAddress: address,
      billingAddress: address,
      createdAt: new Date(sale.paidAt),
      paidAt: paid ? new Date(sale.paidAt) : null,
      refundedAt: sale.refundedAt ? new Date(sale.refundedAt) : null,
    })
    .returning();
  await t.app.db.insert(orderLines).values(sale.lines.map((line) => ({ ...line, orderId: order!.id, lineTotal: line.unitPrice * line.quantity })));
  // A refunded order's refund, as the shop records one (decision 0232): the reports count these.
  if (sale.refundedAt)
    await t.app.db.insert(refunds).values({ orderId: order!.id, amount: order!.total, status: 'succeeded', createdAt: new Date(sale.refundedAt), settledAt: new Date(sale.refundedAt) });
}

async function insertCustomer(firstName: string, email: string, createdAt: string) {
  const [row] = await t.app.db
    .insert(customers)
    .values({ firstName, lastName: 'Test', email, passwordHash: 'not-a-real-hash', createdAt: new Date(createdAt) })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  admin = (await createAdmin(t.app)).token;
  customerToken = (await registerCustomer(t.app)).token;
  serum = await insertProduct(t.app.db, { name: 'Rosehip Serum', category: 'face', size: '30 ml', stock: 8, price: 2000 });
  butter = await insertProduct(t.app.db, { name: 'Shea Body Butter', category: 'body', size: '200 ml', stock: 0, price: 1500 });
  // The serum's 50 ml holds no stock, so the product's stock (the turnover's) stays 8.
  const [serum30, serum50] = (await addSizes(t.app.db, serum.id, [{ name: '50 ml', price: 3500, stock: 0 }])).variants;
  const [butter200, butter250] = (await addSizes(t.app.db, butter.id, [{ name: '250 ml', price: 1800, stock: 0 }])).variants;
  sizes = { serum30: serum30!, serum50: serum50!, butter200: butter200!, butter250: butter250! };
  await insertProduct(t.app.db, { name: 'Argan Hair Oil', category: 'hair', stock: 10 });
  const ada = await insertCustomer('Ada', 'ada@example.com', '2026-02-10T09:00:00Z');
  const ben = await insertCustomer('Ben', 'ben@example.com', '2026-03-03T09:00:00Z');
  await insertCustomer('Dee', 'dee@example.com', '2026-03-11T09:00:00Z');
  const sizeOf = (product: { id: string } | null, size?: Size) => {
    const chosen = size ?? (product === serum ? sizes.serum30 : product === butter ? sizes.butter200 : undefined);
    return chosen ? { variantId: chosen.id, variantName: chosen.name, sku: chosen.sku } : {};
  };
  const line = (product: { id: string } | null, name: string, unitPrice: number, quantity: number, size?: Size) => ({ productId: product?.id ?? null, ...sizeOf(product, size), name, unitPrice, quantity });
  const adaSale = { email: 'ada@example.com', customerId: ada, name: ['Ada', 'Greene'] as [string, string], country: 'GB' };
  const benSale = { email: 'ben@example.com', customerId: ben, name: ['Ben', 'O"Brien, Jr'] as [string, string], country: 'US' };
  // Before the range: makes Ada a returning buyer.
  await insertSale({ ...adaSale, paidAt: '2026-02-20T10:00:00Z', amounts: { shipping: 0, tax: 0 }, lines: [line(serum, 'Rosehip Serum', 5000, 1)] });
  // Week of Monday 2 March: 4406 + 2128.
  await insertSale({ ...adaSale, paidAt: '2026-03-02T10:00:00Z', amounts: { discount: 400, shipping: 500, tax: 306 }, lines: [line(serum, 'Rosehip Serum', 2000, 2)] });
  await insertSale({ ...benSale, paidAt: '2026-03-04T09:00:00Z', amounts: { shipping: 500, tax: 128 }, lines: [line(butter, 'Shea Body Butter', 1500, 1, sizes.butter250)] });
  // Week of Monday 9 March: 5425 + 3213 (a guest whose name starts like a formula, and a deleted product's line).
  await insertSale({ ...benSale, paidAt: '2026-03-10T12:00:00Z', amounts: { shipping: 0, tax: 425 }, lines: [line(serum, 'Rosehip Serum', 2000, 1, sizes.serum50), line(butter, 'Shea Body Butter', 1500, 2)] });
  await insertSale({
    email: 'cy@example.com',
    customerId: null,
    name: ['=cmd', 'Crane'],
    country: 'NG',
    paidAt: '2026-03-15T23:59:00Z',
    amounts: { shipping: 500, tax: 213 },
    lines: [line(serum, 'Rosehip Serum', 2000, 1), line(null, 'Old Lavender Soap', 500, 1)],
  });
  // Not sales: refunded (counted as a refund on 6 March), unpaid, and paid the day after the range.
  await insertSale({ ...adaSale, paidAt: '2026-03-05T10:00:00Z', paymentStatus: 'refunded', refundedAt: '2026-03-06T10:00:00Z', amounts: { shipping: 0, tax: 0 }, lines: [line(serum, 'Rosehip Serum', 9999, 1)] });
  await insertSale({ ...benSale, paidAt: '2026-03-05T10:00:00Z', paymentStatus: 'pending', amounts: { shipping: 0, tax: 0 }, lines: [line(serum, 'Rosehip Serum', 7777, 1)] });
  await insertSale({ ...adaSale, paidAt: '2026-03-16T00:00:00Z', amounts: { shipping: 0, tax: 0 }, lines: [line(serum, 'Rosehip Serum', 1111, 1)] });
  // The butter's 250 ml is removed after it sold: its line's variant goes null, its name and SKU stay.
  await t.app.db.delete(productVariants).where(eq(productVariants.id, sizes.butter250.id));
});

const RANGE = 'from=2026-03-02&to=2026-03-15';
const report = async (path: string) => {
  const res = await asAdmin(t.app, admin, 'GET', path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('GET /admin/reports/sales', () => {
  it('sums paid orders per week and in total, with refunds on their own', async () => {
    const sales = await report(`/admin/reports/sales?${RANGE}&groupBy=week`);
    expect(sales.range).toEqual({ from: '2026-03-02', to: '2026-03-15', groupBy: 'week' });
    expect(sales.buckets).toEqual([
      { period: '2026-03-02', orders: 2, revenue: 6534, averageOrderValue: 3267, tax: 434, discounts: 400, shipping: 1000, refunds: 1, refunded: 9999 },
      { period: '2026-03-09', orders: 2, revenue: 8638, averageOrderValue: 4319, tax: 638, discounts: 0, shipping: 500, refunds: 0, refunded: 0 },
    ]);
    expect(sales.totals).toEqual({ orders: 4, revenue: 15172, averageOrderValue: 3793, tax: 1072, discounts: 400, shipping: 1500 });
    expect(sales.refunds).toEqual({ count: 1, amount: 9999 });
  });

  it('lists every day of the range, empty days as 0, and a month as one bucket named by its first day', async () => {
    const daily = await report(`/admin/reports/sales?${RANGE}&groupBy=day`);
    expect(daily.buckets).toHaveLength(14);
    expect(daily.buckets[0]).toMatchObject({ period: '2026-03-02', orders: 1, revenue: 4406 });
    expect(daily.buckets[1]).toEqual({ period: '2026-03-03', orders: 0, revenue: 0, averageOrderValue: 0, tax: 0, discounts: 0, shipping: 0, refunds: 0, refunded: 0 });
    expect(daily.buckets[4]).toMatchObject({ period: '2026-03-06', orders: 0, refunds: 1, refunded: 9999 });
    expect(daily.buckets[13]).toMatchObject({ period: '2026-03-15', orders: 1, revenue: 3213 });
    const monthly = await report(`/admin/reports/sales?${RANGE}&groupBy=month`);
    expect(monthly.buckets).toEqual([{ period: '2026-03-01', ...monthly.totals, refunds: 1, refunded: 9999 }]);
    expect(monthly.totals.revenue).toBe(15172);
  });

  it('covers the last 30 days by default', async () => {
    const sales = await report('/admin/reports/sales');
    expect(sales.buckets).toHaveLength(30);
    expect(sales.range.to).toBe(new Date().toISOString().slice(0, 10));
  });
});

describe('GET /admin/reports/customers', () => {
  it('counts new accounts, first-time and returning buyers, top customers and countries', async () => {
    const data = await report(`/admin/reports/customers?${RANGE}&groupBy=week`);
    expect(data.buckets).toEqual([
      { period: '2026-03-02', newCustomers: 1, buyers: 2, firstTimeBuyers: 1, returningBuyers: 1 },
      { period: '2026-03-09', newCustomers: 1, buyers: 2, firstTimeBuyers: 1, returningBuyers: 1 },
    ]);
    expect(data.totals).toEqual({ newCustomers: 2, buyers: 3, firstTimeBuyers: 2, returningBuyers: 1 });
    expect(data.topCustomers).toEqual([
      { email: 'ben@example.com', name: 'Ben O"Brien, Jr', customerId: expect.any(String), orders: 2, revenue: 7553 },
      { email: 'ada@example.com', name: 'Ada Greene', customerId: expect.any(String), orders: 1, revenue: 4406 },
      { email: 'cy@example.com', name: '=cmd Crane', customerId: null, orders: 1, revenue: 3213 },
    ]);
    expect(data.countries).toEqual([
      { country: 'US', orders: 2, buyers: 1, revenue: 7553 },
      { country: 'GB', orders: 1, buyers: 1, revenue: 4406 },
      { country: 'NG', orders: 1, buyers: 1, revenue: 3213 },
    ]);
  });
});

describe('GET /admin/reports/products', () => {
  it('gives units, revenue and turnover per product and category, best sellers first', async () => {
    const data = await report(`/admin/reports/products?${RANGE}`);
    const size = (of: Size, units: number, revenue: number, variantId: string | null = of.id) => ({ variantId, name: of.name, sku: of.sku, units, revenue });
    expect(data.products).toEqual([
      // Per size, in the order shoppers see them; they add up to the product's figures.
      { productId: serum.id, name: 'Rosehip Serum', category: 'face', units: 4, revenue: 8000, stock: 8, turnover: 0.4, sizes: [size(sizes.serum30, 3, 6000), size(sizes.serum50, 1, 2000)] },
      // A size removed since keeps the name and SKU its lines kept, without an id.
      { productId: butter.id, name: 'Shea Body Butter', category: 'body', units: 3, revenue: 4500, stock: 0, turnover: 2, sizes: [size(sizes.butter200, 2, 3000), size(sizes.butter250, 1, 1500, null)] },
      { productId: null, name: 'Old Lavender Soap', category: null, units: 1, revenue: 500, stock: null, turnover: null, sizes: [] },
    ]);
    expect(data.totalProducts).toBe(3);
    expect(data.categories).toEqual([
      { category: 'face', products: 1, units: 4, revenue: 8000 },
      { category: 'body', products: 1, units: 3, revenue: 4500 },
      { category: 'deleted products', products: 1, units: 1, revenue: 500 },
    ]);
    expect(data.totals).toEqual({ units: 8, revenue: 13000 });
    const top = await report(`/admin/reports/products?${RANGE}&limit=1`);
    expect(top.products.map((p: { name: string }) => p.name)).toEqual(['Rosehip Serum']);
    expect(top.totalProducts).toBe(3);
  });
});

describe('the range before', () => {
  // 2 to 15 March is 14 days; the 14 days before are 16 February to 1 March, which hold Ada's
  // first order (20 February: 5000, no shipping or tax) and nothing else.
  it('gives each report the same totals over as many days just before', async () => {
    const before = { from: '2026-02-16', to: '2026-03-01' };
    const sales = await report(`/admin/reports/sales?${RANGE}&groupBy=week`);
    expect(sales.previous).toEqual({ ...before, totals: { orders: 1, revenue: 5000, averageOrderValue: 5000, tax: 0, discounts: 0, shipping: 0 } });
    const customers = await report(`/admin/reports/customers?${RANGE}`);
    expect(customers.previous).toEqual({ ...before, totals: { newCustomers: 0, buyers: 1, firstTimeBuyers: 1, returningBuyers: 0 } });
    const products = await report(`/admin/reports/products?${RANGE}&limit=1`);
    expect(products.previous).toEqual({ ...before, totals: { units: 1, revenue: 5000, products: 1 } });
  });

  it('is one day for a one-day report, whatever the grouping', async () => {
    const sales = await report('/admin/reports/sales?from=2026-03-03&to=2026-03-03&groupBy=month');
    expect(sales.previous).toEqual({ from: '2026-03-02', to: '2026-03-02', totals: { orders: 1, revenue: 4406, averageOrderValue: 4406, tax: 306, discounts: 400, shipping: 500 } });
  });
});

describe('CSV exports', () => {
  it('exports each table with a header, quoted cells and formula-safe text', async () => {
    const res = await asAdmin(t.app, admin, 'GET', `/admin/reports/customers/export?${RANGE}&groupBy=week&table=top-customers`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="verdant-customers-top-customers-2026-03-02-to-2026-03-15.csv"');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('name,email,customerId,orders,revenue (GBP)');
    expect(lines[1]).toMatch(/^"Ben O""Brien, Jr",ben@example\.com,[0-9a-f-]{36},2,75\.53$/);
    expect(lines[3]).toBe("'=cmd Crane,cy@example.com,,1,32.13");
    const sales = await asAdmin(t.app, admin, 'GET', `/admin/reports/sales/export?${RANGE}&groupBy=week`);
    expect(sales.body).toBe(
      'period,orders,revenue (GBP),averageOrderValue (GBP),tax (GBP),discounts (GBP),shipping (GBP),refunds,refunded (GBP)\r\n2026-03-02,2,65.34,32.67,4.34,4.00,10.00,1,99.99\r\n2026-03-09,2,86.38,43.19,6.38,0.00,5.00,0,0.00\r\n',
    );
    const products = await asAdmin(t.app, admin, 'GET', `/admin/reports/products/export?${RANGE}&limit=1`);
    expect(products.body.split('\r\n').slice(1, 4).map((line) => line.split(',')[0])).toEqual(['Rosehip Serum', 'Shea Body Butter', 'Old Lavender Soap']);
    const categories = await asAdmin(t.app, admin, 'GET', `/admin/reports/products/export?${RANGE}&table=categories`);
    expect(categories.body).toBe('category,products,units,revenue (GBP)\r\nface,1,4,80.00\r\nbody,1,3,45.00\r\ndeleted products,1,1,5.00\r\n');
    // Every size of every product still in the catalogue, by product, then size.
    const bySize = await asAdmin(t.app, admin, 'GET', `/admin/reports/products/export?${RANGE}&table=sizes`);
    expect(bySize.headers['content-disposition']).toBe('attachment; filename="verdant-products-sizes-2026-03-02-to-2026-03-15.csv"');
    expect(bySize.body).toBe(
      [
        'product,size,sku,productId,variantId,units,revenue (GBP)',
        `Rosehip Serum,30 ml,${sizes.serum30.sku},${serum.id},${sizes.serum30.id},3,60.00`,
        `Rosehip Serum,50 ml,${sizes.serum50.sku},${serum.id},${sizes.serum50.id},1,20.00`,
        `Shea Body Butter,200 ml,${sizes.butter200.sku},${butter.id},${sizes.butter200.id},2,30.00`,
        `Shea Body Butter,250 ml,${sizes.butter250.sku},${butter.id},,1,15.00`,
        '',
      ].join('\r\n'),
    );
  });

  it('writes money in pounds with two decimals, the currency in the header, in every table of every report', async () => {
    const money = /revenue|value|tax|discount|shipping|spent|total/i;
    const seen: string[] = [];
    for (const [report, tables] of Object.entries(REPORT_TABLES)) {
      for (const table of tables) {
        const res = await asAdmin(t.app, admin, 'GET', `/admin/reports/${report}/export?${RANGE}&groupBy=week&table=${table}`);
        expect(res.statusCode, `${report}/${table}`).toBe(200);
        const [header, ...rows] = res.body.trimEnd().split('\r\n').map((line) => line.split(','));
        const moneyColumns = header!.flatMap((name, index) => (money.test(name) ? [index] : []));
        seen.push(...moneyColumns.map((index) => `${report}/${table}/${header![index]}`));
        for (const index of moneyColumns) expect(header![index], `${report}/${table}`).toMatch(/ \(GBP\)$/);
        expect(rows.length, `${report}/${table} has rows`).toBeGreaterThan(0);
        for (const row of rows) for (const index of moneyColumns) expect(row.at(index - header!.length), `${report}/${table} ${header![index]}`).toMatch(/^-?\d+\.\d{2}$/);
      }
    }
    expect(seen).toHaveLength(10); // sales 5, top customers 1, countries 1, products 1, categories 1, sizes 1
    expect(['1', '-1', '8619', '-500', '0'].map((pence) => csvCell(csvMoney(Number(pence))))).toEqual(['0.01', '-0.01', '86.19', '-5.00', '0.00']);
  });

  it('quotes and defuses cells the way RFC 4180 and spreadsheets need', () => {
    expect(['=1+1', '+44 7700', '-2', '@SUM(A1)', '\tx', 'plain', 'a,b', 'say "hi"', 'two\nlines'].map(csvCell)).toEqual([
      "'=1+1",
      "'+44 7700",
      "'-2",
      "'@SUM(A1)",
      "'\tx",
      'plain',
      '"a,b"',
      '"say ""hi"""',
      '"two\nlines"',
    ]);
    expect(csvCell(-500)).toBe('-500');
    expect(csvCell(null)).toBe('');
    expect(toCsv([{ header: 'n', value: (row: { n: number }) => row.n }], [{ n: 1 }])).toBe('n\r\n1\r\n');
  });
});

describe('refusals', () => {
  it('refuses bad ranges, groupings and tables with a clear 400, changing nothing', async () => {
    const cases: Array<[string, RegExp]> = [
      ['/admin/reports/sales?from=2026-03-10&to=2026-03-01', /from must not be after to/],
      ['/admin/reports/sales?from=2020-01-01&to=2026-01-01&groupBy=month', /A report covers at most 1096 days/],
      ['/admin/reports/customers?from=2025-01-01&to=2026-03-01&groupBy=day', /Group by day covers at most 366 days; group by week or month instead/],
      ['/admin/reports/products?from=2026-02-31', /from is not a real date/],
      ['/admin/reports/sales?to=yesterday', /to must be a date like 2026-01-31/],
      ['/admin/reports/sales?groupBy=year', /groupBy must be one of day, week, month/],
      ['/admin/reports/products?limit=0', /limit must be at least 1/],
      ['/admin/reports/sales/export?table=countries', /table must be one of buckets for the sales report/],
      ['/admin/reports/stock/export', /report must be one of sales, customers, products/],
    ];
    for (const [path, message] of cases) {
      const res = await asAdmin(t.app, admin, 'GET', path);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().message, path).toMatch(message);
      expectNoInternals(res.body);
    }
  });

  it('answers admins only', async () => {
    for (const url of ['/admin/reports/sales', '/admin/reports/customers', '/admin/reports/products', '/admin/reports/sales/export']) {
      await expectAdminOnly(t.app, { method: 'GET', url }, customerToken);
    }
  });
});
