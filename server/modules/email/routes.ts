/** GET /admin/emails: the outbox, newest first — the shop's mailbox when no SMTP is configured. */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { emailList, emailListQuery } from '../../../src/contracts/emails';
import { envelope } from '../../../src/contracts/envelope';
import type { App } from '../../app-types';
import { emails } from '../../db/schema';
import { TAG } from '../../lib/openapi';
import { ok } from '../../lib/reply';

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
    async (request) => {
      const { page, limit, to, kind } = request.query;
      const filters: SQL[] = [];
      if (to) filters.push(eq(emails.to, to));
      if (kind) filters.push(eq(emails.kind, kind));
      const where = filters.length ? and(...filters) : undefined;
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([
        app.db
          .select()
          .from(emails)
          .where(where)
          .orderBy(desc(emails.createdAt), desc(emails.id))
          .limit(limit)
          .offset((page - 1) * limit),
        app.db.select({ total: count() }).from(emails).where(where),
      ]);
      return ok(
        {
          emails: rows.map((row) => ({
            id: row.id,
            to: row.to,
            subject: row.subject,
            kind: row.kind,
            status: row.status as 'queued' | 'sent' | 'failed',
            text: row.text,
            html: row.html,
            error: row.error,
            createdAt: row.createdAt.toISOString(),
            sentAt: row.sentAt?.toISOString() ?? null,
          })),
          pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) },
        },
        'Emails fetched',
      );
    },
  );
}
