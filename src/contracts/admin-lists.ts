/**
 * What every back-office list call shares (docs/product/back-office.md#list-filters, "List filters": search, status, sortBy,
 * sortOrder, page and limit): one paging and ordering vocabulary, so the customers, products and
 * orders tables page and sort the same way, and one answer shape (decision 0208): the page's rows
 * under the list's own noun beside the `pagination` block every list of the API answers, so one
 * table component reads any of them.
 */
import { z } from 'zod';
import { paginationSchema } from './envelope';

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Back-office tables show a screenful at a time; a page never holds more than the maximum. */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_PAGE_SIZE_MAX = 100;
export const ADMIN_SEARCH_MAX = 100;

/** A search box's text: trimmed; an empty box means no search. */
export const searchField = z
  .string()
  .trim()
  .max(ADMIN_SEARCH_MAX, `search must be at most ${ADMIN_SEARCH_MAX} characters`)
  .optional()
  .transform((text) => text || undefined);

export const adminPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE),
  sortOrder: z.enum(SORT_ORDERS, { message: 'sortOrder must be asc or desc' }).default('desc'),
  search: searchField,
});

/** A list answer's schema: `{ [key]: rows, pagination }`, e.g. adminListAnswer('orders', adminOrderSummary). */
export const adminListAnswer = <Key extends string, Row extends z.ZodType>(key: Key, row: Row) =>
  z.object({ [key]: z.array(row), pagination: paginationSchema } as { [K in Key]: z.ZodArray<Row> } & { pagination: typeof paginationSchema });

/** 2026-02-31 parses (it rolls over to March): a real day reads back the same. */
const isCalendarDay = (text: string) => {
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
};

/** An optional day (UTC) in a back-office query, like 2026-01-31; filters and reports share it. */
export const dayField = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date like 2026-01-31`)
    .refine((text) => isCalendarDay(text), `${label} is not a real date`)
    .optional();
