/**
 * Why a checkout failed, told to the operator once per failure (docs/decisions/0259-why-a-checkout-failed.md):
 * one info log line (`msg: "checkout failed"`, the reason, the step, and ids only: customer, order,
 * sizes; never an email, a name, an address or a card) and the metric
 * `shop_checkout_failures_total{reason, step}`. A declined card is reported by payment-events.ts
 * once its event is recorded (a provider's retry of the same event is not counted again); a stock
 * refusal or a hold limit by the checkout routes' error hook, from the CheckoutRefusal thrown
 * (refusal.ts).
 */
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { ShopMetrics } from '../../lib/metrics';
import { CheckoutRefusal, type CheckoutFailure } from './refusal';

/** Where in the checkout it failed: pricing the bag, placing the order, or paying for it. */
export type CheckoutStep = 'validate' | 'create_order' | 'payment';

export interface CheckoutFailureReport {
  reason: CheckoutFailure;
  step: CheckoutStep;
  customerId: string | null;
  orderId?: string;
  variantIds?: readonly string[];
  /** The provider's words for a declined card ("Your card was declined."). */
  providerMessage?: string | null;
}

export type ReportCheckoutFailure = (report: CheckoutFailureReport) => void;

export function reportCheckoutFailure(log: FastifyBaseLogger, metrics: Pick<ShopMetrics, 'checkoutFailed'>, report: CheckoutFailureReport): void {
  metrics.checkoutFailed(report.reason, report.step);
  const { reason, step, customerId, orderId, variantIds, providerMessage } = report;
  log.info(
    {
      checkoutFailure: reason,
      step,
      customerId,
      ...(orderId ? { orderId } : {}),
      ...(variantIds?.length ? { variantIds } : {}),
      ...(providerMessage ? { providerMessage } : {}),
    },
    'checkout failed',
  );
}

/** A checkout route's onError hook: reports the refusals that say why (CheckoutRefusal). */
export function reportRefusals(metrics: Pick<ShopMetrics, 'checkoutFailed'>, step: CheckoutStep) {
  return async (request: FastifyRequest, _reply: FastifyReply, error: Error): Promise<void> => {
    if (!(error instanceof CheckoutRefusal)) return;
    reportCheckoutFailure(request.log, metrics, { reason: error.reason, step, customerId: request.customerId ?? null, variantIds: error.variantIds });
  };
}
