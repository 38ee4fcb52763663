/**
 * The back office's customers module: its routes. Customers' credentials, archiving and reset links
 * belong to the accounts module and are reached through its public surface; this module reads the
 * customer tables for the back office's views and makes the profile edits.
 */
export { adminCustomerRoutes } from './admin-routes';
