/** /admin/notifications: the list (paged, newest first), the unread count, mark one or all read. */
import { markedRead, notificationList, notificationListQuery, oneNotification, unreadCount } from '#contracts/admin-notifications';
import { envelope, idParam } from '#contracts/envelope';
import type { App } from '../../app-types';
import { TAG } from '../../lib/openapi';
import { ok } from '../../lib/reply';
import { countUnread, listNotifications, markAllRead, markRead } from './notification-store';

export async function adminNotificationRoutes(app: App): Promise<void> {
  const tags = [TAG.adminNotifications];

  app.get(
    '/admin/notifications',
    {
      config: { auth: 'admin' },
      schema: {
        operationId: 'listAdminNotifications',
        tags,
        summary: 'Notifications, newest first, optionally only the unread ones, with the unread count',
        querystring: notificationListQuery,
        response: { 200: envelope(notificationList) },
      },
    },
    async (request) => ok(await listNotifications(app.db, request.query), 'Notifications fetched'),
  );

  app.get(
    '/admin/notifications/unread-count',
    {
      config: { auth: 'admin' },
      schema: { operationId: 'countAdminUnreadNotifications', tags, summary: 'How many notifications nobody has read yet (the sidebar badge)', response: { 200: envelope(unreadCount) } },
    },
    async () => ok({ unreadCount: await countUnread(app.db) }, 'Unread notifications counted'),
  );

  app.put(
    '/admin/notifications/read-all',
    {
      config: { auth: 'admin' },
      schema: { operationId: 'markAllAdminNotificationsRead', tags, summary: 'Mark every notification read, for the whole team', response: { 200: envelope(markedRead) } },
    },
    async () => {
      const marked = await markAllRead(app.db);
      return ok({ marked, unreadCount: await countUnread(app.db) }, marked ? `${marked} notifications marked as read` : 'Nothing was unread');
    },
  );

  app.put(
    '/admin/notifications/:id/read',
    {
      config: { auth: 'admin', errors: [404] },
      schema: { operationId: 'markAdminNotificationRead', tags, summary: 'Mark one notification read', params: idParam, response: { 200: envelope(oneNotification) } },
    },
    async (request) => ok({ notification: await markRead(app.db, request.params.id) }, 'Notification marked as read'),
  );
}
