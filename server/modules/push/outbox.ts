/**
 * Queueing a push about an order: one row in the push outbox per device the order's customer
 * turned notifications on for, written by the transaction of the event itself, so a push is never
 * sent for a change that rolled back and never lost for one that committed (the email outbox's
 * rule, docs/decisions/0003-email-outbox.md). Delivery follows the commit (delivery.ts, kicked by
 * the store's after-commit effects). Each event's message exists once per device: the outbox's
 * unique key on (device, order, event key) makes a second queueing of the same event a no-op.
 */
import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { OrderPushMessage } from '#contracts/push-message';
import type { DbOrTx } from '../../db/client';
import { pushMessages, pushSubscriptions } from '../../db/schema';
import { recordChange } from '../../db/unit-of-work';

export interface OrderPush {
  /** The order's customer; a guest's order (no customer) has no devices to tell. */
  customerId: string | null;
  /** Which happening of the event this is: the event, or `refunded:<refund id>` for one of several refunds. */
  eventKey: string;
  message: OrderPushMessage;
}

/**
 * The outbox rows as an INSERT ... SELECT not yet sent, for a caller that sends it inside a
 * statement of its own (a payment writes all its effects in one). Null for a guest's order.
 * Delivery is noted to follow the commit already, as emailInsert does.
 */
export function pushInsert(tx: DbOrTx, push: OrderPush) {
  if (!push.customerId) return null;
  recordChange(tx, 'push');
  const { message } = push;
  return tx
    .insert(pushMessages)
    .select(
      tx
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          subscriptionId: pushSubscriptions.id,
          orderId: sql`${message.orderId}::uuid`.as('order_id'),
          event: sql`${message.event}`.as('event'),
          eventKey: sql`${push.eventKey}`.as('event_key'),
          payload: sql`${JSON.stringify(message)}::jsonb`.as('payload'),
          status: sql`'queued'`.as('status'),
          attempts: sql`0`.as('attempts'),
          nextAttemptAt: sql`now()`.as('next_attempt_at'),
          lastError: sql`null`.as('last_error'),
          createdAt: sql`now()`.as('created_at'),
          sentAt: sql`null::timestamptz`.as('sent_at'),
        })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.customerId, push.customerId)),
    )
    .onConflictDoNothing();
}

/**
 * Whether the customer in `customerId` (a column of the caller's query) turned notifications on for
 * any device: read inside a statement the caller sends anyway, so a caller that writes its push
 * inside a larger statement can leave it out, and its after-commit kick of the delivery job, for
 * the many customers with no device (a paid order's flow, docs/decisions/0279-a-push-only-for-a-customer-with-devices.md).
 */
export function hasPushDevices(customerId: AnyColumn): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.customerId} = ${customerId})`;
}

/** Queues the push in the caller's transaction (nothing for a guest's order). */
export async function queuePush(tx: DbOrTx, push: OrderPush): Promise<void> {
  await pushInsert(tx, push);
}
