/**
 * Every paged back-office list (orders, products, customers, discounts, campaigns, subscribers,
 * notifications, the audit trail, the outbox) loads the same way: GET its url with the list's
 * query as parameters, unwrap the envelope, and keep the previous page on screen (dimmed) while
 * the next one loads so the table does not jump. Written once here, so a list differs from the
 * next only by its key, url and answer type.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiEnvelope } from '../contracts/envelope';
import { adminApi, unwrap } from './api-client';

/** One page of an admin list: the data of `GET url?params`. */
export function fetchAdminPage<A>(url: string, params: object, signal?: AbortSignal): Promise<A> {
  return unwrap(adminApi.get<ApiEnvelope<A>>(url, { params, signal }));
}

/** The query for one page of an admin list, under `queryKey` (which starts with the admin's private scope). */
export const adminPageQuery = <A>(queryKey: readonly unknown[], url: string, params: object) =>
  queryOptions({ queryKey, queryFn: ({ signal }) => fetchAdminPage<A>(url, params, signal), placeholderData: keepPreviousData });
