import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminCustomerList, AdminCustomerListQuery } from '../../../contracts/admin-customers';
import type { ApiEnvelope } from '../../../contracts/envelope';
import { adminApi, unwrap } from '../../../lib/api-client';
import { customerKeys } from './customer-queries';

/** GET /admin/customers: searched over name and email, filtered by status, sorted and paged. */
export function listCustomers(query: AdminCustomerListQuery, signal?: AbortSignal): Promise<AdminCustomerList> {
  return unwrap(adminApi.get<ApiEnvelope<AdminCustomerList>>('/admin/customers', { params: query, signal }));
}

/** Keeps the previous page on screen (dimmed) while the next one loads, so the table does not jump. */
export const customersQuery = (query: AdminCustomerListQuery) =>
  queryOptions({ queryKey: customerKeys.list(query), queryFn: ({ signal }) => listCustomers(query, signal), placeholderData: keepPreviousData });
