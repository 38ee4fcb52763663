/** The pagination block of every list answer, from the page asked for and the rows that match. */
import type { Pagination } from '#contracts/envelope';

export function paginationOf(query: { page: number; limit: number }, total: number): Pagination {
  return { page: query.page, limit: query.limit, total, totalPages: Math.max(1, Math.ceil(total / query.limit)) };
}

/** Rows to skip for the page asked for. */
export const offsetOf = (query: { page: number; limit: number }) => (query.page - 1) * query.limit;
