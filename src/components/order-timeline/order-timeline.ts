/**
 * The steps of an order's progress, from the timestamps the API records (orders contract,
 * `timeline`). A live order shows the whole road — placed, paid, packed, shipped, delivered — with
 * the steps still ahead greyed out; a cancelled order shows only what happened, ending in the
 * cancellation and, when money was returned, the refund. A shipped or delivered order refunded
 * afterwards (the goods are coming back, decision 0081) keeps its road and ends in the refund.
 */
import type { OrderDetail } from '../../contracts/orders';

export interface TimelineStep {
  id: string;
  label: string;
  /** When it happened; null for a step still ahead. */
  at: string | null;
}

export function orderTimeline(order: Pick<OrderDetail, 'status' | 'paymentStatus' | 'timeline'>): TimelineStep[] {
  const t = order.timeline;
  const placed: TimelineStep = { id: 'placed', label: 'Order placed', at: t.createdAt };
  const paid: TimelineStep = { id: 'paid', label: 'Payment received', at: t.paidAt };
  if (order.status === 'cancelled') {
    const steps = [placed];
    if (t.paidAt) steps.push(paid);
    steps.push({ id: 'cancelled', label: 'Cancelled', at: t.cancelledAt ?? t.createdAt });
    if (t.refundedAt || order.paymentStatus === 'refunded') steps.push({ id: 'refunded', label: 'Refunded', at: t.refundedAt ?? t.cancelledAt });
    return steps;
  }
  const road: TimelineStep[] = [
    placed,
    paid,
    { id: 'fulfilled', label: 'Packed', at: t.fulfilledAt },
    { id: 'shipped', label: 'Shipped', at: t.shippedAt },
    { id: 'delivered', label: 'Delivered', at: t.deliveredAt },
  ];
  return t.refundedAt ? [...road, { id: 'refunded', label: 'Refunded', at: t.refundedAt }] : road;
}
