/**
 * An admin's refund request, from the route to the operation (docs/decisions/0232-partial-refunds.md):
 * chosen lines and units, an amount, or what remains, checked under the order's row lock against
 * what is left (so two requests at once cannot both fit), priced by the one rule in
 * src/domain/refunds.ts, and recorded as the refund's pending row with who asked and why.
 *
 * A request carrying an Idempotency-Key that already made its refund answers that refund again:
 * the key is kept on the row (unique per order while the refund stands), so a retry after a lost
 * answer never refunds twice.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { PartialRefundBody } from '#contracts/admin-orders';
import { formatMoney } from '#domain/money';
import { chosenLinesValue } from '#domain/refunds';
import type { Tx } from '../../db/client';
import { admins, type OrderRow, type PaymentRow, type RefundRow, refunds } from '../../db/schema';
import { badRequest, conflict } from '../../lib/http-errors';
import type { AuditActor } from '../audit';
import { adminRefundOperation } from './admin-refund';
import { type OperationDeps, runOperation } from './operations';
import { refundAuditHooks } from './refund-audit';
import { leftToRefund, type RefundAsk, refundableLines, whatRemains } from './refunds';

/** What the admin asked for: a parsed POST body, or "what remains" from PUT /refund. */
export type RefundRequest = { kind: 'partial'; body: PartialRefundBody } | { kind: 'remaining'; restock: boolean };

/** The request's key had already made this refund: answered again, not made twice. */
export class RefundAlreadyMade extends Error {
  constructor(readonly refund: RefundRow) {
    super('This refund was already made');
  }
}

export const nothingLeft = (left: number) => `Only ${formatMoney(left)} is left to refund on this order`;

async function adminOf(tx: Tx, adminId: string): Promise<{ id: string; name: string }> {
  const [admin] = await tx.select({ name: admins.name }).from(admins).where(eq(admins.id, adminId));
  return { id: adminId, name: admin?.name ?? '' };
}

/** Prices the chosen lines, at most what is left (an earlier refund of an amount may have taken some of their value). */
async function linesAsk(tx: Tx, order: OrderRow, payment: PaymentRow, chosen: NonNullable<PartialRefundBody['lines']>) {
  const lines = await refundableLines(tx, order.id);
  let valued: ReturnType<typeof chosenLinesValue>;
  try {
    valued = chosenLinesValue({ total: payment.amount, lines }, chosen);
  } catch (error) {
    if (error instanceof RangeError) throw badRequest(error.message, [{ field: 'lines', message: error.message }]);
    throw error;
  }
  const restockOf = new Map(chosen.map((line) => [line.lineId, line.restock]));
  return {
    amount: Math.min(valued.amount, leftToRefund(payment)),
    lines: valued.lines.map((line) => ({
      orderLineId: line.lineId,
      name: lines.find((candidate) => candidate.id === line.lineId)!.name,
      quantity: line.quantity,
      restock: restockOf.get(line.lineId) ?? false,
      amount: line.amount,
    })),
  };
}

function askFor(actor: AuditActor, request: RefundRequest, requestKey: string | null) {
  return async (tx: Tx, order: OrderRow, payment: PaymentRow): Promise<RefundAsk> => {
    if (requestKey) {
      const [made] = await tx
        .select()
        .from(refunds)
        .where(and(eq(refunds.orderId, order.id), eq(refunds.requestKey, requestKey), ne(refunds.status, 'failed')));
      if (made) throw new RefundAlreadyMade(made);
    }
    const left = leftToRefund(payment);
    const who = { admin: await adminOf(tx, actor.adminId), requestKey };
    if (request.kind === 'remaining') return { ...(await whatRemains(tx, order, payment, request.restock)), ...who };
    const { body } = request;
    const note = body.note ? body.note : null;
    if (body.amount !== undefined) {
      if (body.amount > left) throw conflict(nothingLeft(left));
      return { amount: body.amount, lines: [], note, ...who };
    }
    const priced = await linesAsk(tx, order, payment, body.lines ?? []);
    if (priced.amount <= 0) throw conflict(nothingLeft(left));
    return { ...priced, note, ...who };
  };
}

/** Where a refund request ended: the pence it gave back, or the refund an earlier request with the same key made. */
export interface RefundOutcome {
  amount: number;
  replayed: boolean;
}

/** Makes the admin's refund (an order operation), or answers the one its key already made. */
export async function requestRefund(deps: OperationDeps, actor: AuditActor, orderId: string, request: RefundRequest, requestKey: string | null): Promise<RefundOutcome> {
  if (requestKey) {
    // Checked again under the lock (askFor); this first look answers a retry of a refund that emptied the order.
    const [made] = await deps.store.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), eq(refunds.requestKey, requestKey), eq(refunds.status, 'succeeded')));
    if (made) return { amount: made.amount, replayed: true };
  }
  const operation = adminRefundOperation('admin_partial_refund', askFor(actor, request, requestKey));
  try {
    const result = await runOperation(deps, operation, orderId, undefined, refundAuditHooks(actor));
    return { amount: result.amount, replayed: false };
  } catch (error) {
    if (error instanceof RefundAlreadyMade) return { amount: error.refund.amount, replayed: true };
    throw error;
  }
}
