/**
 * The volume seed is a shop the back office is tried on, so its figures must agree with each other
 * as a real shop's do: over the default 30 days, the sales report's refunded orders are the orders
 * list filtered to refunded, and its paid orders the list filtered to paid (every seeded order is
 * paid, and refunded, on the day it was placed). A refunded order without its refund's moment was
 * once counted by the list and never by the report.
 */
import { describe, expect, it } from 'vitest';
import { seedVolume } from '../../server/db/seed/volume';
import { createAdmin } from './support/accounts';
import { asAdmin } from './support/admin';
import { useTestApp } from './support/app';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });

describe('the volume seed', () => {
  it('agrees with the reports: refunded and paid orders over the last 30 days', async () => {
    await seedVolume(t.app.db, 'not-a-real-hash', { products: 60, customers: 150, orders: 1500 });
    const admin = (await createAdmin(t.app)).token;
    const report = (await asAdmin(t.app, admin, 'GET', '/admin/reports/sales')).json().data;
    const { from, to } = report.range;
    const listed = async (paymentStatus: string) =>
      (await asAdmin(t.app, admin, 'GET', `/admin/orders?paymentStatus=${paymentStatus}&from=${from}&to=${to}&limit=1`)).json().data.pagination.total;
    const refunded = await listed('refunded');
    expect(refunded).toBeGreaterThan(0);
    expect(report.refunds.count).toBe(refunded);
    expect(report.totals.orders).toBe(await listed('paid'));
  }, 120_000);
});
