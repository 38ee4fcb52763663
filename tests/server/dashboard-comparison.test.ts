/**
 * The dashboard against the period before (docs/decisions/0228-comparison-with-the-previous-period.md):
 * each period is set against one of the same length ending as long before now, so today until now
 * meets yesterday until this time, never the whole of yesterday.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../server/db/schema';
import { createAdmin, insertOrder } from './support/accounts';
import { asAdmin } from './support/admin';
import { useTestApp } from './support/app';

const t = useTestApp();
let admin: string;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

async function paidAgo(ms: number, unitPrice: number) {
  const order = await insertOrder(t.app.db, { customerId: null, paymentStatus: 'paid', lines: [{ productId: null, quantity: 1, unitPrice }] });
  const paidAt = new Date(Date.now() - ms);
  await t.app.db.update(orders).set({ paidAt, createdAt: paidAt }).where(eq(orders.id, order.id));
  return order.total;
}

let yesterdayByNow: number;
let tenDaysAgo: number;

beforeAll(async () => {
  admin = (await createAdmin(t.app)).token;
  await paidAgo(0, 1000);
  // A day and a second ago: yesterday, before this time of day. Counted against today.
  yesterdayByNow = await paidAgo(DAY + 1_000, 3000);
  // Yesterday, but a minute later in the day than now: the whole of yesterday would count it; "yesterday by now" does not.
  await paidAgo(DAY - 60_000, 50_000);
  tenDaysAgo = await paidAgo(10 * DAY, 7000);
});

describe('the dashboard against the period before', () => {
  it('sets today until now against yesterday until this time, and each period against the one before it', async () => {
    const { revenue, paidOrders } = (await asAdmin(t.app, admin, 'GET', '/admin/dashboard/overview')).json().data;
    expect(revenue.previous.today).toBe(yesterdayByNow);
    expect(paidOrders.previous.today).toBe(1);
    expect(revenue.previous.last7Days).toBe(tenDaysAgo);
    // Everything here is within the last 30 days, so the 30 before them hold nothing.
    expect(revenue.previous.last30Days).toBe(0);
    const week = (await asAdmin(t.app, admin, 'GET', '/admin/dashboard/stats?days=7')).json().data;
    expect(week).toMatchObject({ previousTotalRevenue: tenDaysAgo, previousTotalOrders: 1 });
  });
});
