/**
 * PUT /admin/newsletter/subscribers/{id}/unsubscribe: an admin takes one address off the newsletter
 * for its owner (who asked by reply or on the phone). It does what the person's own unsubscribe
 * link does (leaveMarketing: the suppression list and the subscription's end) and is recorded in
 * the audit trail in the same transaction (docs/decisions/0261-newsletter-subscribers-screen.md).
 */
import { eq } from 'drizzle-orm';
import type { AdminSubscriber } from '#contracts/admin-newsletter';
import type { Tx } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import type { Store } from '../../db/unit-of-work';
import { conflict, notFound } from '../../lib/http-errors';
import { type AuditActor, recordRowChange } from '../audit';
import { subscriberColumns, subscribersWithCodes, toAdminSubscriber } from './subscriber-list';
import { leaveMarketing } from './unsubscribe';

export const SUBSCRIBER_NOT_FOUND = 'Subscriber not found';

async function lockedRow(tx: Tx, id: string) {
  const [row] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).for('update');
  return row;
}

export async function unsubscribeSubscriber(store: Store, actor: AuditActor, id: string): Promise<AdminSubscriber> {
  return store.write(async (tx) => {
    const before = await lockedRow(tx, id);
    if (!before) throw notFound(SUBSCRIBER_NOT_FOUND);
    if (before.unsubscribedAt) throw conflict(`${before.email} is already unsubscribed`);
    await leaveMarketing(tx, before.email, null);
    const after = await lockedRow(tx, id);
    await recordRowChange(tx, actor, 'subscriber.unsubscribe', { type: 'subscriber', id, label: before.email }, before, after ?? null);
    const [shown] = await subscribersWithCodes(tx, subscriberColumns).where(eq(newsletterSubscribers.id, id));
    return toAdminSubscriber(shown!);
  });
}
