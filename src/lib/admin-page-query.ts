/**
 * Every paged back-office list (orders, products, customers, discounts, campaigns, subscribers,
 * notifications, the audit trail, the outbox) loads the same way: GET its url with the list's
 * query as parameters, unwrap the envelope, and keep the previous page on screen (dimmed) while
 * the next one loads so the table does not jump. Written once here, so a list differs from the
 * next only by its key, url and answer type. The kinds' cache keys are made here too, and the
 * query of a single back-office answer (a kind's stats, the staff overview).
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiEnvelope } from '../contracts/envelope';
import { adminApi, unwrap } from './api-client';
import { privateScope } from './server-state';

/** One page of an admin list: the data of `GET url?params`. */
export function fetchAdminPage<A>(url: string, params: object, signal?: AbortSignal): Promise<A> {
  return unwrap(adminApi.get<ApiEnvelope<A>>(url, { params, signal }));
}

/** The query for one page of an admin list, under `queryKey` (which starts with the admin's private scope). */
export const adminPageQuery = <A>(queryKey: readonly unknown[], url: string, params: object) =>
  queryOptions({ queryKey, queryFn: ({ signal }) => fetchAdminPage<A>(url, params, signal), placeholderData: keepPreviousData });

/** The query of one back-office answer: the data of `GET url`, under `queryKey`. */
export const adminQuery = <A>(queryKey: readonly unknown[], url: string) =>
  queryOptions({ queryKey, queryFn: ({ signal }) => unwrap(adminApi.get<ApiEnvelope<A>>(url, { signal })) });

/**
 * The cache keys of a kind of back-office record (orders, products, customers, campaigns,
 * discounts, subscribers), under the admin's private scope (forgotten on sign-out): `all` for
 * everything of the kind, `lists()` for every list of it, `list(query)` for one list, `detail(id)`
 * for one record and `stats()` for the kind's figures, where it has them.
 */
export function adminRecordKeys<Query>(kind: string) {
  const all = [privateScope('admin'), kind] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (query: Query) => [...all, 'list', query] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
    stats: () => [...all, 'stats'] as const,
  };
}
