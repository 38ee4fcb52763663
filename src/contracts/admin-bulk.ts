/**
 * Bulk actions on a back-office list (docs/decisions/0230-bulk-actions.md): the rows chosen by id,
 * or every row that matches the list's own filter, and the answer that reports each row: done, or
 * refused with the same sentence the one-row action gives. A request takes at most
 * BULK_MAX_ROWS rows; each is applied in its own transaction, one after the other.
 */
import { z } from 'zod';

/** Rows one bulk request may act on, by id or through a filter (the screen says so). */
export const BULK_MAX_ROWS = 500;

export const BULK_OUTCOMES = ['done', 'refused'] as const;

export const bulkRowResult = z.object({
  id: z.string(),
  /** How the list names the row: "#1042", a product's name. */
  label: z.string(),
  outcome: z.enum(BULK_OUTCOMES),
  /** Why a refused row was refused, in the one-row action's words. */
  reason: z.string().optional(),
});
export type BulkRowResult = z.infer<typeof bulkRowResult>;

export const bulkAnswer = z.object({ results: z.array(bulkRowResult), done: z.number().int(), refused: z.number().int() });
export type BulkAnswer = z.infer<typeof bulkAnswer>;

const bulkIds = z
  .array(z.uuid({ message: 'ids must hold valid ids' }), { message: 'ids must be a list of ids' })
  .min(1, 'ids must name at least one row')
  .max(BULK_MAX_ROWS, `A bulk action takes at most ${BULK_MAX_ROWS} rows at a time`);

/**
 * A bulk body: the action and what it needs, with either `ids` (the rows ticked) or `filter` (the
 * list's own query: every row it matches, in its order; page and limit are ignored).
 */
export function bulkBody<Shape extends z.ZodRawShape, Filter extends z.ZodType>(shape: Shape, filter: Filter) {
  return z
    .object({ ...shape, ids: bulkIds.optional(), filter: filter.optional() })
    .refine((body: { ids?: unknown; filter?: unknown }) => (body.ids === undefined) !== (body.filter === undefined), {
      message: 'Give either ids or filter, not both',
      path: ['ids'],
    });
}
