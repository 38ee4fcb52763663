/**
 * The admin sidebar's entries (docs/product/back-office.md#admin-layout-and-sidebar: name, route, active and inactive icons,
 * optional sub-entries), each with the power a staff role needs to use it (decision 0250), and which
 * power each back-office page needs, so the sidebar and the pages hide the same things the API refuses.
 */
import type { ComponentType } from 'react';
import { type AdminPower, roleMay, type StaffRole } from '../../../domain/staff-roles';
import {
  CustomersIcon,
  DashboardIcon,
  MarketingIcon,
  OrdersIcon,
  ProductsIcon,
  ReportsIcon,
  type IconProps,
} from '../../../components/icons/icons';
import { paths } from '../../../config/paths';

export interface AdminNavEntry {
  name: string;
  route: string;
  icon: ComponentType<IconProps>;
  /** Drawn when the entry is active; defaults to `icon` drawn heavier. */
  activeIcon?: ComponentType<IconProps>;
  power: AdminPower;
  children?: ReadonlyArray<{ name: string; route: string; power: AdminPower }>;
}

export const ADMIN_NAV: readonly AdminNavEntry[] = [
  { name: 'Dashboard', route: paths.admin.dashboard.getHref(), icon: DashboardIcon, power: 'reports' },
  { name: 'Orders', route: paths.admin.orders.getHref(), icon: OrdersIcon, power: 'orders' },
  { name: 'Products', route: paths.admin.products.getHref(), icon: ProductsIcon, power: 'catalogue' },
  { name: 'Customers', route: paths.admin.customers.getHref(), icon: CustomersIcon, power: 'customers' },
  {
    name: 'Marketing',
    route: paths.admin.marketing.getHref(),
    icon: MarketingIcon,
    power: 'discounts',
    children: [
      { name: 'Discounts', route: paths.admin.discounts.getHref(), power: 'discounts' },
      { name: 'Email Campaigns', route: paths.admin.campaigns.getHref(), power: 'campaigns' },
      { name: 'Newsletter', route: paths.admin.subscribers.getHref(), power: 'campaigns' },
    ],
  },
  { name: 'Reports', route: paths.admin.reports.getHref(), icon: ReportsIcon, power: 'reports' },
];

/** The sidebar as `role` sees it: the entries (and sub-entries) it may use. */
export function navFor(role: StaffRole | null): AdminNavEntry[] {
  if (!role) return [];
  return ADMIN_NAV.filter((entry) => roleMay(role, entry.power)).map((entry) =>
    entry.children ? { ...entry, children: entry.children.filter((child) => roleMay(role, child.power)) } : entry,
  );
}

/** Where `role` lands in the back office: its first sidebar entry (Settings for a role with none). */
export function homeFor(role: StaffRole | null): { to: string; label: string } {
  const [first] = navFor(role);
  return first ? { to: first.route, label: first.name } : { to: paths.admin.settings.getHref(), label: 'Settings' };
}

/**
 * The power each back-office page needs, by address; the first that covers the page wins. Settings
 * and notifications are every colleague's (settings read-only but for owners).
 */
const PAGE_POWERS: ReadonlyArray<readonly [string, AdminPower]> = [
  [paths.admin.staff.getHref(), 'staff'],
  [paths.admin.outbox.getHref(), 'settings'],
  [paths.admin.audit.path, 'audit'],
  [paths.admin.discounts.getHref(), 'discounts'],
  [paths.admin.campaigns.getHref(), 'campaigns'],
  [paths.admin.subscribers.getHref(), 'campaigns'],
  ...ADMIN_NAV.map((entry) => [entry.route, entry.power] as const),
];

export function pagePower(pathname: string): AdminPower | null {
  return PAGE_POWERS.find(([route]) => isWithin(route, pathname))?.[1] ?? null;
}

export function isWithin(route: string, pathname: string): boolean {
  return pathname === route || pathname.startsWith(`${route}/`);
}
