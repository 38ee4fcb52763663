import type { AdminCustomerList, AdminCustomerListQuery } from '../../../contracts/admin-customers';
import { adminPageQuery, fetchAdminPage } from '../../../lib/admin-page-query';
import { customerKeys } from './customer-queries';

/** GET /admin/customers: searched over name and email, filtered by status, sorted and paged. */
export function listCustomers(query: AdminCustomerListQuery, signal?: AbortSignal): Promise<AdminCustomerList> {
  return fetchAdminPage<AdminCustomerList>('/admin/customers', query, signal);
}

/** Keeps the previous page on screen (dimmed) while the next one loads, so the table does not jump. */
export const customersQuery = (query: AdminCustomerListQuery) =>
  adminPageQuery<AdminCustomerList>(customerKeys.list(query), '/admin/customers', query);
