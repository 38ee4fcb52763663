/**
 * Admin notifications: written in the transaction of the event they report (decision 0122), so a
 * notification exists exactly when its event committed (an order paid, a payment failed, stock
 * gone low, a campaign sent, a message received), and read, counted and marked read by admins.
 * Read state belongs to the shop: one admin reading a notification reads it for the team.
 */
import { count, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminNotification, NotificationList, NotificationType, notificationListQuery } from '#contracts/admin-notifications';
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';
import { listAnswer, pageOfRows, sortedBy } from '../../lib/admin-lists';
import { notFound } from '../../lib/http-errors';

export interface NewNotification {
  type: NotificationType;
  title: string;
  body?: string;
  /** A back-office path, e.g. /admin/orders/<id>. */
  link?: string | null;
}

/** The notification's row as an INSERT not yet sent, for a caller that sends it inside a statement of its own. */
export function notificationInsert(tx: DbOrTx, notification: NewNotification) {
  return tx.insert(notifications).values({
    type: notification.type,
    title: notification.title,
    body: notification.body ?? '',
    link: notification.link ?? null,
  });
}

/** Records a notification in the caller's transaction: it commits, or rolls back, with the event. */
export async function recordNotification(tx: DbOrTx, notification: NewNotification): Promise<void> {
  await notificationInsert(tx, notification);
}

type Row = typeof notifications.$inferSelect;

function toAdminNotification(row: Row): AdminNotification {
  return {
    id: row.id,
    type: row.type as NotificationType,
    title: row.title,
    body: row.body,
    link: row.link,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const UNREAD = isNull(notifications.readAt);

export async function countUnread(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(UNREAD);
  return row?.n ?? 0;
}

export async function listNotifications(db: DbOrTx, query: z.output<typeof notificationListQuery>): Promise<NotificationList> {
  const where = query.unread ? UNREAD : undefined;
  const [{ rows, total }, unread] = await Promise.all([
    pageOfRows(db, notifications, where, sortedBy(notifications.createdAt, notifications.id, 'desc'), query),
    countUnread(db),
  ]);
  return { ...listAnswer('notifications', rows.map(toAdminNotification), query, total), unreadCount: unread };
}

/** Marks one read (reading it again keeps the first time). */
export async function markRead(db: DbOrTx, id: string): Promise<AdminNotification> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(eq(notifications.id, id))
    .returning();
  if (!row) throw notFound('Notification not found');
  return toAdminNotification(row);
}

/** Marks every unread one read; answers how many it marked. */
export async function markAllRead(db: DbOrTx): Promise<number> {
  const marked = await db.update(notifications).set({ readAt: sql`now()` }).where(UNREAD).returning({ id: notifications.id });
  return marked.length;
}
