/**
 * Orders as a customer sees them (/user/orders, /user/dashboard). Money is integer pence in GBP;
 * instants are ISO 8601 strings.
 */
import { z } from 'zod';
import { storedAddress } from './address';
import { paginationSchema } from './envelope';
import type { OrderStatus } from '../domain/order-status';
import { CARRIERS, cleanTrackingNumber, TRACKING_NUMBER_RULE } from '../domain/tracking';

// The states are domain facts (src/domain/order-status.ts); the answers below are built from them,
// and they stay importable from here for the code that reads them beside an answer's shape.
export { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus, type PaymentStatus } from '../domain/order-status';

/** The groups of the account's order tabs. */
export const ORDER_GROUPS = {
  ongoing: ['pending', 'unfulfilled', 'fulfilled', 'shipped'],
  completed: ['delivered'],
  cancelled: ['cancelled'],
} as const satisfies Record<string, readonly OrderStatus[]>;
export type OrderGroup = keyof typeof ORDER_GROUPS;

/** A customer may cancel only before the order is fulfilled. */
export const CANCELLABLE_STATUSES = ['pending', 'unfulfilled'] as const satisfies readonly OrderStatus[];

export const orderSummary = z.object({
  id: z.string(),
  number: z.number().int(),
  status: z.string(),
  paymentStatus: z.string(),
  total: z.number().int(),
  currency: z.string(),
  /** Units across all lines. */
  itemCount: z.number().int(),
  /** The image of the order's most valuable line, to show beside the summary. */
  image: z.string().nullable(),
  createdAt: z.string(),
  /** Pence given back so far by refunds that went through: a paid order with some reads "partially refunded" (docs/decisions/0232). */
  refundedAmount: z.number().int(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

export const orderSummaryList = z.object({ orders: z.array(orderSummary), pagination: paginationSchema });
export const recentOrders = z.object({ orders: z.array(orderSummary) });

export const orderLine = z.object({
  id: z.string(),
  productId: z.string().nullable(),
  variantId: z.string().nullable(),
  name: z.string(),
  /** The size as it was ordered ("50 ml"; '' for a product without one), and its SKU (docs/decisions/0249-sizes-as-variants.md). */
  variantName: z.string(),
  sku: z.string(),
  image: z.string().nullable(),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  lineTotal: z.number().int(),
  /** Units of the line refunded so far (docs/decisions/0232). */
  refundedQuantity: z.number().int(),
});

/** One refund as the customer sees it: when, how much, and which units when it was of lines. */
export const orderRefund = z.object({
  id: z.string(),
  amount: z.number().int(),
  refundedAt: z.string(),
  lines: z.array(z.object({ orderLineId: z.string(), name: z.string(), quantity: z.number().int(), amount: z.number().int() })),
});
export type OrderRefund = z.infer<typeof orderRefund>;

/** When each step happened; null until it has. */
export const orderTimeline = z.object({
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  fulfilledAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});

/**
 * A shipped parcel's tracking as the admin gives it (decision 0231): a carrier from the known list
 * (or "other") and its number, trimmed, 1 to 40 letters, digits, spaces or dashes.
 */
export const trackingInput = z.object({
  carrier: z.enum(CARRIERS, { message: `carrier must be one of ${CARRIERS.join(', ')}` }),
  number: z
    .string({ message: TRACKING_NUMBER_RULE })
    .transform((typed, ctx) => {
      const number = cleanTrackingNumber(typed);
      if (number === null) {
        ctx.addIssue({ code: 'custom', message: TRACKING_NUMBER_RULE });
        return z.NEVER;
      }
      return number;
    }),
});
export type TrackingInput = z.input<typeof trackingInput>;
/** Tracking as a checked body holds it: the number trimmed. */
export type Tracking = z.output<typeof trackingInput>;

/** The tracking an order shows: its carrier, number and the carrier's tracking page (null for "other"). */
export const orderTracking = z.object({ carrier: z.enum(CARRIERS), number: z.string(), url: z.string().nullable() });
export type OrderTracking = z.infer<typeof orderTracking>;

export const orderDetail = orderSummary.extend({
  email: z.string(),
  lines: z.array(orderLine),
  subtotal: z.number().int(),
  shipping: z.number().int(),
  tax: z.number().int(),
  discount: z.number().int(),
  discountCode: z.string().nullable(),
  shippingAddress: storedAddress,
  billingAddress: storedAddress,
  timeline: orderTimeline,
  /** Set once the order shipped with a tracking number; null otherwise. */
  tracking: orderTracking.nullable(),
  /** Every refund made, oldest first (their total is the summary's refundedAmount). */
  refunds: z.array(orderRefund),
  /** Whether PUT /user/orders/{id}/cancel would be accepted now. */
  canCancel: z.boolean(),
  /** Whether POST /general/checkout/{id}/payment would take it now: unpaid, holding its items, nothing under way ("Pay now"). */
  canPay: z.boolean(),
  /** Until when an unpaid order holds its items; null once it is paid or given up. */
  reservedUntil: z.string().nullable(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

export const oneOrder = z.object({ order: orderDetail });

/** GET /user/dashboard */
export const customerDashboard = z.object({
  totalOrders: z.number().int(),
  ongoingOrders: z.number().int(),
  completedOrders: z.number().int(),
  cancelledOrders: z.number().int(),
  /** Pence, paid orders only (refunded ones are not spent). */
  totalSpent: z.number().int(),
  memberSince: z.string(),
});
export type CustomerDashboard = z.infer<typeof customerDashboard>;
