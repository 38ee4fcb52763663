/**
 * The back office's dashboard: revenue, paid orders and new customers per period (by the UTC day
 * an order was paid; refunded orders are not revenue), orders by status, low stock, recent orders,
 * and the daily series with its gaps filled; refusals for visitors, customers and bad input.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../server/db/schema';
import { createAdmin, insertOrder, registerCustomer } from './support/accounts';
import { asAdmin, expectAdminOnly } from './support/admin';
import { useTestApp } from './support/app';
import { insertProduct } from './support/fixtures';

const t = useTestApp();
let admin: string;
let customerToken: string;
const DAY = 24 * 60 * 60 * 1000;
const utcDay = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10);

/** A paid order of `pence` (one line, no shipping-free threshold games: the total is what we read back). */
async function paidOn(daysAgo: number, unitPrice: number, paymentStatus = 'paid') {
  const order = await insertOrder(t.app.db, { customerId: null, paymentStatus, lines: [{ productId: null, quantity: 1, unitPrice }] });
  const paidAt = new Date(Date.now() - daysAgo * DAY);
  await t.app.db.update(orders).set({ paidAt, createdAt: paidAt }).where(eq(orders.id, order.id));
  return order.total;
}

let totals: { today: number; threeDaysAgo: number; twentyDaysAgo: number; fortyDaysAgo: number };

beforeAll(async () => {
  admin = (await createAdmin(t.app)).token;
  customerToken = (await registerCustomer(t.app)).token;
  totals = { today: await paidOn(0, 1000), threeDaysAgo: await paidOn(3, 2000), twentyDaysAgo: await paidOn(20, 4000), fortyDaysAgo: await paidOn(40, 8000) };
  await paidOn(1, 16000, 'refunded');
  await insertOrder(t.app.db, { customerId: null, status: 'pending', paymentStatus: 'pending', lines: [{ productId: null, quantity: 1, unitPrice: 500 }] });
  await insertProduct(t.app.db, { name: 'Almost Gone Balm', stock: 1, lowStockThreshold: 5 });
  await insertProduct(t.app.db, { name: 'Gone Oil', stock: 0 });
  await insertProduct(t.app.db, { name: 'Hidden Draft', stock: 0, status: 'draft' });
  await insertProduct(t.app.db, { name: 'Plenty Mist', stock: 80 });
});

describe('GET /admin/dashboard/overview', () => {
  it('adds up revenue and paid orders per period, leaving refunds out', async () => {
    const res = await asAdmin(t.app, admin, 'GET', '/admin/dashboard/overview');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    // The period before each: nothing yesterday by now (that order was refunded), nothing in the
    // 7 days before, and the order of 40 days ago in the 30 days before (decision 0228).
    expect(data.revenue).toEqual({
      today: totals.today,
      last7Days: totals.today + totals.threeDaysAgo,
      last30Days: totals.today + totals.threeDaysAgo + totals.twentyDaysAgo,
      previous: { today: 0, last7Days: 0, last30Days: totals.fortyDaysAgo },
    });
    expect(data.paidOrders).toEqual({ today: 1, last7Days: 2, last30Days: 3, previous: { today: 0, last7Days: 0, last30Days: 1 } });
    expect(data.newCustomers).toEqual({ today: 1, last7Days: 1, last30Days: 1, previous: { today: 0, last7Days: 0, last30Days: 0 } });
    expect(data.totalCustomers).toBe(1);
    expect(data.ordersByStatus).toEqual({ pending: 1, unfulfilled: 5, fulfilled: 0, shipped: 0, delivered: 0, cancelled: 0 });
    expect(data.lowStock.map((p: { name: string }) => p.name)).toEqual(['Gone Oil', 'Almost Gone Balm']);
    expect(data.lowStock[0]).toMatchObject({ stock: 0, stockLevel: 'out of stock' });
    expect(data.lowStockCount).toBe(2);
    expect(data.recentOrders).toHaveLength(5);
  });
});

describe('GET /admin/dashboard/stats', () => {
  it('answers one entry per day, oldest first, today last, with empty days as 0', async () => {
    const res = await asAdmin(t.app, admin, 'GET', '/admin/dashboard/stats?days=7');
    expect(res.statusCode, res.body).toBe(200);
    const { series, totalRevenue, totalOrders } = res.json().data;
    expect(series.map((day: { date: string }) => day.date)).toEqual([6, 5, 4, 3, 2, 1, 0].map(utcDay));
    expect(series[3]).toEqual({ date: utcDay(3), revenue: totals.threeDaysAgo, orders: 1 });
    expect(series[5]).toEqual({ date: utcDay(1), revenue: 0, orders: 0 });
    expect(totalRevenue).toBe(totals.today + totals.threeDaysAgo);
    expect(totalOrders).toBe(2);
    expect(res.json().data).toMatchObject({ previousTotalRevenue: 0, previousTotalOrders: 0 });
    const month = (await asAdmin(t.app, admin, 'GET', '/admin/dashboard/stats')).json().data;
    expect(month.series).toHaveLength(30);
    expect(month.totalRevenue).toBe(totals.today + totals.threeDaysAgo + totals.twentyDaysAgo);
    expect(month).toMatchObject({ previousTotalRevenue: totals.fortyDaysAgo, previousTotalOrders: 1 });
  });

  it('refuses a bad number of days', async () => {
    for (const days of ['0', '366', 'week', '2.5']) {
      const res = await asAdmin(t.app, admin, 'GET', `/admin/dashboard/stats?days=${days}`);
      expect(res.statusCode, days).toBe(400);
      expect(res.json().errors[0].field).toBe('days');
    }
  });
});

describe('who may call', () => {
  it('refuses visitors and customers', async () => {
    for (const url of ['/admin/dashboard/overview', '/admin/dashboard/stats']) await expectAdminOnly(t.app, { method: 'GET', url }, customerToken);
  });
});
