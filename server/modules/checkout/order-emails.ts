/**
 * The emails a payment sends: the order confirmation (the order's lines, totals and address in the
 * shared email layout) and the rare "paid too late" notice, which refunds in full; their words are
 * the email module's templates. Each is answered
 * as its INSERT, with the lines the caller already read: the payment sends it among the other
 * writes of its one statement (payment-events.ts).
 */
import { formatMoney } from '#domain/money';
import type { Tx } from '../../db/client';
import { emailInsert, orderConfirmationEmail as confirmationTemplate, orderPaidTooLateEmail } from '../email';
import { type orderLinesOf, orderNewsOf } from '../orders';
import type { OrderRow } from '../../db/schema';

type Lines = readonly Awaited<ReturnType<typeof orderLinesOf>>[number][];

/** The confirmation as kind, subject, text and HTML (no database: what the tests read); its words: email/templates/order-confirmation.ts. */
export function orderConfirmationEmail(order: OrderRow, lines: Lines, publicUrl: string) {
  return confirmationTemplate({ ...orderNewsOf(order, lines, publicUrl), total: formatMoney(order.total) });
}

/** `order` as it is once paid (the totals then read "Total paid"). */
export function orderConfirmationInsert(tx: Tx, order: OrderRow, lines: Lines, publicUrl: string) {
  return emailInsert(tx, { to: order.email, ...orderConfirmationEmail(order, lines, publicUrl) });
}

export function paidTooLateInsert(tx: Tx, order: OrderRow, lines: Lines, publicUrl: string) {
  return emailInsert(tx, { to: order.email, ...orderPaidTooLateEmail({ ...orderNewsOf(order, lines, publicUrl), total: formatMoney(order.total) }) });
}
