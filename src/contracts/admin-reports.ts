/**
 * The back office's reports (GET /admin/reports/sales, /customers and /products, and the
 * CSV export of each table). A report covers whole UTC days `from`..`to` (both included), grouped by
 * day, week (ISO, starting Monday) or month; a bucket is named by the day it starts on, and the first
 * and last buckets hold only the range's days. Figures count paid orders only, on the day they were
 * paid; a refunded order is no sale and leaves every figure, and a partly refunded one's revenue is
 * what it kept (the sales report shows refunds on their own, by the day each was made). Money is
 * integer pence (docs/decisions/0116, 0232).
 */
import { z } from 'zod';
import { dayField } from './admin-lists';
import { PRODUCT_CATEGORIES } from './product';

export const REPORT_GROUPINGS = ['day', 'week', 'month'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

/** With no range asked for: the last 30 days, today included. */
export const REPORT_DAYS_DEFAULT = 30;
/** Three years; and at most a year of single days, so a day chart stays readable and bounded. */
export const REPORT_DAYS_MAX = 1096;
export const DAY_GROUPING_DAYS_MAX = 366;
export const TOP_CUSTOMERS_SHOWN = 10;
export const REPORT_PRODUCTS_DEFAULT = 50;
export const REPORT_PRODUCTS_MAX = 500;

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const timeOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
/** Days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string) => Math.round((timeOf(to) - timeOf(from)) / DAY_MS) + 1;

/**
 * The range a report is set against: as many days, ending the day before `from`
 * (docs/decisions/0228-comparison-with-the-previous-period.md). Its totals do not depend on the grouping, so the cheapest one is asked for.
 */
export function previousRange<T extends { from: string; to: string }>(range: T): T & { groupBy: 'month' } {
  const days = daysBetween(range.from, range.to);
  return { ...range, from: dayOf(timeOf(range.from) - days * DAY_MS), to: dayOf(timeOf(range.from) - DAY_MS), groupBy: 'month' };
}

/** A missing end is today; a missing start is 30 days before the end. */
function withDefaults(query: { from?: string; to?: string }, today: string) {
  const to = query.to ?? today;
  const from = query.from ?? dayOf(timeOf(to) - (REPORT_DAYS_DEFAULT - 1) * DAY_MS);
  return { from, to };
}

const reportFields = z.object({
  from: dayField('from'),
  to: dayField('to'),
  groupBy: z.enum(REPORT_GROUPINGS, { message: `groupBy must be one of ${REPORT_GROUPINGS.join(', ')}` }).default('day'),
  /** How many best-selling products the products report lists (its CSV export lists every one). */
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(REPORT_PRODUCTS_MAX, `limit must be at most ${REPORT_PRODUCTS_MAX}`)
    .default(REPORT_PRODUCTS_DEFAULT),
});

function rangeRules(query: { from?: string; to?: string; groupBy: ReportGrouping }, ctx: z.RefinementCtx) {
  // zod runs this even when a field failed already; a day that is not a day has its own message.
  if ([query.from, query.to].some((day) => day !== undefined && Number.isNaN(timeOf(day)))) return;
  const { from, to } = withDefaults(query, dayOf(Date.now()));
  if (from > to) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: 'from must not be after to' });
    return;
  }
  const days = daysBetween(from, to);
  if (days > REPORT_DAYS_MAX) ctx.addIssue({ code: 'custom', path: ['from'], message: `A report covers at most ${REPORT_DAYS_MAX} days; choose a shorter range` });
  else if (query.groupBy === 'day' && days > DAY_GROUPING_DAYS_MAX)
    ctx.addIssue({ code: 'custom', path: ['groupBy'], message: `Group by day covers at most ${DAY_GROUPING_DAYS_MAX} days; group by week or month instead` });
}

const withRange = <T extends { from?: string; to?: string }>(query: T) => ({ ...query, ...withDefaults(query, dayOf(Date.now())) });

/** GET /admin/reports/{sales,customers,products} */
export const reportQuery = reportFields.superRefine(rangeRules).transform(withRange);
/** GET /admin/reports/{report}/export: the same range, and which of the report's tables. */
export const reportExportQuery = reportFields
  .extend({ table: z.string().trim().max(40, 'table must be at most 40 characters').optional() })
  .superRefine(rangeRules)
  .transform(withRange);
export type ReportQuery = z.input<typeof reportQuery>;
export type ReportRange = z.output<typeof reportQuery>;

const int = () => z.number().int();
const range = z.object({ from: z.string(), to: z.string(), groupBy: z.enum(REPORT_GROUPINGS) });

/** The same totals over the range before (previousRange), for each report's comparison. */
const previousOf = <T extends z.ZodType>(totals: T) => z.object({ from: z.string(), to: z.string(), totals });

/**
 * Revenue is what customers paid and kept paid (order totals: goods after discounts, plus shipping
 * and tax, less what was refunded of them; decision 0232).
 */
export const salesFigures = z.object({
  orders: int(),
  revenue: int(),
  averageOrderValue: int(),
  tax: int(),
  discounts: int(),
  shipping: int(),
});
export type SalesFigures = z.infer<typeof salesFigures>;

export const salesReport = z.object({
  range,
  /** Every bucket of the range, oldest first, empty ones as 0; with the refunds made in it (count and pence). */
  buckets: z.array(salesFigures.extend({ period: z.string(), refunds: int(), refunded: int() })),
  totals: salesFigures,
  /** Refunds made in the range (by the day each was made, whole or partial) and the money returned. */
  refunds: z.object({ count: int(), amount: int() }),
  previous: previousOf(salesFigures),
});
export type SalesReport = z.infer<typeof salesReport>;

const customerTotals = z.object({ newCustomers: int(), buyers: int(), firstTimeBuyers: int(), returningBuyers: int() });

export const customersReport = z.object({
  range,
  /** New accounts, and buyers (by email, guests included) split by whether they had paid before. */
  buckets: z.array(z.object({ period: z.string(), newCustomers: int(), buyers: int(), firstTimeBuyers: int(), returningBuyers: int() })),
  totals: customerTotals,
  previous: previousOf(customerTotals),
  topCustomers: z.array(z.object({ email: z.string(), name: z.string(), customerId: z.string().nullable(), orders: int(), revenue: int() })),
  /** By shipping country, most revenue first. */
  countries: z.array(z.object({ country: z.string(), orders: int(), buyers: int(), revenue: int() })),
});
export type CustomersReport = z.infer<typeof customersReport>;

const productTotals = z.object({ units: int(), revenue: int() });

export const productsReport = z.object({
  range,
  /**
   * Best sellers by revenue (up to `limit`; `totalProducts` counts every product sold). Revenue is
   * the lines' value before order discounts, tax and shipping. Turnover: units sold over the
   * average stock, estimated as today's stock plus half the units sold (null once deleted).
   * `sizes`: the same figures per size it sold in, in the order shoppers see them; they add up to
   * the product's (docs/decisions/0249-sizes-as-variants.md). A size deleted since has no
   * `variantId` and the name its lines kept; a deleted product lists none.
   */
  products: z.array(
    z.object({
      productId: z.string().nullable(),
      name: z.string(),
      category: z.enum(PRODUCT_CATEGORIES).nullable(),
      units: int(),
      revenue: int(),
      stock: int().nullable(),
      turnover: z.number().nullable(),
      sizes: z.array(z.object({ variantId: z.string().nullable(), name: z.string(), sku: z.string(), units: int(), revenue: int() })),
    }),
  ),
  totalProducts: int(),
  categories: z.array(z.object({ category: z.string(), products: int(), units: int(), revenue: int() })),
  totals: productTotals,
  /** The range before: its totals and how many products sold. */
  previous: previousOf(productTotals.extend({ products: int() })),
});
export type ProductsReport = z.infer<typeof productsReport>;

/** The tables each report exports as CSV (GET /admin/reports/{report}/export?table=...). */
export const REPORT_TABLES = {
  sales: ['buckets'],
  customers: ['buckets', 'top-customers', 'countries'],
  products: ['products', 'categories', 'sizes'],
} as const;
export type ReportName = keyof typeof REPORT_TABLES;
export const REPORT_NAMES = Object.keys(REPORT_TABLES) as ReportName[];

export const reportExportParams = z.object({
  report: z.enum(REPORT_NAMES as [ReportName, ...ReportName[]], { message: `report must be one of ${REPORT_NAMES.join(', ')}` }),
});
