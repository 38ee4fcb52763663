/**
 * Reading the outbox: the admins' view of every email the shop has queued, sent or failed to send,
 * never with a link's secret (link-secrets.ts): a queued email still holds its token until it is
 * delivered, and an admin (or a stolen admin token) must not act as its recipient.
 */
import { and, count, eq, type SQL } from 'drizzle-orm';
import { notFound } from '../../lib/http-errors';
import type { z } from 'zod';
import type { emailListQuery, OutboxEmail } from '#contracts/emails';
import type { Pagination } from '#contracts/envelope';
import type { DbOrTx } from '../../db/client';
import { emails } from '../../db/schema';
import { listAnswer, pageOfRows, sortedBy } from '../../lib/admin-lists';
import { withoutLinkSecrets } from './link-secrets';
import { isQueued } from './outbox';

type Row = typeof emails.$inferSelect;

function toOutboxEmail(row: Row): OutboxEmail {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    kind: row.kind,
    status: row.status as OutboxEmail['status'],
    text: withoutLinkSecrets(row.text),
    html: withoutLinkSecrets(row.html),
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** Newest first, optionally only to one address or of one kind. */
export async function listOutbox(
  db: DbOrTx,
  query: z.output<typeof emailListQuery>,
): Promise<{ emails: OutboxEmail[]; pagination: Pagination }> {
  const { to, kind } = query;
  const filters: SQL[] = [];
  if (to) filters.push(eq(emails.to, to));
  if (kind) filters.push(eq(emails.kind, kind));
  const where = filters.length ? and(...filters) : undefined;
  const { rows, total } = await pageOfRows(db, emails, where, sortedBy(emails.createdAt, emails.id, 'desc'), query);
  return listAnswer('emails', rows.map(toOutboxEmail), query, total);
}

/** One email, whatever its status. */
export async function findOutboxEmail(db: DbOrTx, id: string): Promise<OutboxEmail> {
  const [row] = await db.select().from(emails).where(eq(emails.id, id));
  if (!row) throw notFound('Email not found');
  return toOutboxEmail(row);
}

/** Emails waiting for the delivery job, across every process (emails_queued_idx counts them). */
export async function queuedEmailCount(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(emails).where(isQueued);
  return row?.n ?? 0;
}
