/**
 * /admin/newsletter/subscribers: the list and unsubscribing one, under the admin's private scope
 * (docs/decisions/0261-newsletter-subscribers-screen.md). An unsubscribe refreshes the list and
 * the campaigns (whose audiences it changes).
 */
import type { AdminSubscriber, SubscriberList, SubscriberListQuery } from '../../../contracts/admin-newsletter';
import type { ApiEnvelope } from '../../../contracts/envelope';
import { adminPageQuery, adminRecordKeys } from '../../../lib/admin-page-query';
import { adminApi, type ApiResult, unwrapResult } from '../../../lib/api-client';
import { queryClient } from '../../../lib/server-state';
import { refreshCampaigns } from './campaigns';

const subscriberKeys = adminRecordKeys<SubscriberListQuery>('subscribers');

export const subscribersQuery = (query: SubscriberListQuery) =>
  adminPageQuery<SubscriberList>(subscriberKeys.list(query), '/admin/newsletter/subscribers', query);

export async function unsubscribeSubscriber(id: string): Promise<ApiResult<{ subscriber: AdminSubscriber }>> {
  const result = await unwrapResult(
    adminApi.put<ApiEnvelope<{ subscriber: AdminSubscriber }>>(`/admin/newsletter/subscribers/${encodeURIComponent(id)}/unsubscribe`),
  );
  await Promise.all([queryClient.invalidateQueries({ queryKey: subscriberKeys.all }), refreshCampaigns()]);
  return result;
}
