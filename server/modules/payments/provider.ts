/**
 * The one seam between the shop and whoever moves the money. Checkout, refunds, saved cards and
 * the webhook talk to a `PaymentProvider`, never to Stripe or to the local test provider directly:
 * - `stripe` (stripe-provider.ts): real PaymentIntents, refunds and webhooks through the stripe
 *   package, with the client built once from config (stripe-client.ts).
 * - `local` (local-provider.ts): the embedded default, which behaves like Stripe's test mode (the
 *   same test card numbers and outcomes) so the whole shop runs and is tested without a network.
 *
 * Provider calls are network calls: callers never make them inside a transaction that holds
 * stock or order row locks (docs/decisions/0050-provider-calls-outside-transactions.md).
 */
import type { PaymentMethodAdd } from '#contracts/payment-methods';

export type ProviderName = 'local' | 'stripe';

export interface CardOwner {
  /** The shop's customer id. */
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

/** Where a payment intent stands, in Stripe's words (the payments table allows these). */
export type IntentStatus = 'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

export interface IntentRequest {
  orderId: string;
  /** GBP pence: always the order's server-computed total. */
  amount: number;
  currency: 'gbp';
  owner: CardOwner;
  /** Same key, same intent: a retried call after a lost answer never makes a second one. */
  idempotencyKey: string;
}

export interface PaymentIntent {
  id: string;
  clientSecret: string;
  status: IntentStatus;
  amount: number;
  currency: string;
}

/** A card the local provider's form confirms with: typed in, or a saved card (judgeLocalCard). */
export type ConfirmWith =
  | { kind: 'card'; number: string; expMonth: number; expYear: number; cvc: string }
  | { kind: 'saved'; providerRef: string; last4: string };

/** What a provider event means for the shop; anything else is acknowledged and ignored. */
export type PaymentEventKind = 'payment_succeeded' | 'payment_failed' | 'ignored';

export interface PaymentEvent {
  /** The provider's event id: events are deduplicated on it. */
  id: string;
  kind: PaymentEventKind;
  /** The provider's name for the event (`payment_intent.succeeded`), for the record. */
  type: string;
  paymentIntentId: string | null;
  amount: number | null;
  currency: string | null;
  failureMessage: string | null;
  payload: unknown;
}

export interface RefundRequest {
  paymentIntentId: string;
  orderId: string;
  /** GBP pence, more than 0 and at most what is left of the payment. */
  amount: number;
  idempotencyKey: string;
}

export interface PaymentProvider {
  name: ProviderName;
  /** Creates the order's payment intent (idempotent on the request's key). */
  createIntent(request: IntentRequest): Promise<PaymentIntent>;
  /**
   * Stops an unpaid intent from being paid (an expired reservation). Answers 'succeeded' when it
   * was paid after all, so the caller keeps the order instead.
   */
  cancelIntent(intentId: string): Promise<'canceled' | 'succeeded'>;
  /** The intent as the provider knows it now (a status check when a webhook is late); null when the provider keeps no state. */
  retrieveIntent(intentId: string): Promise<PaymentIntent | null>;
  /**
   * Gives `amount` pence of the intent back. Idempotent on `idempotencyKey` (one per refund row,
   * docs/decisions/0232): a repeated call answers the first refund and gives nothing back twice.
   * Answers the provider's id of the refund.
   */
  refund(request: RefundRequest): Promise<{ id: string }>;
  /** Verifies a webhook's signature over the raw body and reads the event; throws WebhookRefused. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
  /** Checks a card reference belongs to this provider and owner; answers the card as the provider knows it. */
  saveCard(owner: CardOwner, card: PaymentMethodAdd): Promise<CardDetails>;
  /** Asks the provider to stop keeping a saved card. */
  forgetCard(providerRef: string): Promise<void>;
  /** A SetupIntent client secret for collecting a card to save in the browser (Stripe only). */
  setupIntent?(owner: CardOwner): Promise<string>;
}

/** A webhook whose signature, timestamp or body does not check out. Nothing changes; 400. */
export class WebhookRefused extends Error {}
