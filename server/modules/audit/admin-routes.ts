/** GET /admin/audit: the audit trail, read-only (docs/decisions/0224-audit-trail.md). */
import { auditList, auditListQuery } from '#contracts/admin-audit';
import { envelope } from '#contracts/envelope';
import type { App } from '../../app-types';
import { TAG } from '../../lib/openapi';
import { ok } from '../../lib/reply';
import { listAuditEntries } from './audit-list';
import { route, routesOf } from '../../lib/routes';

export async function adminAuditRoutes(app: App): Promise<void> {
  routesOf(app, [
    route({ method: 'GET', url: '/admin/audit', config: { auth: 'admin' },
      schema: {
        operationId: 'listAdminAudit',
        tags: [TAG.adminAudit],
        summary: 'The audit trail: every admin write, newest first, filtered by admin, record or action, paged',
        description:
          'Each entry names the admin (as they were at the time), the action, the record and only the fields that changed, each with its value before and after (money in pence; secrets redacted). No call changes or removes an entry.',
        querystring: auditListQuery,
        response: { 200: envelope(auditList) },
      },
      handler: async (request) => ok(await listAuditEntries(app.db, request.query), 'Audit trail fetched'),
    }),
  ]);
}
