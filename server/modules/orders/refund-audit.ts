/**
 * How an admin's refund reaches the audit trail (docs/decisions/0224-audit-trail.md). The refund
 * is an order operation (operations.ts, decision 0050): the provider is called between two
 * transactions. The entry is written when the admin's request commits, in the intent's
 * transaction: the amount to go back, whether the stock goes back, and the payment status it is
 * moving to. Should the provider refuse, the compensation's transaction adds an `order.refund_failed`
 * entry with the provider's message; entries are never changed, so the trail shows both.
 */
import type { AuditActor } from '../audit';
import { recordAdminChange } from '../audit';
import type { OperationHooks } from './operations';

export function refundAuditHooks(actor: AuditActor, restock: boolean): OperationHooks {
  return {
    async admitted(tx, order, payment) {
      const amount = payment ? payment.amount - payment.refundedAmount : 0;
      await recordAdminChange(tx, actor, {
        action: 'order.refund',
        record: { type: 'order', id: order.id, label: `#${order.number}` },
        changes: {
          refundAmount: { before: 0, after: amount },
          restock: { before: null, after: restock },
          paymentStatus: { before: order.paymentStatus, after: 'refunded' },
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
