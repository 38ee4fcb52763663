/** OpenAPI grouping and security requirements of the account routes (schemes declared in plugins/docs.ts). */
import type { AccountKind } from './credentials';

export const customerSecurity = [{ customerToken: [] }];
export const adminSecurity = [{ adminToken: [] }];
export const securityOf = (kind: AccountKind) => (kind === 'customer' ? customerSecurity : adminSecurity);

/** The tags the routes are grouped under at /api/docs. */
export const CUSTOMER_TAG = 'customer';
export const ADMIN_AUTH_TAG = 'admin-auth';
