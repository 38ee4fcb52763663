/** GET /admin/emails and /admin/emails/{id}: the outbox, newest first — the shop's mailbox when no SMTP is configured. */
import { emailList, emailListQuery, oneOutboxEmail } from '#contracts/emails';
import { envelope, idParam } from '#contracts/envelope';
import type { App } from '../../app-types';
import { TAG } from '../../lib/openapi';
import { ok } from '../../lib/reply';
import { findOutboxEmail, listOutbox } from './outbox-queries';
import { route, routesOf } from '../../lib/routes';

export async function adminEmailRoutes(app: App): Promise<void> {
  routesOf(app, [
    route({ method: 'GET', url: '/admin/emails', config: { auth: 'admin' },
      schema: { operationId: 'listAdminEmails', tags: [TAG.adminEmails], summary: 'Emails the shop has sent or queued (the outbox)', querystring: emailListQuery, response: { 200: envelope(emailList) } },
      handler: async (request) => ok(await listOutbox(app.db, request.query), 'Emails fetched'),
    }),
    route({ method: 'GET', url: '/admin/emails/:id', config: { auth: 'admin', errors: [404] },
      schema: { operationId: 'getAdminEmail', tags: [TAG.adminEmails], summary: 'One email of the outbox, with its text and HTML', params: idParam, response: { 200: envelope(oneOutboxEmail) } },
      handler: async (request) => ok({ email: await findOutboxEmail(app.db, request.params.id) }, 'Email fetched'),
    }),
  ]);
}
