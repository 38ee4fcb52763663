/**
 * The message a push carries about an order, written by the server (server/modules/orders/
 * status-pushes.ts) and read by the service worker (sw/push.ts), which shows it and opens its
 * `url` on a click. Plain values, no zod: the worker reads it without the schema library.
 */

/** The order events a customer hears about on their devices (docs/decisions/0257-web-push-for-orders.md). */
export const ORDER_PUSH_EVENTS = ['paid', 'shipped', 'delivered', 'refunded', 'cancelled'] as const;
export type OrderPushEvent = (typeof ORDER_PUSH_EVENTS)[number];

export interface OrderPushMessage {
  kind: 'order';
  event: OrderPushEvent;
  orderId: string;
  orderNumber: number;
  /** The order's status and payment status once the event happened. */
  status: string;
  paymentStatus: string;
  title: string;
  body: string;
  /** The shop's own path to open: /orders/{id}. */
  url: string;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** The message in a push's data, or null for anything else (an old or foreign payload). */
export function readOrderPushMessage(data: unknown): OrderPushMessage | null {
  if (!data || typeof data !== 'object') return null;
  const m = data as Record<string, unknown>;
  if (m.kind !== 'order' || !(ORDER_PUSH_EVENTS as readonly unknown[]).includes(m.event)) return null;
  if (![m.orderId, m.status, m.paymentStatus, m.title, m.body, m.url].every(isText) || typeof m.orderNumber !== 'number') return null;
  // Only the shop's own pages are opened: a path, never another site.
  if (!(m.url as string).startsWith('/') || (m.url as string).startsWith('//')) return null;
  return m as unknown as OrderPushMessage;
}
