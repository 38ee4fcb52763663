/**
 * GET /admin/audit (decision 0224), under the admin's private scope. Always asked again when the
 * page opens: the trail is what just happened, and a cached page would hide the last change.
 */
import { queryOptions } from '@tanstack/react-query';
import type { AuditList, AuditListQuery } from '../../../contracts/admin-audit';
import { adminPageQuery } from '../../../lib/admin-page-query';
import { privateScope } from '../../../lib/server-state';

export const auditQuery = (query: AuditListQuery) =>
  queryOptions({ ...adminPageQuery<AuditList>([privateScope('admin'), 'audit', query], '/admin/audit', query), staleTime: 0 });
