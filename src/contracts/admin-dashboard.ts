/**
 * The back office's dashboard (docs/product/back-office.md#admin-calls: GET /admin/dashboard/overview and /stats). Revenue
 * is the total of orders paid and not refunded, counted on the day they were paid; days are UTC
 * (docs/decisions/0083). Money is integer pence.
 */
import { z } from 'zod';
import { adminOrderSummary } from './admin-orders';
import type { OrderStatus } from './orders';
import { stockLevelSchema } from './product';

const periods = { today: z.number().int(), last7Days: z.number().int(), last30Days: z.number().int() };
/**
 * Each period's figure, and the same figure for the period just before it, of the same length and
 * ending as long before now as the period is long (today until now against yesterday until this time;
 * the last 7 days against the 7 before them), so a part-day is never set against a whole one
 * (docs/decisions/0228-comparison-with-the-previous-period.md).
 */
const periodFigures = z.object({ ...periods, previous: z.object(periods) });

export const LOW_STOCK_SHOWN = 10;
export const RECENT_ORDERS_SHOWN = 5;

export const lowStockProduct = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  stock: z.number().int(),
  lowStockThreshold: z.number().int(),
  stockLevel: stockLevelSchema,
});

export const dashboardOverview = z.object({
  revenue: periodFigures,
  paidOrders: periodFigures,
  newCustomers: periodFigures,
  totalCustomers: z.number().int(),
  /** Every status, 0 when none. */
  ordersByStatus: z.object({
    pending: z.number().int(),
    unfulfilled: z.number().int(),
    fulfilled: z.number().int(),
    shipped: z.number().int(),
    delivered: z.number().int(),
    cancelled: z.number().int(),
  } satisfies Record<OrderStatus, z.ZodType>),
  /** Active products at or under their low-stock threshold, emptiest first (LOW_STOCK_SHOWN). */
  lowStock: z.array(lowStockProduct),
  lowStockCount: z.number().int(),
  recentOrders: z.array(adminOrderSummary),
});
export type DashboardOverview = z.infer<typeof dashboardOverview>;

export const STATS_DAYS_DEFAULT = 30;
export const STATS_DAYS_MAX = 365;

/** GET /admin/dashboard/stats */
export const dashboardStatsQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .min(1, 'days must be at least 1')
    .max(STATS_DAYS_MAX, `days must be at most ${STATS_DAYS_MAX}`)
    .default(STATS_DAYS_DEFAULT),
});

export const dashboardStats = z.object({
  /** One entry per day, oldest first, today last; days without sales are 0. */
  series: z.array(z.object({ date: z.string(), revenue: z.number().int(), orders: z.number().int() })),
  totalRevenue: z.number().int(),
  totalOrders: z.number().int(),
  /** The same totals over the `days` days before the series' first day. */
  previousTotalRevenue: z.number().int(),
  previousTotalOrders: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStats>;
