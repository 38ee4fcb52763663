/**
 * A checkout refused for a reason the operator must be able to count: the shopper's answer (its
 * status and message) and, beside it, the reason and the sizes it concerns, which the checkout's
 * log line and metric record (failure-report.ts; docs/decisions/0259-why-a-checkout-failed.md).
 * The code that decides a refusal throws one of these; nothing downstream reads a message to guess
 * its reason.
 */
import { HttpError } from '../../lib/http-errors';

/** Why a checkout failed, as the metric `shop_checkout_failures_total` labels it. */
export type CheckoutFailure = 'card_declined' | 'out_of_stock' | 'customer_hold_limit' | 'network_hold_limit';

export class CheckoutRefusal extends HttpError {
  constructor(
    statusCode: number,
    message: string,
    readonly reason: Exclude<CheckoutFailure, 'card_declined'>,
    /** The sizes (variant ids) the refusal names, when it names any. */
    readonly variantIds: readonly string[] = [],
  ) {
    super(statusCode, message);
  }
}
