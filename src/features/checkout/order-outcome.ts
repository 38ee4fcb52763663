/**
 * What an order's status means to the shopper at checkout (docs/product/checkout.md#status-polling, "Payment" and "Status
 * polling", with section 8's messages). Pure, so the confirm path and the poll read a status the
 * same way.
 */
import type { OrderStatusAnswer } from '../../contracts/checkout';

export const STATUS_POLL_MS = 10_000;

export const CHECKOUT_MESSAGES = {
  stillProcessingAfterPayment: 'Order payment is still processing. Please check back later or contact support.',
  paymentFailedPolled: 'Payment failed. Please try again or contact support.',
  stillProcessingPolled: 'Order is still processing. Please check back later or contact support.',
  pollFailed: 'Failed to check order status. Please try again or contact support.',
  verifyFailed: 'Failed to verify order status. Please contact support.',
  paymentFailed: 'Payment failed. Please try again.',
  defaultAddressesFailed: 'Unable to load default addresses. Please enter them manually.',
  loginRequired: 'Please login to complete your purchase',
} as const;

/** Paid and waiting to be packed: the one state that completes checkout. */
export function isPaidOrder({ status, paymentStatus }: OrderStatusAnswer): boolean {
  return status === 'unfulfilled' && paymentStatus === 'paid';
}

/** After the provider said succeeded: complete, or the spec's "still processing" message. */
export function outcomeAfterPayment(order: OrderStatusAnswer): { complete: true } | { complete: false; message: string } {
  return isPaidOrder(order) ? { complete: true } : { complete: false, message: CHECKOUT_MESSAGES.stillProcessingAfterPayment };
}

export interface PollVerdict {
  complete: boolean;
  /** What to tell the shopper, or null while the order is simply waiting for payment. */
  message: string | null;
  /** Polling stops once neither status nor paymentStatus is pending. */
  stop: boolean;
}

export function readPolledStatus(order: OrderStatusAnswer): PollVerdict {
  const stop = order.status !== 'pending' && order.paymentStatus !== 'pending';
  if (isPaidOrder(order)) return { complete: true, message: null, stop: true };
  if (order.paymentStatus === 'failed') return { complete: false, message: CHECKOUT_MESSAGES.paymentFailedPolled, stop };
  if (stop) return { complete: false, message: CHECKOUT_MESSAGES.stillProcessingPolled, stop };
  return { complete: false, message: null, stop };
}
