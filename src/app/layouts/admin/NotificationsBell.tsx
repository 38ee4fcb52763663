/**
 * The notifications link of the admin sidebar and of the phone header, with the unread count
 * (decision 0122) on it: one query, refreshed every minute, so both bells agree.
 */
import { useQuery } from '@tanstack/react-query';
import { NavLink, type NavLinkProps } from 'react-router';
import { BellIcon } from '../../../components/icons/icons';
import { paths } from '../../../config/paths';
import { unreadCountQuery } from '../../../features/admin-dashboard/api/notification-calls';

interface NotificationsBellProps {
  className: NavLinkProps['className'];
  iconSize: number;
  onClick?: () => void;
}

export function NotificationsBell({ className, iconSize, onClick }: NotificationsBellProps) {
  const unread = useQuery(unreadCountQuery()).data ?? 0;
  return (
    <NavLink
      to={paths.admin.notifications.getHref()}
      onClick={onClick}
      aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
      className={className}
    >
      <span className="relative inline-flex">
        <BellIcon size={iconSize} />
        {unread ? (
          <span
            aria-hidden="true"
            data-testid="notifications-unread"
            className="absolute -right-2 -top-2 min-w-[18px] rounded-full bg-blush-200 px-1 text-center text-[10.5px] font-semibold leading-[18px] text-blush-700"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </span>
    </NavLink>
  );
}
