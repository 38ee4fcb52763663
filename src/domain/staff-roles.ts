/**
 * What each colleague in the back office may do (docs/decisions/0250-staff-roles.md). A role is a
 * set of powers, each power one area of the back office. The server refuses a route whose power
 * the caller's role lacks (server/lib/admin-powers.ts says which power each admin route needs);
 * the back office reads the same table to hide what the role cannot use. Both sides read it from
 * here, so the screen never offers what the API would refuse.
 */
export const STAFF_ROLES = ['owner', 'manager', 'fulfilment'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ADMIN_POWERS = [
  'catalogue',
  'orders',
  'customers',
  'discounts',
  'campaigns',
  'reports',
  'settings',
  'staff',
  'backups',
  'audit',
] as const;
export type AdminPower = (typeof ADMIN_POWERS)[number];

/**
 * The owner holds every power, and is the only one who changes the shop's settings, invites,
 * removes or changes colleagues, downloads backups and reads the audit trail. A manager runs the
 * shop day to day; fulfilment packs and ships orders.
 */
export const ROLE_POWERS: Record<StaffRole, readonly AdminPower[]> = {
  owner: ADMIN_POWERS,
  manager: ['catalogue', 'orders', 'customers', 'discounts', 'campaigns', 'reports'],
  fulfilment: ['orders'],
};

export const ROLE_LABELS: Record<StaffRole, string> = { owner: 'Owner', manager: 'Manager', fulfilment: 'Fulfilment' };

/** One line per role, for the screens that let an owner choose one. */
export const ROLE_SUMMARIES: Record<StaffRole, string> = {
  owner: 'Everything, including settings, staff, backups and the audit trail',
  manager: 'Products, orders, customers, discounts, campaigns and reports',
  fulfilment: 'Orders and shipping only',
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

export function roleMay(role: StaffRole, power: AdminPower): boolean {
  return ROLE_POWERS[role].includes(power);
}
