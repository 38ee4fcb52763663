/**
 * POST /general/payments/webhook: the payment provider's events. Its signature is checked over the
 * exact bytes received, so this route reads its body raw, in a plugin scope of its own (no other
 * route sees JSON as a Buffer). A bad, missing or stale signature, or an unset secret, answers 400
 * and changes nothing; a verified event is applied once (payment-events.ts) and answered 200, so
 * the provider stops retrying it.
 */
import { z } from 'zod';
import { envelope } from '#contracts/envelope';
import type { App } from '../../app-types';
import { badRequest } from '../../lib/http-errors';
import { TAG } from '../../lib/openapi';
import { ok } from '../../lib/reply';
import { sampledLog } from '../../lib/sampled-log';
import { type PaymentProvider, WebhookRefused } from '../payments';
import { applyPaymentEvent, type EventDeps } from './payment-events';
import { route, routesOf } from '../../lib/routes';

/** Stripe's events are a few KB; anything far larger is not one of them. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;
/**
 * Per address: Stripe sends from a handful of addresses, in bursts after an outage, so the limit
 * is far above any real delivery rate; it only stops one address hammering the signature check.
 */
const WEBHOOK_RATE_LIMIT = { max: 1200, timeWindow: '1 minute' };
/** A refused signature is logged once a minute at most, with the count held back (lib/sampled-log.ts). */
const REFUSED_LOG_INTERVAL_MS = 60_000;

export async function webhookRoutes(app: App, options: { deps: EventDeps & { payments: PaymentProvider } }): Promise<void> {
  const { deps } = options;
  const refusedLog = sampledLog(REFUSED_LOG_INTERVAL_MS);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));

  routesOf(app, [
    route({ method: 'POST', url: '/general/payments/webhook', config: { auth: 'public', rateLimit: WEBHOOK_RATE_LIMIT, checkoutLine: true },
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        operationId: 'receivePaymentWebhook',
        tags: [TAG.payments],
        summary: 'Payment provider events (Stripe webhooks), verified by their signature',
        description: 'Point a Stripe webhook at this URL with payment_intent.succeeded and payment_intent.payment_failed. Events are applied once, however often they are delivered.',
        headers: z.object({ 'stripe-signature': z.string().optional() }),
        response: { 200: envelope(z.object({ outcome: z.string() })) },
      },
      handler: async (request) => {
        const raw = request.body;
        if (!Buffer.isBuffer(raw)) throw badRequest('Send the event as application/json');
        let event;
        try {
          event = deps.payments.parseWebhook(raw, request.headers['stripe-signature']);
        } catch (error) {
          if (error instanceof WebhookRefused) {
            refusedLog.warn(request.log, { reason: error.message }, 'payment webhook refused');
            throw badRequest('Webhook signature verification failed');
          }
          throw error;
        }
        // What the event's effects log (a declined card, a payment for no order) carries this request's id.
        const outcome = await applyPaymentEvent({ ...deps, log: request.log }, deps.payments.name, event);
        return ok({ outcome }, 'Event received');
      },
    }),
  ]);
}
