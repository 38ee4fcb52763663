/**
 * /admin/notifications (decision 0122): what happened in the shop that the team should see, newest
 * first, unread ones marked; open one to go to what it is about (which also marks it read), mark
 * one or all read, or show only the unread ones.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AdminPageHeader } from '../../../components/admin/AdminPage';
import { AdminList } from '../../../components/admin/AdminList';
import { ListToolbar } from '../../../components/admin/TableControls';
import { useAdminAction } from '../../../components/admin/use-admin-action';
import { useAdminListParams } from '../../../components/admin/use-admin-list-params';
import { BagIcon, BellIcon, CardIcon, MailIcon, MarketingIcon, ProductsIcon } from '../../../components/icons/icons';
import type { AdminNotification, NotificationType } from '../../../contracts/admin-notifications';
import { formatDayTime } from '../../../lib/format';
import { markAllNotificationsRead, markNotificationRead, NOTIFICATIONS_PAGE_SIZE, notificationsQuery } from '../api/notification-calls';

const ICONS: Record<NotificationType, typeof BellIcon> = {
  new_order: BagIcon,
  payment_failed: CardIcon,
  low_stock: ProductsIcon,
  campaign_sent: MarketingIcon,
  contact_message: MailIcon,
};

export function AdminNotificationsPage() {
  const list = useAdminListParams({ show: { values: ['all', 'unread'], default: 'all' } });
  const unreadOnly = list.params.show === 'unread';
  const query = { page: list.page, limit: NOTIFICATIONS_PAGE_SIZE, ...(unreadOnly ? { unread: 'true' as const } : {}) };
  const notifications = useQuery(notificationsQuery(query));
  const markOne = useAdminAction({ action: markNotificationRead, failure: 'Failed to mark notification as read' });
  const markAll = useAdminAction({ action: () => markAllNotificationsRead(), failure: 'Failed to mark notifications as read' });
  const data = notifications.data;

  return (
    <div>
      <AdminPageHeader
        eyebrow="Back office"
        title="Notifications"
        description={data ? `${data.unreadCount} unread` : 'Orders, payments, stock, campaigns and messages.'}
        actions={
          <button type="button" className="btn-secondary" disabled={!data?.unreadCount || markAll.isPending} onClick={() => markAll.mutate()}>
            Mark all as read
          </button>
        }
      />
      <ListToolbar>
        <div role="group" aria-label="Show" className="inline-flex rounded-full border border-sand-200 bg-cream-50 p-1">
          {(['all', 'unread'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={list.params.show === value}
              onClick={() => list.setParam('show', value)}
              className={`keyboard-focus rounded-full px-4 py-1.5 text-[13px] font-medium transition-colors ${
                list.params.show === value ? 'bg-sage-800 text-cream-50' : 'text-ink-soft hover:text-ink'
              }`}
            >
              {value === 'all' ? 'All' : 'Unread'}
            </button>
          ))}
        </div>
      </ListToolbar>

      <AdminList
        query={notifications}
        items="notifications"
        list={list}
        noMatch={{ title: 'All caught up', body: 'Every notification has been read.', action: null }}
        empty={{ title: 'No notifications yet', body: 'New orders, failed payments, low stock, campaigns and messages will show here.' }}
        renderRows={(rows, isRefreshing) => (
          <ul className={`card divide-y divide-sand-100 ${isRefreshing ? 'opacity-60' : ''}`} aria-label="Notifications">
            {rows.map((notification) => (
              <NotificationRow key={notification.id} notification={notification} onRead={() => markOne.mutate(notification.id)} />
            ))}
          </ul>
        )}
      />
    </div>
  );
}

function NotificationRow({ notification, onRead }: { notification: AdminNotification; onRead: () => void }) {
  const Icon = ICONS[notification.type] ?? BellIcon;
  const unread = notification.readAt === null;
  return (
    <li className={`flex items-start gap-4 px-5 py-4 sm:px-6 ${unread ? 'bg-sage-50/60' : ''}`} data-testid="notification" data-unread={unread}>
      <span className={`mt-0.5 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full ${unread ? 'bg-sage-100 text-sage-800' : 'bg-sand-100 text-ink-muted'}`}>
        <Icon size={17} />
      </span>
      <div className="min-w-0 flex-1">
        <p className={`text-sm ${unread ? 'font-semibold text-ink' : 'font-medium text-ink-soft'}`}>
          {unread ? <span className="sr-only">Unread: </span> : null}
          {notification.link ? (
            <Link to={notification.link} onClick={unread ? onRead : undefined} className="keyboard-focus rounded hover:underline">
              {notification.title}
            </Link>
          ) : (
            notification.title
          )}
        </p>
        {notification.body ? <p className="mt-0.5 break-words text-[13px] text-ink-muted">{notification.body}</p> : null}
        <p className="mt-1 text-xs tabular-nums text-ink-muted">{formatDayTime(notification.createdAt)}</p>
      </div>
      {unread ? (
        <button type="button" onClick={onRead} className="keyboard-focus shrink-0 rounded-full px-3 py-1.5 text-[12.5px] font-medium text-sage-700 hover:bg-sage-100">
          Mark as read
        </button>
      ) : null}
    </li>
  );
}
