/**
 * What the refund dialog has chosen and what it comes to (docs/decisions/0232-partial-refunds.md):
 * units per line with a restock tick, or an amount typed in pounds. The pence are worked out by
 * the same rule the server refunds by (src/domain/refunds.ts), from the order the server sent, so
 * the total the admin confirms is the total refunded; the server checks it again under the
 * order's lock.
 */
import type { AdminOrderDetail, PartialRefundBody } from '../../contracts/admin-orders';
import { parsePounds } from '../../domain/money';
import { chosenLinesValue, lineShares, unitsValue } from '../../domain/refunds';
import { formatPaid } from '../../lib/format';

export type RefundMode = 'lines' | 'amount';

export interface LineChoice {
  lineId: string;
  quantity: number;
  restock: boolean;
}

export interface RefundChoice {
  mode: RefundMode;
  lines: LineChoice[];
  /** As typed, in pounds. */
  amount: string;
  note: string;
}

/** The line as the dialog shows it: units left to refund and what each next unit is worth. */
export interface RefundableLine {
  id: string;
  name: string;
  /** The size it was ordered in and its SKU, which tell two sizes of one product apart (decision 0249). */
  variantName: string;
  sku: string;
  image: string | null;
  left: number;
  quantity: number;
  refunded: number;
}

const refundableOrder = (order: AdminOrderDetail) => ({
  total: order.payment?.amount ?? order.total,
  lines: order.lines.map((line) => ({ id: line.id, quantity: line.quantity, lineTotal: line.lineTotal, refunded: line.refundedQuantity })),
});

export function refundableLines(order: AdminOrderDetail): RefundableLine[] {
  return order.lines
    .map((line) => ({ id: line.id, name: line.name, variantName: line.variantName, sku: line.sku, image: line.image, left: line.quantity - line.refundedQuantity, quantity: line.quantity, refunded: line.refundedQuantity }))
    .filter((line) => line.left > 0);
}

/** Nothing chosen yet; each line's restock tick as the order's status suggests (decision 0215). */
export function startingChoice(order: AdminOrderDetail, restock: boolean): RefundChoice {
  const lines = refundableLines(order);
  return { mode: lines.length ? 'lines' : 'amount', lines: lines.map((line) => ({ lineId: line.id, quantity: 0, restock })), amount: '', note: '' };
}

/** The pence of `quantity` more units of one line (shown beside its stepper). */
export function lineValue(order: AdminOrderDetail, lineId: string, quantity: number): number {
  const refundable = refundableOrder(order);
  const line = refundable.lines.find((candidate) => candidate.id === lineId);
  if (!line || quantity <= 0) return 0;
  return unitsValue(lineShares(refundable).get(lineId)!, line.quantity, line.refunded, quantity);
}

export interface RefundPreview {
  /** Pence to refund; 0 while nothing valid is chosen. */
  amount: number;
  /** Why it cannot be confirmed yet, in words; null when it can. */
  problem: string | null;
  body: PartialRefundBody | null;
}

export function previewRefund(order: AdminOrderDetail, choice: RefundChoice): RefundPreview {
  const left = order.refundable;
  const note = choice.note.trim() ? { note: choice.note.trim() } : {};
  if (choice.mode === 'amount') {
    if (!choice.amount.trim()) return { amount: 0, problem: 'Type the amount to refund', body: null };
    const pence = parsePounds(choice.amount);
    if (pence === null || pence <= 0) return { amount: 0, problem: 'Type an amount in pounds, such as 12.50', body: null };
    if (pence > left) return { amount: 0, problem: `At most ${formatPaid(left)} is left to refund`, body: null };
    return { amount: pence, problem: null, body: { amount: pence, ...note } };
  }
  const chosen = choice.lines.filter((line) => line.quantity > 0);
  if (chosen.length === 0) return { amount: 0, problem: 'Choose at least one item to refund', body: null };
  const { amount } = chosenLinesValue(refundableOrder(order), chosen);
  return { amount: Math.min(amount, left), problem: null, body: { lines: chosen, ...note } };
}
