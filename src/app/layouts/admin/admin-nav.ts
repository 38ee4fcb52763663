/** The admin sidebar's entries (docs/product/back-office.md#admin-layout-and-sidebar: name, route, active and inactive icons, optional sub-entries). */
import type { ComponentType } from 'react';
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
  children?: ReadonlyArray<{ name: string; route: string }>;
}

export const ADMIN_NAV: readonly AdminNavEntry[] = [
  { name: 'Dashboard', route: paths.admin.dashboard.getHref(), icon: DashboardIcon },
  { name: 'Orders', route: paths.admin.orders.getHref(), icon: OrdersIcon },
  { name: 'Products', route: paths.admin.products.getHref(), icon: ProductsIcon },
  { name: 'Customers', route: paths.admin.customers.getHref(), icon: CustomersIcon },
  {
    name: 'Marketing',
    route: paths.admin.marketing.getHref(),
    icon: MarketingIcon,
    children: [
      { name: 'Discounts', route: paths.admin.discounts.getHref() },
      { name: 'Email Campaigns', route: paths.admin.campaigns.getHref() },
    ],
  },
  { name: 'Reports', route: paths.admin.reports.getHref(), icon: ReportsIcon },
];

export function isWithin(route: string, pathname: string): boolean {
  return pathname === route || pathname.startsWith(`${route}/`);
}
