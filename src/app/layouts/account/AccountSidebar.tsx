/**
 * The account sidebar: Overview, Orders, Account Details, Addressess (the label spelt as its path)
 * and Payment Methods (docs/decisions/0156-payment-methods-screen.md), the active entry highlighted, a Search box with no behaviour yet, and
 * a Log Out button showing first name, last name and email. 260 px from 1024 px up; below, a
 * profile row and the sections as tabs: two by two on a phone, one row from 640 px, so every
 * section's name is in view whole without scrolling.
 */
import { useMutation } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { toast } from '../../../lib/toasts';
import { NavLink } from 'react-router';
import { Avatar } from '../../../components/Avatar';
import {
  AddressIcon,
  CardIcon,
  DashboardIcon,
  LogOutIcon,
  OrdersIcon,
  SearchIcon,
  UserIcon,
  type IconProps,
} from '../../../components/icons/icons';
import { paths } from '../../../config/paths';
import { logout as revokeSession } from '../../../features/auth/api/logout';
import { turnOffDeviceNotifications } from '../../../features/account/api/push-subscriptions';
import { useAccountSession } from '../../../features/account/account-session';
import { useAuthStore } from '../../../features/auth/stores/auth-store';
import { useAppQueryClient } from '../../../lib/server-state';

interface AccountNavEntry {
  name: string;
  route: string;
  icon: ComponentType<IconProps>;
}

export const ACCOUNT_NAV: readonly AccountNavEntry[] = [
  { name: 'Overview', route: paths.account.overview.getHref(), icon: DashboardIcon },
  { name: 'Orders', route: paths.account.orders.getHref(), icon: OrdersIcon },
  { name: 'Account Details', route: paths.account.accountDetails.getHref(), icon: UserIcon },
  { name: 'Addressess', route: paths.account.addresses.getHref(), icon: AddressIcon },
  { name: 'Payment Methods', route: paths.account.paymentMethods.getHref(), icon: CardIcon },
];

/**
 * Log Out: POST /user/logout first, which revokes the account's tokens on the server (decision
 * 0021), then the local session is cleared whatever the answer — offline, or with a token the
 * server already refused, the person still ends up logged out on this device.
 */
function useLogOut() {
  const { signOutTo } = useAccountSession();
  const token = useAuthStore((state) => state.token);
  // A write, so a mutation (decision 0040); the sidebar unmounts on the way home.
  const loggingOut = useMutation(
    {
      mutationFn: async () => {
        // This device stops hearing about the account's orders (docs/decisions/0257), while the token still works.
        if (token) await turnOffDeviceNotifications(token);
        try {
          if (token) await revokeSession(token);
        } catch {
          // Already revoked, expired or offline: nothing more to do on the server's side.
        }
        await signOutTo(paths.storefront.home.getHref());
        toast.success("You're logged out. See you soon.", { duration: 3000 });
      },
    },
    useAppQueryClient(),
  );
  const busy = loggingOut.isPending;
  const logOut = () => {
    if (!busy) loggingOut.mutate();
  };
  return { logOut, busy };
}

/** The sections as links, the one open marked; laid out as the phone's tabs or as the sidebar's list. */
function AccountSections({
  listClassName,
  linkClassName,
  content,
}: {
  listClassName: string;
  linkClassName: (isActive: boolean) => string;
  content: (entry: AccountNavEntry, isActive: boolean) => ReactNode;
}) {
  return (
    <nav aria-label="Account sections" className="mt-5">
      <ul className={listClassName}>
        {ACCOUNT_NAV.map((entry) => (
          <li key={entry.route}>
            <NavLink to={entry.route} className={({ isActive }) => linkClassName(isActive)}>
              {({ isActive }) => content(entry, isActive)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function AccountSidebar() {
  const user = useAuthStore((state) => state.user);
  const { logOut, busy: loggingOut } = useLogOut();
  const firstName = user?.firstName ?? '';
  const lastName = user?.lastName ?? '';
  const fullName = `${firstName} ${lastName}`.trim() || 'Your account';

  return (
    <aside aria-label="Account" className="w-full lg:w-account-sidebar lg:shrink-0">
      {/* Below 1024 px: profile row and tabs */}
      <div className="lg:hidden">
        <div className="flex items-center gap-3">
          <Avatar firstName={firstName} lastName={lastName} image={user?.profileImage} size={44} />
          <div className="min-w-0 flex-1">
            <p className="truncate font-serif text-2xl leading-tight text-ink">{fullName}</p>
            <p className="truncate text-xs text-ink-muted">{user?.email}</p>
          </div>
          <button type="button" onClick={logOut} disabled={loggingOut} className="btn-ghost h-9 shrink-0 px-3 text-xs">
            <LogOutIcon size={16} />
            Log Out
          </button>
        </div>
        <AccountSections
          listClassName="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap"
          linkClassName={(isActive) =>
            `keyboard-focus flex h-10 items-center justify-center gap-2 whitespace-nowrap rounded-full border px-3 text-sm transition-colors sm:inline-flex sm:px-4 ${
              isActive
                ? 'border-sage-800 bg-sage-800 text-cream-50'
                : 'border-sand-200 bg-cream-50 text-ink-soft hover:border-sand-300 hover:text-ink'
            }`
          }
          content={(entry) => (
            <>
              <entry.icon size={16} />
              {entry.name}
            </>
          )}
        />
      </div>

      {/* From 1024 px: the sidebar */}
      <div className="card sticky top-24 hidden flex-col p-5 lg:flex">
        <p className="eyebrow px-2">My Account</p>
        <div className="relative mt-4">
          <label htmlFor="account-search" className="sr-only">
            Search your account
          </label>
          <SearchIcon size={17} className="pointer-events-none absolute left-4 top-1/2 -translate-y-1/2 text-ink-faint" />
          <input id="account-search" type="search" placeholder="Search" className="input h-10 pl-10" />
        </div>

        <AccountSections
          listClassName="flex flex-col gap-1"
          linkClassName={(isActive) =>
            `keyboard-focus flex h-11 items-center gap-3 rounded-xl px-3 text-sm transition-colors ${
              isActive
                ? 'bg-sage-100 font-medium text-sage-900'
                : 'text-ink-soft hover:bg-cream-200 hover:text-ink'
            }`
          }
          content={(entry, isActive) => (
            <>
              <entry.icon size={18} strokeWidth={isActive ? 1.9 : 1.5} className={isActive ? 'text-sage-700' : ''} />
              {entry.name}
            </>
          )}
        />

        <button
          type="button"
          onClick={logOut}
          disabled={loggingOut}
          aria-busy={loggingOut || undefined}
          className="keyboard-focus group mt-8 flex items-center gap-3 rounded-2xl border border-sand-100 bg-cream-100 p-3 text-left transition-colors hover:border-sand-200 hover:bg-cream-200"
        >
          <Avatar firstName={firstName} lastName={lastName} image={user?.profileImage} size={38} />
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-semibold text-ink">{fullName}</span>
            <span className="block truncate text-xs text-ink-muted">{user?.email}</span>
            <span className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-sage-700">
              <LogOutIcon size={14} />
              Log Out
            </span>
          </span>
        </button>
      </div>
    </aside>
  );
}
