/**
 * The cache keys of the back office's customer screens, under the admin's private scope (forgotten
 * when the admin signs out). One prefix for lists and one per customer, so a change to a customer
 * refreshes their page and every list that might show them.
 */
import { adminRecordKeys } from '../../../lib/admin-page-query';
import { queryClient } from '../../../lib/server-state';
import type { AdminCustomerListQuery } from '../../../contracts/admin-customers';

export const customerKeys = adminRecordKeys<AdminCustomerListQuery>('customers');

export async function refreshCustomer(id: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: customerKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: customerKeys.detail(id) }),
  ]);
}
