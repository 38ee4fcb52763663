/**
 * The states an order and its payment can be in. They are domain facts, not API shapes: the
 * status table (order-transitions.ts) is keyed by them, the database checks its columns against
 * them, and the contracts build their answers from them, so they live here, below all three
 * (src/domain imports nothing from src/contracts).
 */
export const ORDER_STATUSES = ['pending', 'unfulfilled', 'fulfilled', 'shipped', 'delivered', 'cancelled'] as const;
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
