/**
 * Payments through Stripe: PaymentIntents in GBP with the order id in their metadata, refunds,
 * signed webhooks, and saved cards attached to the customer's Stripe customer.
 *
 * A card is saved only when Stripe already holds it for the caller's own Stripe customer
 * (docs/decisions/0031-saved-card-ownership.md). Stripe customers are found by the metadata key `verdant_customer_id` and created idempotently
 * when missing (docs/decisions/0024-saved-cards.md). Stripe's own error texts name ids and
 * parameters, so a shopper gets one plain sentence instead, except for card refusals, whose
 * message Stripe writes for shoppers ('Your card was declined.').
 */
import Stripe from 'stripe';
import { CARD_BRANDS } from '#contracts/payment-methods';
import { badRequest, HttpError } from '../../lib/http-errors';
import {
  type CardOwner,
  type IntentStatus,
  type PaymentEvent,
  type PaymentIntent,
  type PaymentProvider,
  WebhookRefused,
} from './provider';

/** Stripe's brand names, in ours (card-brand.ts). */
function brandOf(stripeBrand: string): string {
  if (stripeBrand === 'diners') return 'dinersclub';
  return (CARD_BRANDS as readonly string[]).includes(stripeBrand) ? stripeBrand : 'unknown';
}

const CARD_REFUSED = 'The payment provider did not accept this card. Please add it again.';
const UNREACHABLE = 'The payment provider is not reachable right now. Please try again shortly.';

function fromStripe(error: unknown): never {
  if (error instanceof HttpError) throw error;
  if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError)
    throw badRequest(CARD_REFUSED);
  if (error instanceof Stripe.errors.StripeError) throw new HttpError(502, UNREACHABLE);
  throw error;
}

function toIntent(intent: Stripe.PaymentIntent): PaymentIntent {
  if (!intent.client_secret) throw new Error(`Stripe answered PaymentIntent ${intent.id} without a client secret`);
  return { id: intent.id, clientSecret: intent.client_secret, status: statusOf(intent.status), amount: intent.amount, currency: intent.currency };
}

/** Stripe's statuses, in the shop's fewer words: only `succeeded` means paid. */
function statusOf(status: string): IntentStatus {
  switch (status) {
    case 'requires_payment_method':
    case 'requires_action':
    case 'succeeded':
    case 'canceled':
      return status;
    default:
      return 'processing';
  }
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

function toEvent(event: Stripe.Event): PaymentEvent {
  const base = { id: event.id, type: event.type, payload: event };
  if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed') {
    const intent = event.data.object;
    return {
      ...base,
      kind: event.type === 'payment_intent.succeeded' ? 'payment_succeeded' : 'payment_failed',
      paymentIntentId: intent.id,
      amount: event.type === 'payment_intent.succeeded' ? intent.amount_received : intent.amount,
      currency: intent.currency,
      failureMessage: intent.last_payment_error?.message ?? null,
    };
  }
  return { ...base, kind: 'ignored', paymentIntentId: null, amount: null, currency: null, failureMessage: null };
}

export function stripeProvider(stripe: Stripe, webhookSecret: string | undefined): PaymentProvider {
  async function stripeCustomerId(owner: CardOwner): Promise<string> {
    const found = await stripe.customers.search({ query: `metadata['verdant_customer_id']:'${owner.id}'`, limit: 1 });
    if (found.data[0]) return found.data[0].id;
    // Search lags a few seconds behind writes; the idempotency key stops that lag making a twin.
    const created = await stripe.customers.create(
      { email: owner.email, name: owner.name, metadata: { verdant_customer_id: owner.id } },
      { idempotencyKey: `verdant-customer-${owner.id}` },
    );
    return created.id;
  }

  return {
    name: 'stripe',

    async createIntent(request) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amount,
            currency: request.currency,
            customer: await stripeCustomerId(request.owner),
            receipt_email: request.owner.email,
            metadata: { orderId: request.orderId, verdant_customer_id: request.owner.id },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return toIntent(intent);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError) throw new HttpError(502, UNREACHABLE);
        throw error;
      }
    },

    async cancelIntent(intentId) {
      try {
        await stripe.paymentIntents.cancel(intentId);
        return 'canceled';
      } catch (error) {
        // Stripe refuses to cancel an intent that succeeded meanwhile: the shopper paid after all.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state') {
          const intent = await stripe.paymentIntents.retrieve(intentId);
          if (intent.status === 'succeeded') return 'succeeded';
          if (intent.status === 'canceled') return 'canceled';
        }
        if (error instanceof Stripe.errors.StripeError) throw new HttpError(502, UNREACHABLE);
        throw error;
      }
    },

    async retrieveIntent(intentId) {
      try {
        return toIntent(await stripe.paymentIntents.retrieve(intentId));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError) throw new HttpError(502, UNREACHABLE);
        throw error;
      }
    },

    async refund({ paymentIntentId, orderId, amount, idempotencyKey }) {
      try {
        const refund = await stripe.refunds.create({ payment_intent: paymentIntentId, amount, metadata: { order_id: orderId } }, { idempotencyKey });
        return { id: refund.id };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError)
          throw new HttpError(502, 'The refund could not be made right now. Please try again shortly.');
        throw error;
      }
    },

    parseWebhook(rawBody, signature) {
      if (!webhookSecret) throw new WebhookRefused('no webhook secret is configured');
      if (!signature) throw new WebhookRefused('the Stripe-Signature header is missing');
      try {
        return toEvent(stripe.webhooks.constructEvent(rawBody, signature, webhookSecret));
      } catch (error) {
        throw new WebhookRefused(error instanceof Error ? error.message : 'the signature does not match');
      }
    },

    async saveCard(owner, card) {
      try {
        const method = await stripe.paymentMethods.retrieve(card.providerRef);
        if (method.type !== 'card' || !method.card) throw badRequest('Only cards can be saved');
        // Only a card already attached to the caller's own Stripe customer (by confirming the
        // SetupIntent from POST .../setup-intent) is accepted: a leaked pm_... id cannot be claimed.
        const attachedTo = idOf(method.customer);
        if (!attachedTo || attachedTo !== (await stripeCustomerId(owner))) throw badRequest(CARD_REFUSED);
        return {
          brand: brandOf(method.card.brand),
          last4: method.card.last4,
          expMonth: method.card.exp_month,
          expYear: method.card.exp_year,
        };
      } catch (error) {
        return fromStripe(error);
      }
    },

    async forgetCard(providerRef) {
      try {
        await stripe.paymentMethods.detach(providerRef);
      } catch (error) {
        // Already detached or deleted at Stripe: nothing left to forget.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
        fromStripe(error);
      }
    },

    async setupIntent(owner) {
      try {
        const intent = await stripe.setupIntents.create({
          customer: await stripeCustomerId(owner),
          usage: 'off_session',
          allowed_payment_method_types: ['card'],
          metadata: { verdant_customer_id: owner.id },
        });
        if (!intent.client_secret) throw new Error('Stripe answered a SetupIntent without a client secret');
        return intent.client_secret;
      } catch (error) {
        return fromStripe(error);
      }
    },
  };
}
