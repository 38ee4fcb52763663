/**
 * The Staff section's calls (decisions 0225, 0226 and 0250): GET /admin/staff, POST /admin/staff/invitations,
 * DELETE /admin/staff/invitations/{id}, PUT /admin/staff/{id} (a role) and DELETE /admin/staff/{id},
 * under the admin's private scope.
 */
import type { ApiEnvelope } from '../../../contracts/envelope';
import type { ChangeRoleBody, InviteAdminBody, StaffOverview } from '../../../contracts/staff';
import { adminQuery } from '../../../lib/admin-page-query';
import { adminApi, type ApiResult, unwrapResult } from '../../../lib/api-client';
import { privateScope } from '../../../lib/server-state';

export const staffKey = [privateScope('admin'), 'staff'] as const;

export const staffQuery = () => adminQuery<StaffOverview>(staffKey, '/admin/staff');

type SentInvitation = { invitation: { id: string; email: string; expiresAt: string } };

export function inviteAdmin(body: InviteAdminBody): Promise<ApiResult<SentInvitation>> {
  return unwrapResult(adminApi.post<ApiEnvelope<SentInvitation>>('/admin/staff/invitations', body));
}

export function revokeInvitation(id: string): Promise<ApiResult<null>> {
  return unwrapResult(adminApi.delete<ApiEnvelope<null>>(`/admin/staff/invitations/${id}`));
}

export function changeAdminRole(id: string, body: ChangeRoleBody): Promise<ApiResult<null>> {
  return unwrapResult(adminApi.put<ApiEnvelope<null>>(`/admin/staff/${id}`, body));
}

export function removeAdmin(id: string): Promise<ApiResult<null>> {
  return unwrapResult(adminApi.delete<ApiEnvelope<null>>(`/admin/staff/${id}`));
}
