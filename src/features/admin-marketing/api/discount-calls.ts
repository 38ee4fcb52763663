/**
 * /admin/discounts: the list, the stats, create, edit and delete, under the admin's private scope.
 * A change refreshes the lists and the stats together.
 */
import type { AdminDiscount, AdminDiscountList, AdminDiscountListQuery, DiscountCreateBody, DiscountStats, DiscountUpdateBody } from '../../../contracts/admin-discounts';
import type { ApiEnvelope } from '../../../contracts/envelope';
import { adminPageQuery, adminQuery, adminRecordKeys } from '../../../lib/admin-page-query';
import { adminApi, type ApiResult, unwrapResult } from '../../../lib/api-client';
import { queryClient } from '../../../lib/server-state';

const discountKeys = adminRecordKeys<AdminDiscountListQuery>('discounts');

export const discountsQuery = (query: AdminDiscountListQuery) =>
  adminPageQuery<AdminDiscountList>(discountKeys.list(query), '/admin/discounts', query);

export const discountStatsQuery = () => adminQuery<DiscountStats>(discountKeys.stats(), '/admin/discounts/stats');

const refresh = () => queryClient.invalidateQueries({ queryKey: discountKeys.all });

type OneDiscount = { discount: AdminDiscount };

export async function createDiscount(body: DiscountCreateBody): Promise<ApiResult<OneDiscount>> {
  const result = await unwrapResult(adminApi.post<ApiEnvelope<OneDiscount>>('/admin/discounts', body));
  await refresh();
  return result;
}

export async function updateDiscount(id: string, body: DiscountUpdateBody): Promise<ApiResult<OneDiscount>> {
  const result = await unwrapResult(adminApi.put<ApiEnvelope<OneDiscount>>(`/admin/discounts/${id}`, body));
  await refresh();
  return result;
}

export async function deleteDiscount(id: string): Promise<ApiResult<{ outcome: 'erased' | 'archived' }>> {
  const result = await unwrapResult(adminApi.delete<ApiEnvelope<{ outcome: 'erased' | 'archived' }>>(`/admin/discounts/${id}`));
  await refresh();
  return result;
}
