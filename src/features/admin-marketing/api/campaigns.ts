/**
 * The back office's campaign calls (docs/product/back-office.md#admin-calls, /admin/campaigns...) and their cache keys,
 * under the admin's private scope. One prefix for everything campaign-shaped, so any change
 * (save, schedule, send) refreshes the list, the stats and the campaign's own page.
 */
import { queryOptions } from '@tanstack/react-query';
import type { CampaignBody, CampaignContent, CampaignDetail, CampaignList, CampaignListQuery, CampaignStats } from '../../../contracts/campaigns';
import type { ApiEnvelope } from '../../../contracts/envelope';
import { adminPageQuery, adminQuery, adminRecordKeys } from '../../../lib/admin-page-query';
import { adminApi, unwrap, unwrapResult } from '../../../lib/api-client';
import { queryClient } from '../../../lib/server-state';

export const campaignKeys = adminRecordKeys<CampaignListQuery>('campaigns');

export const refreshCampaigns = () => queryClient.invalidateQueries({ queryKey: campaignKeys.all });

type One = ApiEnvelope<{ campaign: CampaignDetail }>;

export const campaignsQuery = (query: CampaignListQuery) =>
  adminPageQuery<CampaignList>(campaignKeys.list(query), '/admin/campaigns', query);

export const campaignStatsQuery = () => adminQuery<CampaignStats>(campaignKeys.stats(), '/admin/campaigns/stats');

export const campaignQuery = (id: string) =>
  queryOptions({
    queryKey: campaignKeys.detail(id),
    queryFn: ({ signal }) => unwrap(adminApi.get<One>(`/admin/campaigns/${encodeURIComponent(id)}`, { signal })).then((data) => data.campaign),
    // While it is sending, its figures move: look again every few seconds.
    refetchInterval: (query) => (query.state.data?.status === 'sending' || query.state.data?.status === 'scheduled' ? 5000 : false),
  });

const path = (id: string, action = '') => `/admin/campaigns/${encodeURIComponent(id)}${action}`;

export const createCampaign = (body: CampaignBody) => unwrapResult(adminApi.post<One>('/admin/campaigns', body));
export const updateCampaign = (id: string, body: CampaignBody) => unwrapResult(adminApi.put<One>(path(id), body));
export const deleteCampaign = (id: string) => unwrapResult(adminApi.delete<ApiEnvelope<{ id: string }>>(path(id)));
export const sendCampaign = (id: string) => unwrapResult(adminApi.post<One>(path(id, '/send')));
export const scheduleCampaign = (id: string, scheduledAt: string) => unwrapResult(adminApi.post<One>(path(id, '/schedule'), { scheduledAt }));
export const campaignBackToDraft = (id: string) => unwrapResult(adminApi.put<One>(path(id, '/draft')));

export const previewCampaign = (body: string, signal?: AbortSignal) =>
  unwrap(adminApi.post<ApiEnvelope<{ html: string }>>('/admin/campaigns/preview', { body }, { signal })).then((data) => data.html);
export const testSendCampaign = (content: CampaignContent) =>
  unwrapResult(adminApi.post<ApiEnvelope<{ email: string }>>('/admin/campaigns/test-send', content));
