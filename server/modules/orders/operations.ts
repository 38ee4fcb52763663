/**
 * Order changes that need the payment provider (a refund, cancelling an expired intent) never call
 * it inside a transaction that holds the order's or the stock's row locks: a provider call can take
 * seconds, and on the embedded database a transaction holds the only connection. Instead each runs
 * in three steps (docs/decisions/0050-provider-calls-outside-transactions.md):
 *
 * 1. record the intent: under the order's row lock, check the change may happen and set
 *    `orders.pending_operation`; commit. Every other change to the order refuses while it is set,
 *    so two refunds can never both reach the provider.
 * 2. call the provider, outside any transaction. Calls are idempotent (a refund is keyed by its
 *    row in `refunds`, recorded pending in step 1), so repeating one after a lost answer gives the
 *    same result, never a second refund.
 * 3. settle: in a second transaction, apply the outcome and clear the mark; or, when the call
 *    failed, clear the mark and change nothing (the compensation).
 *
 * A process that dies between 1 and 3 leaves the mark behind; the recovery job
 * (`orderOperationsJob`) finds stale marks, repeats the call and settles.
 */
import { and, asc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx, Tx } from '../../db/client';
import { orders, payments, type ORDER_OPERATIONS, type OrderRow, type PaymentRow } from '../../db/schema';
import type { Store } from '../../db/unit-of-work';
import { claimBatch } from '../../jobs/claim';
import type { Job } from '../../jobs/runner';
import { conflict, notFound } from '../../lib/http-errors';
import type { PaymentProvider } from '../payments';
import { ORDER_NOT_FOUND } from './order-queries';

export type OrderOperation = (typeof ORDER_OPERATIONS)[number];

export const ORDER_BUSY = 'This order is being updated right now. Please try again in a moment.';

export interface Operation<Result> {
  kind: OrderOperation;
  /** Under the order's row lock: may this start? Throws an HttpError when not (nothing changes). */
  admit(order: OrderRow, payment: PaymentRow | null, provider: PaymentProvider): void;
  /** In the intent's transaction, once admitted: what the call will need recorded first (a pending refund). */
  prepare?(tx: Tx, order: OrderRow, payment: PaymentRow | null): Promise<void>;
  /** The provider call, outside any transaction; `db` reads what `prepare` recorded. Must be safe to repeat. */
  call(provider: PaymentProvider, order: OrderRow, payment: PaymentRow | null, db: DbOrTx): Promise<Result>;
  /** In the compensation's transaction, after the call failed: undo what `prepare` recorded. */
  abandon?(tx: Tx, order: OrderRow, error: unknown): Promise<void>;
  /** In the second transaction, with the order locked again: apply the outcome. */
  settle(tx: Tx, order: OrderRow, payment: PaymentRow | null, result: Result, context: SettleContext): Promise<void>;
}

/** What a settle step may need besides the order: the shop's address, for links and pictures in emails. */
export interface SettleContext {
  publicUrl: string;
}

export interface OperationDeps extends SettleContext {
  store: Store;
  payments: PaymentProvider;
}

/**
 * What the caller records beside the operation, in its transactions: the admin's refund writes its
 * audit entry when the intent commits, and a second one if the provider then refuses
 * (docs/decisions/0224-audit-trail.md).
 */
export interface OperationHooks {
  /** In the intent's transaction, once `admit` passed. */
  admitted?(tx: Tx, order: OrderRow, payment: PaymentRow | null): Promise<void>;
  /** In the compensation's transaction, after the provider call failed. */
  failed?(tx: Tx, order: OrderRow, error: unknown): Promise<void>;
}

const clearMark = { pendingOperation: null, pendingSince: null } as const;

async function settle<R>(deps: OperationDeps, operation: Operation<R>, orderId: string, payment: PaymentRow | null, result: R) {
  await deps.store.write(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.pendingOperation !== operation.kind) return;
    await operation.settle(tx, order, payment, result, { publicUrl: deps.publicUrl });
    await tx.update(orders).set({ ...clearMark, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
  });
}

/**
 * Runs one operation on one order (of one customer, when `customerId` is given: another
 * customer's order is "not found"). Answers the provider's result once settled.
 */
export async function runOperation<R>(
  deps: OperationDeps,
  operation: Operation<R>,
  orderId: string,
  customerId?: string,
  hooks: OperationHooks = {},
): Promise<R> {
  const { order, payment } = await deps.store.write(async (tx) => {
    const mine = customerId ? and(eq(orders.id, orderId), eq(orders.customerId, customerId)) : eq(orders.id, orderId);
    const [order] = await tx.select().from(orders).where(mine).for('update');
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (order.pendingOperation) throw conflict(ORDER_BUSY);
    const [payment] = await tx.select().from(payments).where(eq(payments.orderId, order.id));
    operation.admit(order, payment ?? null, deps.payments);
    await tx.update(orders).set({ pendingOperation: operation.kind, pendingSince: sql`now()` }).where(eq(orders.id, order.id));
    await operation.prepare?.(tx, order, payment ?? null);
    await hooks.admitted?.(tx, order, payment ?? null);
    return { order, payment: payment ?? null };
  });

  let result: R;
  try {
    result = await operation.call(deps.payments, order, payment, deps.store.db);
  } catch (error) {
    // The provider refused or could not be reached: undo the mark, change nothing else.
    await deps.store.write(async (tx) => {
      const [cleared] = await tx
        .update(orders)
        .set(clearMark)
        .where(and(eq(orders.id, order.id), eq(orders.pendingOperation, operation.kind)))
        .returning({ id: orders.id });
      if (cleared) await operation.abandon?.(tx, order, error);
      await hooks.failed?.(tx, order, error);
    });
    throw error;
  }
  await settle(deps, operation, order.id, payment, result);
  return result;
}

/** A mark older than this belongs to a process that died mid-operation. */
const STALE_AFTER = sql`interval '2 minutes'`;
const RECOVERY_BATCH = 10;

/** Finishes operations whose process died between recording the intent and settling it. */
/** Orders whose marked operation stalled, oldest first, locked for recovery (orders_pending_operation_idx serves it). */
export function staleOperationsClaim(db: DbOrTx, size: number) {
  return claimBatch(
    db
      .select()
      .from(orders)
      .where(and(isNotNull(orders.pendingOperation), lt(orders.pendingSince, sql`now() - ${STALE_AFTER}`)))
      .orderBy(asc(orders.pendingSince))
      .$dynamic(),
    size,
  );
}

export function orderOperationsJob(
  deps: OperationDeps & { log: FastifyBaseLogger },
  registry: { [K in OrderOperation]: Operation<unknown> },
): Job {
  return {
    name: 'order-operations',
    everyMs: 60_000,
    async runOnce() {
      const stale = await deps.store.write(async (tx) => {
        const claimed = await staleOperationsClaim(tx, RECOVERY_BATCH);
        // Re-stamped, so another process does not pick the same ones up while these run.
        for (const order of claimed) await tx.update(orders).set({ pendingSince: sql`now()` }).where(eq(orders.id, order.id));
        return claimed;
      });
      for (const order of stale) {
        const operation = registry[order.pendingOperation as OrderOperation];
        try {
          const [payment] = await deps.store.db.select().from(payments).where(eq(payments.orderId, order.id));
          const result = await operation.call(deps.payments, order, payment ?? null, deps.store.db);
          await settle(deps, operation, order.id, payment ?? null, result);
        } catch (error) {
          deps.log.warn({ err: error, orderId: order.id, operation: order.pendingOperation }, 'order operation still unfinished; will retry');
        }
      }
      return stale.length === RECOVERY_BATCH;
    },
  };
}
