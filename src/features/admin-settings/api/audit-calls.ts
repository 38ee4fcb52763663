/**
 * GET /admin/audit (decision 0224), under the admin's private scope. Always asked again when the
 * page opens: the trail is what just happened, and a cached page would hide the last change.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AuditList, AuditListQuery } from '../../../contracts/admin-audit';
import type { ApiEnvelope } from '../../../contracts/envelope';
import { adminApi, unwrap } from '../../../lib/api-client';
import { privateScope } from '../../../lib/server-state';

export const auditQuery = (query: AuditListQuery) =>
  queryOptions({
    queryKey: [privateScope('admin'), 'audit', query] as const,
    queryFn: ({ signal }) => unwrap(adminApi.get<ApiEnvelope<AuditList>>('/admin/audit', { params: query, signal })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
