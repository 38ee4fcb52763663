/** GET /admin/emails: the outbox, newest first — the shop's mailbox when no SMTP is configured. */
import { emailList, emailListQuery } from '../../../src/contracts/emails';
import { envelope } from '../../../src/contracts/envelope';
import type { App } from '../../app-types';
import { TAG } from '../../lib/openapi';
import { ok } from '../../lib/reply';
import { listOutbox } from './outbox-queries';

export async function emailRoutes(app: App): Promise<void> {
  app.get(
    '/admin/emails',
    {
      config: { auth: 'admin' },
      schema: {
        operationId: 'listAdminEmails',
        tags: [TAG.adminEmails],
        summary: 'Emails the shop has sent or queued (the outbox)',
        querystring: emailListQuery,
        response: { 200: envelope(emailList) },
      },
    },
    async (request) => ok(await listOutbox(app.db, request.query), 'Emails fetched'),
  );
}
