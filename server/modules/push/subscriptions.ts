/**
 * A customer's devices that want notifications about their orders. Subscribing is keyed by the
 * browser's endpoint, which names one device's subscription: the same device subscribing again
 * updates its row (new keys, or another customer now signed in on it), and never makes a second.
 * A customer keeps at most MAX_DEVICES devices; subscribing one more lets the longest unused go,
 * so one account cannot make the shop send each event to an unbounded number of endpoints.
 */
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { PushSubscriptionBody } from '#contracts/push';
import type { Db } from '../../db/client';
import { customers, orders, pushMessages, pushSubscriptions } from '../../db/schema';
import { badRequest } from '../../lib/http-errors';
import { endpointRefusal, type PushHosts } from '../../lib/push-endpoints';

export const MAX_DEVICES = 10;

/** What a device's row answers with: never its keys. */
const view = { endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt, updatedAt: pushSubscriptions.updatedAt };

/** Throws the 400 a refused endpoint is answered with, naming the field. */
export function assertAllowedEndpoint(hosts: PushHosts, endpoint: string): void {
  const refusal = endpointRefusal(hosts, endpoint);
  if (refusal) throw badRequest(refusal, [{ field: 'endpoint', message: refusal }]);
}

export async function saveSubscription(db: Db, hosts: PushHosts, customerId: string, body: PushSubscriptionBody) {
  assertAllowedEndpoint(hosts, body.endpoint);
  return db.transaction(async (tx) => {
    // One customer's subscribes run one at a time, so the device cap below counts them all.
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
    const [saved] = await tx
      .insert(pushSubscriptions)
      .values({ customerId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { customerId, p256dh: body.keys.p256dh, auth: body.keys.auth, updatedAt: sql`now()` },
      })
      .returning({ ...view, id: pushSubscriptions.id });
    // A device that changed hands (another customer signed in on it) is not told the last one's news.
    await tx
      .delete(pushMessages)
      .where(
        and(
          eq(pushMessages.subscriptionId, saved!.id),
          eq(pushMessages.status, 'queued'),
          notInArray(pushMessages.orderId, tx.select({ id: orders.id }).from(orders).where(eq(orders.customerId, customerId))),
        ),
      );
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.customerId, customerId))
      .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
      .limit(MAX_DEVICES);
    await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.customerId, customerId), notInArray(pushSubscriptions.id, kept)));
    return { endpoint: saved!.endpoint, createdAt: saved!.createdAt.toISOString(), updatedAt: saved!.updatedAt.toISOString() };
  });
}

/** Turns notifications off for one device of this customer; a device not theirs (or unknown) is left alone. */
export async function removeSubscription(db: Db, customerId: string, endpoint: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.customerId, customerId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}
