/**
 * The back office's orders (docs/product/back-office.md#admin-calls: /admin/orders...): the list query and answer, one
 * order with what an admin may do to it next, and the status payload. Money is integer pence;
 * instants are ISO 8601 strings.
 */
import { z } from 'zod';
import { bulkBody } from './admin-bulk';
import { adminListAnswer, adminPageQuery, dayField as day } from './admin-lists';
import { ORDER_STATUSES, orderDetail, orderLine, orderRefund, PAYMENT_STATUSES, trackingInput } from './orders';

export const ORDER_SORT_FIELDS = ['createdAt', 'total', 'number'] as const;

/**
 * What the list's payment filter takes: the payment as the list shows it (shownPaymentStatus), so a
 * filter never lists a row whose badge reads otherwise. A stored status, `partially_refunded` (the
 * paid orders with some of their money given back) or `cancelled` (a cancelled order that was never
 * paid); `pending` and `failed` leave those cancelled orders out (docs/decisions/0232,
 * docs/decisions/0260-owner-screens.md, docs/decisions/0280-payment-filters-as-shown.md).
 */
export const PAYMENT_FILTERS = [...PAYMENT_STATUSES, 'partially_refunded', 'cancelled'] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];

/**
 * GET /admin/orders. `search` is an order number ("1042" or "#1042") or part of the customer's
 * email or name; `from` and `to` are days (UTC), both included.
 */
export const adminOrderListQuery = adminPageQuery
  .extend({
    status: z.enum(ORDER_STATUSES, { message: `status must be one of ${ORDER_STATUSES.join(', ')}` }).optional(),
    paymentStatus: z.enum(PAYMENT_FILTERS, { message: `paymentStatus must be one of ${PAYMENT_FILTERS.join(', ')}` }).optional(),
    customerId: z.uuid({ message: 'customerId must be a valid id' }).optional(),
    from: day('from'),
    to: day('to'),
    sortBy: z.enum(ORDER_SORT_FIELDS, { message: `sortBy must be one of ${ORDER_SORT_FIELDS.join(', ')}` }).default('createdAt'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'from must not be after to', path: ['from'] });
export type AdminOrderListQuery = z.input<typeof adminOrderListQuery>;

export const adminOrderSummary = z.object({
  id: z.string(),
  number: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  total: z.number().int(),
  currency: z.string(),
  itemCount: z.number().int(),
  /** Pence given back so far by refunds (decision 0232): a paid order with some reads "partially refunded". */
  refundedAmount: z.number().int(),
  createdAt: z.string(),
  /** The email the order was placed with; the account may since have changed or been deleted. */
  email: z.string(),
  customer: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummary>;

export const adminOrderList = adminListAnswer('orders', adminOrderSummary);
export type AdminOrderList = z.infer<typeof adminOrderList>;

/** A refund as the back office lists it: the customer's view, with each line's restock choice, the note and who made it. */
export const adminOrderRefund = orderRefund.extend({
  lines: z.array(orderRefund.shape.lines.element.extend({ restock: z.boolean() })),
  note: z.string().nullable(),
  /** The admin's name; null for a customer's cancellation or the shop's own refund. */
  by: z.string().nullable(),
});
export type AdminOrderRefund = z.infer<typeof adminOrderRefund>;

export const adminOrderDetail = orderDetail.extend({
  lines: z.array(orderLine.extend({ restockedQuantity: z.number().int() })),
  refunds: z.array(adminOrderRefund),
  /** Pence that may still be refunded (0 once refunded in full, or unpaid). */
  refundable: z.number().int(),
  customer: z
    .object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string(), status: z.string() })
    .nullable(),
  payment: z
    .object({ provider: z.string(), status: z.string(), amount: z.number().int(), refundedAmount: z.number().int(), createdAt: z.string() })
    .nullable(),
  /** A provider call is in flight for this order: every change answers 409 until it settles. */
  busy: z.boolean(),
  /** The statuses PUT /status accepts now (docs/decisions/0081). */
  nextStatuses: z.array(z.enum(ORDER_STATUSES)),
  canFulfil: z.boolean(),
  canRefund: z.boolean(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;
export const oneAdminOrder = z.object({ order: adminOrderDetail });

/**
 * PUT /admin/orders/{id}/status (docs/product/back-office.md#admin-calls: "order status update (status)").
 * Marking an order shipped may carry the parcel's tracking (decision 0231); no other move does.
 */
export const orderStatusBody = z
  .object({
    status: z.enum(ORDER_STATUSES, { message: `status must be one of ${ORDER_STATUSES.join(', ')}` }),
    tracking: trackingInput.optional(),
  })
  .refine((body) => !body.tracking || body.status === 'shipped', { message: 'tracking is given only when marking an order shipped', path: ['tracking'] });
export type OrderStatusBody = z.input<typeof orderStatusBody>;

/** PUT /admin/orders/{id}/tracking: the tracking of a shipped or delivered order, added or corrected. */
export const orderTrackingBody = trackingInput;
export type OrderTrackingBody = z.input<typeof orderTrackingBody>;

/**
 * PUT /admin/orders/{id}/refund. `restock`: whether the order's items go back into stock; left out,
 * yes for an order not shipped yet and no for a shipped or delivered one, whose goods are still
 * with the customer (docs/product/back-office.md#order-actions).
 */
export const refundOrderBody = z.object({ restock: z.boolean({ message: 'restock must be true or false' }).optional() }).nullish();
export type RefundOrderBody = z.input<typeof refundOrderBody>;

/** What POST /admin/orders/bulk does to each order: the moves of PUT /fulfill and of PUT /status to shipped. */
export const ORDER_BULK_ACTIONS = ['fulfil', 'ship'] as const;
export type OrderBulkAction = (typeof ORDER_BULK_ACTIONS)[number];

/**
 * POST /admin/orders/bulk (decision 0230): the orders by id, or every order the list's query
 * matches. Marking shipped in bulk takes no tracking: a number belongs to one parcel, and is added
 * on each order's page (PUT /admin/orders/{id}/tracking).
 */
export const orderBulkBody = bulkBody(
  { action: z.enum(ORDER_BULK_ACTIONS, { message: `action must be one of ${ORDER_BULK_ACTIONS.join(', ')}` }) },
  adminOrderListQuery,
);
export type OrderBulkBody = z.input<typeof orderBulkBody>;
/** The longest note an admin may keep with a refund. */
export const REFUND_NOTE_MAX = 500;

/**
 * POST /admin/orders/{id}/refunds: a partial refund (docs/decisions/0232). Either `lines` (units of
 * the order's lines, each with whether they go back into stock; lines at 0 are left out) or
 * `amount` (pence, without lines), never both; `note` is kept with the refund. An Idempotency-Key
 * header makes a retried request answer the refund the first one made.
 */
export const partialRefundBody = z
  .object({
    lines: z
      .array(
        z.object({
          lineId: z.uuid({ message: 'lineId must be a valid id' }),
          quantity: z.number({ message: 'quantity must be a whole number' }).int({ message: 'quantity must be a whole number' }).min(0, { message: 'quantity must be at least 0' }).max(100_000, { message: 'quantity is too large' }),
          restock: z.boolean({ message: 'restock must be true or false' }),
        }),
      )
      .max(500, { message: 'lines lists at most 500 lines' })
      .optional(),
    amount: z.number({ message: 'amount must be a whole number of pence' }).int({ message: 'amount must be a whole number of pence' }).min(1, { message: 'amount must be at least 1p' }).max(100_000_000, { message: 'amount is too large' }).optional(),
    note: z.string({ message: 'note must be text' }).trim().max(REFUND_NOTE_MAX, { message: `note must be at most ${REFUND_NOTE_MAX} characters` }).optional(),
  })
  .refine((body) => (body.lines === undefined) !== (body.amount === undefined), {
    message: 'Choose the lines to refund or an amount, not both',
    path: ['lines'],
  })
  .refine((body) => body.lines === undefined || body.lines.some((line) => line.quantity > 0), {
    message: 'Choose at least one unit to refund',
    path: ['lines'],
  });
export type PartialRefundBody = z.input<typeof partialRefundBody>;
