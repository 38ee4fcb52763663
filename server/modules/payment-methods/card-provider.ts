/**
 * Where saved cards really live. The shop keeps only the provider's payment-method id and what a
 * receipt shows; the card itself is held by the provider:
 * - local: the embedded test provider (no network). Its payment-method ids look like `pm_local_...`
 *   and the details the client sends are taken as given. One id is saved by one customer only
 *   (a unique index, payment-method-service.ts), so nobody can save a reference another saved.
 * - stripe: the id must be a Stripe PaymentMethod of type card that is already attached to the
 *   caller's own Stripe customer (confirming the SetupIntent from POST .../setup-intent attaches
 *   it); a card attached to nobody or to anyone else is refused, so a leaked `pm_...` id cannot be
 *   claimed. The brand, last 4 and expiry are taken from Stripe, not from the client.
 *
 * Stripe customers: the schema has no column for a Stripe customer id, so one is found by the
 * metadata key `verdant_customer_id` and created (idempotently) when missing. See
 * docs/decisions/0024-saved-cards.md.
 */
import Stripe from 'stripe';
import { CARD_BRANDS, type PaymentMethodAdd } from '../../../src/contracts/payment-methods';
import type { Config } from '../../config';
import { badRequest, HttpError } from '../../lib/http-errors';

export interface CardOwner {
  id: string;
  email: string;
  name: string;
}

export interface CardDetails {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface CardProvider {
  name: 'local' | 'stripe';
  /** Checks the payment-method id belongs to this provider (and this customer) and answers the card as the provider knows it. */
  confirm(owner: CardOwner, card: PaymentMethodAdd): Promise<CardDetails>;
  /** Asks the provider to stop keeping the card for this customer. */
  forget(providerRef: string): Promise<void>;
  /** A SetupIntent client secret for collecting a card in the browser (Stripe only). */
  setupIntent?(owner: CardOwner): Promise<string>;
}

export const LOCAL_REF = /^pm_local_[A-Za-z0-9_]{3,200}$/;

export const localCards: CardProvider = {
  name: 'local',
  async confirm(_owner, card) {
    if (!LOCAL_REF.test(card.providerRef))
      throw badRequest('providerRef must be a pm_local_... id from the local test provider', [
        { field: 'providerRef', message: 'must start with pm_local_' },
      ]);
    return { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear };
  },
  async forget() {},
};

/** Stripe's brand names, in ours (card-brand.ts). */
function brandOf(stripeBrand: string): string {
  if (stripeBrand === 'diners') return 'dinersclub';
  return (CARD_BRANDS as readonly string[]).includes(stripeBrand) ? stripeBrand : 'unknown';
}

const NOT_ACCEPTED = 'The payment provider did not accept this card. Please add it again.';

/** Stripe's own errors name ids and parameters; the customer gets one plain sentence instead. */
function fromStripe(error: unknown): never {
  if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError)
    throw badRequest(NOT_ACCEPTED);
  if (error instanceof Stripe.errors.StripeError)
    throw new HttpError(502, 'The payment provider is not reachable right now. Please try again shortly.');
  throw error;
}

export function stripeCards(stripe: Stripe): CardProvider {
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
    async confirm(owner, card) {
      try {
        const method = await stripe.paymentMethods.retrieve(card.providerRef);
        if (method.type !== 'card' || !method.card) throw badRequest('Only cards can be saved');
        const attachedTo = typeof method.customer === 'string' ? method.customer : (method.customer?.id ?? null);
        if (!attachedTo || attachedTo !== (await stripeCustomerId(owner))) throw badRequest(NOT_ACCEPTED);
        return {
          brand: brandOf(method.card.brand),
          last4: method.card.last4,
          expMonth: method.card.exp_month,
          expYear: method.card.exp_year,
        };
      } catch (error) {
        if (error instanceof HttpError) throw error;
        return fromStripe(error);
      }
    },
    async forget(providerRef) {
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

export function cardProviderFor(config: Config): CardProvider {
  if (config.payments.provider === 'stripe' && config.payments.stripeSecretKey)
    return stripeCards(new Stripe(config.payments.stripeSecretKey));
  return localCards;
}
