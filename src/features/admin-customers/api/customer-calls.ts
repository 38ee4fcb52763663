/**
 * One customer in the back office (docs/product/back-office.md#admin-calls): read, edit, archive or restore, and send a
 * password reset link. Changes answer the server's sentence for the toast (unwrapResult).
 */
import { queryOptions } from '@tanstack/react-query';
import type { AdminCustomerDetail, AdminCustomerUpdateBody } from '../../../contracts/admin-customers';
import type { ApiEnvelope } from '../../../contracts/envelope';
import { adminApi, unwrap, unwrapResult, type ApiResult } from '../../../lib/api-client';
import { customerKeys } from './customer-queries';

type OneCustomer = { customer: AdminCustomerDetail };
const at = (id: string) => `/admin/customers/${encodeURIComponent(id)}`;

export async function getCustomer(id: string, signal?: AbortSignal): Promise<AdminCustomerDetail> {
  const { customer } = await unwrap(adminApi.get<ApiEnvelope<OneCustomer>>(at(id), { signal }));
  return customer;
}

export const customerQuery = (id: string) => queryOptions({ queryKey: customerKeys.detail(id), queryFn: ({ signal }) => getCustomer(id, signal) });

export function updateCustomer(id: string, body: AdminCustomerUpdateBody): Promise<ApiResult<OneCustomer>> {
  return unwrapResult(adminApi.put<ApiEnvelope<OneCustomer>>(at(id), body));
}

/** PUT /{id}/archive or /{id}/unarchive: an archived customer cannot sign in and their tokens stop working. */
export function setCustomerArchived(id: string, archived: boolean): Promise<ApiResult<OneCustomer>> {
  // `{}`: an empty PUT may be labelled a form, which the API refuses (see auth/api/logout.ts).
  return unwrapResult(adminApi.put<ApiEnvelope<OneCustomer>>(`${at(id)}/${archived ? 'archive' : 'unarchive'}`, {}));
}

/** PUT /{id}/reset-password: emails the customer a single-use link (409 for an archived customer). */
export function sendCustomerPasswordReset(id: string): Promise<ApiResult<{ email: string }>> {
  return unwrapResult(adminApi.put<ApiEnvelope<{ email: string }>>(`${at(id)}/reset-password`, {}));
}
