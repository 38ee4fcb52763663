/**
 * GET /admin/discounts/stats: how much the codes were used and what they brought in, counted over
 * paid orders (a refunded order is neither revenue nor a redemption any more), plus the shop's
 * codes usable now and, apart, the newsletter's welcome codes usable and used (decision 0260). The
 * order keeps the code it used as text, so the figures survive a code's archive.
 */
import { and, count, desc, eq, isNotNull, sql, sum } from 'drizzle-orm';
import { type DiscountStats, TOP_CODES_SHOWN } from '#contracts/admin-discounts';
import type { DbOrTx } from '../../db/client';
import { discounts, orders } from '../../db/schema';
import { STATE_CONDITION } from './discount-state';

const PAID_WITH_CODE = and(eq(orders.paymentStatus, 'paid'), isNotNull(orders.discountCode));
const redemptions = count();
const discountGiven = sql<number>`coalesce(${sum(orders.discount)}, 0)::int`;
const revenue = sql<number>`coalesce(${sum(orders.total)}, 0)::int`;

export async function discountStats(db: DbOrTx): Promise<DiscountStats> {
  const [[active], [welcome], [totals], top] = await Promise.all([
    db.select({ n: count() }).from(discounts).where(and(eq(discounts.kind, 'shop'), STATE_CONDITION.active)),
    db
      .select({
        active: sql<number>`(count(*) filter (where ${STATE_CONDITION.active}))::int`,
        used: sql<number>`(count(*) filter (where ${discounts.usageCount} > 0))::int`,
      })
      .from(discounts)
      .where(eq(discounts.kind, 'welcome')),
    db.select({ redemptions, discountGiven, revenue }).from(orders).where(PAID_WITH_CODE),
    db
      .select({ code: sql<string>`${orders.discountCode}`, redemptions, discountGiven, revenue })
      .from(orders)
      .where(PAID_WITH_CODE)
      .groupBy(orders.discountCode)
      .orderBy(desc(redemptions), desc(revenue), orders.discountCode)
      .limit(TOP_CODES_SHOWN),
  ]);
  return {
    activeCodes: active?.n ?? 0,
    welcomeCodes: { active: welcome?.active ?? 0, used: welcome?.used ?? 0 },
    redemptions: totals?.redemptions ?? 0,
    discountGiven: totals?.discountGiven ?? 0,
    revenue: totals?.revenue ?? 0,
    topCodes: top,
  };
}
