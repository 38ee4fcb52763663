/**
 * Who the navigation shows (docs/product/storefront.md#top-navigation): an admin, a customer or a guest. The navigation
 * treats the visitor as signed in if either session is; an admin session takes precedence.
 */
import type { AdminUser } from '../../../features/admin-auth/stores/admin-auth-store';
import type { AuthUser } from '../../../features/auth/stores/auth-store';
import { splitName } from '../../../components/Avatar';
import { paths } from '../../../config/paths';

export interface NavAccount {
  kind: 'admin' | 'customer' | 'guest';
  /** Where the account icon goes. */
  href: string;
  /** The icon's tooltip and accessible name. */
  label: string;
  firstName: string;
  lastName: string;
  image: string | null;
  /** The name line in the mobile menu, e.g. "Jane Doe (Admin)". */
  displayName: string;
  email: string;
  /** Admins do not see the bag. */
  showBag: boolean;
}

interface Sessions {
  customer: { isAuthenticated: boolean; user: AuthUser | null };
  admin: { isAuthenticated: boolean; admin: AdminUser | null };
}

/** A visitor who is not signed in (also what the server renders for everyone). */
export const GUEST: NavAccount = {
  kind: 'guest',
  href: paths.storefront.login.getHref(),
  label: 'Login to your account',
  firstName: '',
  lastName: '',
  image: null,
  displayName: '',
  email: '',
  showBag: true,
};

export function navAccount({ customer, admin }: Sessions): NavAccount {
  if (admin.isAuthenticated) {
    const name = admin.admin?.name?.trim() || 'Admin';
    const [firstName, lastName] = splitName(admin.admin?.name ?? '');
    return {
      kind: 'admin',
      href: paths.admin.dashboard.getHref(),
      label: 'Go to Admin Dashboard',
      firstName,
      lastName,
      image: null,
      displayName: `${name} (Admin)`,
      email: admin.admin?.email ?? '',
      showBag: false,
    };
  }
  if (customer.isAuthenticated) {
    const firstName = customer.user?.firstName?.trim() ?? '';
    const lastName = customer.user?.lastName?.trim() ?? '';
    return {
      kind: 'customer',
      href: paths.account.overview.getHref(),
      label: firstName ? `Dashboard (${firstName})` : 'Dashboard',
      firstName,
      lastName,
      image: customer.user?.profileImage ?? null,
      displayName: `${firstName} ${lastName}`.trim() || 'My account',
      email: customer.user?.email ?? '',
      showBag: true,
    };
  }
  return GUEST;
}
