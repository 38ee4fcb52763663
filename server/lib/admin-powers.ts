/**
 * Which power each admin route needs (docs/decisions/0250-staff-roles.md), in one table, so who may
 * do what is read in one place and not in each route file. The auth plugin looks every admin route
 * up here as it is registered and refuses to start when one is missing, the way it refuses a route
 * without an audience; the access-matrix test then calls every admin route as every role.
 *
 * A key is either a path, which covers every route under it (`/admin/orders` covers
 * `/admin/orders/:id/refund`), or a method and an exact path, for the few routes whose method
 * changes who may call them. The exact key wins, then the longest path.
 */
import type { AdminPower } from '#domain/staff-roles';
import { API_BASE } from './api-path';

/** Every signed-in admin, whatever their role: their own session and what is addressed to them. */
export const EVERY_ADMIN = 'every admin';
export type RoutePower = AdminPower | typeof EVERY_ADMIN;

const ROUTE_POWERS: Readonly<Record<string, RoutePower>> = {
  '/admin/profile': EVERY_ADMIN,
  '/admin/logout': EVERY_ADMIN,
  '/admin/notifications': EVERY_ADMIN,
  '/admin/products': 'catalogue',
  '/admin/orders': 'orders',
  '/admin/customers': 'customers',
  '/admin/discounts': 'discounts',
  '/admin/campaigns': 'campaigns',
  // The people the campaigns write to: seen, exported and unsubscribed by whoever sends campaigns (decision 0261).
  '/admin/newsletter': 'campaigns',
  '/admin/reports': 'reports',
  '/admin/dashboard': 'reports',
  // Every screen shows prices in the shop's currency and reads its settings; only owners change them.
  'GET /admin/settings': EVERY_ADMIN,
  '/admin/settings': 'settings',
  '/admin/emails': 'settings',
  '/admin/staff': 'staff',
  '/admin/backup': 'backups',
  '/admin/audit': 'audit',
};

const covers = (prefix: string, url: string) => url === prefix || url.startsWith(`${prefix}/`);

/** The power an admin route needs (its URL with or without the API's base), or undefined when the table says nothing about it. */
export function routePower(method: string, fullUrl: string): RoutePower | undefined {
  const url = fullUrl.startsWith(`${API_BASE}/`) ? fullUrl.slice(API_BASE.length) : fullUrl;
  const exact = ROUTE_POWERS[`${method} ${url}`];
  if (exact) return exact;
  const prefix = Object.keys(ROUTE_POWERS)
    .filter((key) => key.startsWith('/') && covers(key, url))
    .sort((a, b) => b.length - a.length)[0];
  return prefix ? ROUTE_POWERS[prefix] : undefined;
}
