/**
 * How an admin's refund reaches the audit trail (docs/decisions/0224-audit-trail.md). The refund
 * is an order operation (operations.ts, decision 0050): the provider is called between two
 * transactions. The entry is written when the admin's request commits, in the intent's
 * transaction, from the refund's pending row (decision 0232): the amount to go back, the units and
 * whether they go back into stock, the note, and the payment status it leads to. Should the
 * provider refuse, the compensation's transaction adds an `order.refund_failed` entry with the
 * provider's message; entries are never changed, so the trail shows both.
 */
import type { RefundLineRecord } from '../../db/schema';
import type { AuditActor } from '../audit';
import { recordAdminChange } from '../audit';
import type { OperationHooks } from './operations';
import { pendingRefundOf } from './refunds';

/** "2 × Rose Serum (back in stock), 1 × Clay Mask": a refund's units as the trail shows them. */
const unitsInWords = (lines: readonly RefundLineRecord[]) =>
  lines.map((line) => `${line.quantity} × ${line.name}${line.restock ? ' (back in stock)' : ''}`).join(', ');

export function refundAuditHooks(actor: AuditActor): OperationHooks {
  return {
    async admitted(tx, order, payment) {
      const refund = await pendingRefundOf(tx, order.id);
      const amount = refund?.amount ?? 0;
      const left = payment ? payment.amount - payment.refundedAmount : 0;
      await recordAdminChange(tx, actor, {
        action: 'order.refund',
        record: { type: 'order', id: order.id, label: `#${order.number}` },
        changes: {
          refundAmount: { before: 0, after: amount },
          refundedUnits: { before: null, after: refund && refund.lines.length ? unitsInWords(refund.lines) : null },
          restock: { before: null, after: refund?.lines.some((line) => line.restock) ?? false },
          ...(refund?.note ? { note: { before: null, after: refund.note } } : {}),
          paymentStatus: { before: order.paymentStatus, after: amount >= left ? 'refunded' : order.paymentStatus },
        },
      });
    },
    async failed(tx, order, error) {
      await recordAdminChange(tx, actor, {
        action: 'order.refund_failed',
        record: { type: 'order', id: order.id, label: `#${order.number}` },
        changes: { refundFailure: { before: null, after: (error instanceof Error ? error.message : 'The payment provider refused the refund').slice(0, 300) } },
      });
    },
  };
}
