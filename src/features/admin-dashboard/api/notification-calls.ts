/**
 * /admin/notifications: the list, the unread count (the sidebar's badge, refreshed every minute
 * while the back office is open) and marking read. Marking refreshes both, so the badge and the
 * list never disagree.
 */
import { queryOptions } from '@tanstack/react-query';
import type { AdminNotification, NotificationList, NotificationListQuery } from '../../../contracts/admin-notifications';
import type { ApiEnvelope } from '../../../contracts/envelope';
import { adminPageQuery } from '../../../lib/admin-page-query';
import { adminApi, type ApiResult, unwrap, unwrapResult } from '../../../lib/api-client';
import { privateScope, queryClient } from '../../../lib/server-state';

const notificationKeys = {
  all: [privateScope('admin'), 'notifications'] as const,
  list: (query: NotificationListQuery) => [...notificationKeys.all, 'list', query] as const,
  unread: () => [...notificationKeys.all, 'unread-count'] as const,
};

export const NOTIFICATIONS_PAGE_SIZE = 20;
const UNREAD_POLL_MS = 60_000;

export const notificationsQuery = (query: NotificationListQuery) =>
  adminPageQuery<NotificationList>(notificationKeys.list(query), '/admin/notifications', query);

export const unreadCountQuery = () =>
  queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: async ({ signal }) =>
      (await unwrap(adminApi.get<ApiEnvelope<{ unreadCount: number }>>('/admin/notifications/unread-count', { signal }))).unreadCount,
    refetchInterval: UNREAD_POLL_MS,
  });

const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });

export async function markNotificationRead(id: string): Promise<ApiResult<{ notification: AdminNotification }>> {
  const result = await unwrapResult(adminApi.put<ApiEnvelope<{ notification: AdminNotification }>>(`/admin/notifications/${id}/read`));
  await refresh();
  return result;
}

export async function markAllNotificationsRead(): Promise<ApiResult<{ marked: number; unreadCount: number }>> {
  const result = await unwrapResult(adminApi.put<ApiEnvelope<{ marked: number; unreadCount: number }>>('/admin/notifications/read-all'));
  await refresh();
  return result;
}
