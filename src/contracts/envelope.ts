/** Every /api/v1 answer is `{ success, message, data }` (docs/product/constants-and-texts.md#answers-and-messages: the client shows `message`). */
import { z } from 'zod';
import { DEFAULT_LIMIT, DEFAULT_PAGE } from './paging';

export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), message: z.string(), data });

export const errorEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  data: z.null(),
  /** Present on validation errors: which field is wrong and why. */
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export interface ApiEnvelope<T> {
  success: boolean;
  message: string;
  data: T;
}

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;


export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_PAGE),
  limit: z.coerce.number().int().min(1).max(DEFAULT_LIMIT).default(DEFAULT_LIMIT),
});

export const idParam = z.object({ id: z.uuid({ message: 'id must be a valid id' }) });
