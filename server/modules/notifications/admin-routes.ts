/** /admin/notifications: the list (paged, newest first), the unread count, mark one or all read. */
import { markedRead, notificationList, notificationListQuery, oneNotification, unreadCount } from '#contracts/admin-notifications';
import { envelope, idParam } from '#contracts/envelope';
import type { App } from '../../app-types';
import { TAG } from '../../lib/openapi';
import { ok } from '../../lib/reply';
import { countUnread, listNotifications, markAllRead, markRead } from './notification-store';
import { route, routesOf } from '../../lib/routes';

export async function adminNotificationRoutes(app: App): Promise<void> {
  const tags = [TAG.adminNotifications];

  routesOf(app, [
    route({ method: 'GET', url: '/admin/notifications', config: { auth: 'admin' },
      schema: {
        operationId: 'listAdminNotifications',
        tags,
        summary: 'Notifications, newest first, optionally only the unread ones, with the unread count',
        querystring: notificationListQuery,
        response: { 200: envelope(notificationList) },
      },
      handler: async (request) => ok(await listNotifications(app.db, request.query), 'Notifications fetched'),
    }),
    route({ method: 'GET', url: '/admin/notifications/unread-count', config: { auth: 'admin' },
      schema: { operationId: 'countAdminUnreadNotifications', tags, summary: 'How many notifications nobody has read yet (the sidebar badge)', response: { 200: envelope(unreadCount) } },
      handler: async () => ok({ unreadCount: await countUnread(app.db) }, 'Unread notifications counted'),
    }),
    route({ method: 'PUT', url: '/admin/notifications/read-all', config: { auth: 'admin' },
      schema: { operationId: 'markAllAdminNotificationsRead', tags, summary: 'Mark every notification read, for the whole team', response: { 200: envelope(markedRead) } },
      handler: async () => {
        const marked = await markAllRead(app.db);
        return ok({ marked, unreadCount: await countUnread(app.db) }, marked ? `${marked} notifications marked as read` : 'Nothing was unread');
      },
    }),
    route({ method: 'PUT', url: '/admin/notifications/:id/read', config: { auth: 'admin', errors: [404] },
      schema: { operationId: 'markAdminNotificationRead', tags, summary: 'Mark one notification read', params: idParam, response: { 200: envelope(oneNotification) } },
      handler: async (request) => ok({ notification: await markRead(app.db, request.params.id) }, 'Notification marked as read'),
    }),
  ]);
}
