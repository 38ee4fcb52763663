/**
 * Checkout (docs/product/checkout.md#checkout-calls, general API; docs/product/checkout.md#checkout-calls and docs/product/checkout.md#status-polling): validate the bag, create the order,
 * get the payment's client secret, confirm a card with the local test provider, poll the status.
 * Money is integer pence in GBP. The server prices everything itself: any price, total or discount
 * a client adds to these bodies is not part of the contract and is ignored.
 */
import { z } from 'zod';
import { addressInput } from './address';
import { DISCOUNT_TYPES } from '../domain/pricing';

/** Units of one product in one order line; more is a wholesale enquiry, not a bag. */
export const MAX_LINE_QUANTITY = 99;
/** Distinct lines in one order. */
export const MAX_ORDER_LINES = 50;

export const checkoutLine = z.object({
  productId: z.string({ message: 'productId is required' }).trim().min(1, 'productId is required').max(200),
  /** The size; may be left out when the product has only one (docs/decisions/0249-sizes-as-variants.md). */
  variantId: z.string({ message: 'variantId must be text' }).trim().min(1, 'variantId must not be empty').max(200).optional(),
  quantity: z
    .number({ message: 'quantity must be a number' })
    .int('quantity must be a whole number')
    .min(1, 'quantity must be at least 1')
    .max(MAX_LINE_QUANTITY, `quantity must be at most ${MAX_LINE_QUANTITY}`),
});
export type CheckoutLine = z.infer<typeof checkoutLine>;

/** A discount code as typed: upper-cased (docs/product/checkout.md#review-step), blank meaning none. */
export const discountCodeInput = z
  .string()
  .trim()
  .max(40, 'discountCode must be at most 40 characters')
  .transform((code) => code.toUpperCase())
  .optional()
  .nullable()
  .transform((code) => code || null);

export const checkoutBody = z.object({
  items: z
    .array(checkoutLine, { message: 'items must be a list of {productId, variantId, quantity}' })
    .min(1, 'Your bag is empty')
    .max(MAX_ORDER_LINES, `An order can have at most ${MAX_ORDER_LINES} different products`),
  shippingAddress: addressInput,
  billingAddress: addressInput,
  discountCode: discountCodeInput,
});
export type CheckoutBody = z.input<typeof checkoutBody>;

/** create-order: the same, plus the spec's customerId, which must be the signed-in customer's own. */
export const createOrderBody = checkoutBody.extend({
  customerId: z.string().trim().max(200).optional().nullable(),
});
export type CreateOrderBody = z.input<typeof createOrderBody>;

export const pricingSchema = z.object({
  subtotal: z.number().int(),
  shipping: z.number().int(),
  tax: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
});

export const appliedDiscount = z.object({
  code: z.string(),
  type: z.enum(DISCOUNT_TYPES),
  /** percentage: whole percent; fixed_amount: pence; free_shipping: 0. */
  value: z.number().int(),
});
export type AppliedDiscount = z.infer<typeof appliedDiscount>;

export const validationResult = z.object({
  pricing: pricingSchema,
  appliedDiscount: appliedDiscount.nullable(),
});
export type ValidationResult = z.infer<typeof validationResult>;

export const createdOrder = z.object({
  orderId: z.string(),
  orderNumber: z.number().int(),
  pricing: pricingSchema,
  /** When an unpaid order gives its stock back (ISO 8601). */
  reservedUntil: z.string(),
});
export type CreatedOrder = z.infer<typeof createdOrder>;

export const paymentAnswer = z.object({
  clientSecret: z.string(),
  provider: z.enum(['local', 'stripe']),
  /** GBP pence, the order's total: what the card will be charged. */
  amount: z.number().int(),
  currency: z.literal('GBP'),
});
export type PaymentAnswer = z.infer<typeof paymentAnswer>;

export const orderStatusAnswer = z.object({ status: z.string(), paymentStatus: z.string() });
export type OrderStatusAnswer = z.infer<typeof orderStatusAnswer>;

export const orderIdParam = z.object({ orderId: z.uuid({ message: 'orderId must be an order id' }) });

/** POST /general/payments/local/confirm: the local test provider's card form (Stripe's test cards). */
export const localConfirmBody = z.union([
  z.object({
    clientSecret: z.string().trim().min(1, 'clientSecret is required').max(200),
    cardNumber: z.string().trim().min(1, 'cardNumber is required').max(30),
    expMonth: z.number({ message: 'expMonth must be a number' }).int().min(1, 'expMonth must be 1 to 12').max(12, 'expMonth must be 1 to 12'),
    expYear: z.number({ message: 'expYear must be a number' }).int().min(2000, 'expYear must be a four-digit year').max(2100, 'expYear must be a four-digit year'),
    cvc: z.string().trim().regex(/^\d{3,4}$/, 'cvc must be 3 or 4 digits'),
  }),
  z.object({
    clientSecret: z.string().trim().min(1, 'clientSecret is required').max(200),
    /** A saved card of the signed-in customer (its id in /user/payment-methods). */
    paymentMethodId: z.uuid({ message: 'paymentMethodId must be a saved card id' }),
  }),
]);
export type LocalConfirmBody = z.input<typeof localConfirmBody>;

export const localConfirmAnswer = z.object({
  status: z.enum(['succeeded', 'failed', 'processing', 'requires_payment_method', 'requires_action', 'canceled']),
  error: z.object({ message: z.string(), code: z.string() }).optional(),
});
export type LocalConfirmAnswer = z.infer<typeof localConfirmAnswer>;
