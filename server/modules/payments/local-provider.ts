/**
 * The embedded test provider, the default when no Stripe keys are set: it holds no money and
 * needs no network, and answers like Stripe's test mode (local-test-cards.ts). Its intents are
 * `pi_local_...` with a `..._secret_...` client secret; a card is confirmed through
 * POST /general/payments/local/confirm, and the outcome goes through the same event handler as a
 * Stripe webhook, so checkout has one path for "paid" whichever provider took the money.
 *
 * Saved cards: references look like `pm_local_...`; the brand, last 4 and expiry the browser sends
 * are taken as given and required (there is no card behind them to ask).
 */
import { createHash, randomBytes } from 'node:crypto';
import { badRequest } from '../../lib/http-errors';
import { type CardRefusal, savedTestCardOutcome, testCardOutcome } from './local-test-cards';
import { type ConfirmWith, type PaymentProvider, WebhookRefused } from './provider';

export const LOCAL_CARD_REF = /^pm_local_[A-Za-z0-9_]{3,200}$/;
export const LOCAL_INTENT_ID = /^pi_local_[a-f0-9]{24}$/;

/** The local provider holds no card to ask, so the browser's account of it is the record. */
export const LOCAL_CARD_DETAILS_REQUIRED = 'brand, last4, expMonth and expYear are required with the local test provider';

const token = () => randomBytes(12).toString('hex');

/**
 * What the local provider makes of a card: a refusal like Stripe's test mode gives, or null when it
 * pays. A function of the card alone, with no state and no I/O, so the card form's confirmation
 * judges it inside its transaction (confirm-payment.ts).
 */
export function judgeLocalCard(card: ConfirmWith): CardRefusal | null {
  return card.kind === 'card' ? testCardOutcome(card) : savedTestCardOutcome(card.last4);
}

/** The intent a local client secret belongs to (`pi_local_<id>_secret_<token>`), or null when it is not one. */
export function localIntentIdOf(clientSecret: string): string | null {
  const id = clientSecret.split('_secret_')[0]!;
  return LOCAL_INTENT_ID.test(id) ? id : null;
}

export const localProvider: PaymentProvider = {
  name: 'local',

  async createIntent(request) {
    const id = `pi_local_${token()}`;
    return { id, clientSecret: `${id}_secret_${token()}`, status: 'requires_payment_method', amount: request.amount, currency: request.currency };
  },

  // The shop's payments table is the local provider's only record: nothing to cancel or look up.
  async cancelIntent() {
    return 'canceled';
  },
  async retrieveIntent() {
    return null;
  },

  // The local provider took no money, so there is none to give back; the refund's id is the key's,
  // so a repeated call answers the same refund, as Stripe does.
  async refund({ idempotencyKey }) {
    return { id: `re_local_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}` };
  },

  parseWebhook() {
    throw new WebhookRefused('the local test provider sends no webhooks');
  },

  async saveCard(_owner, card) {
    if (!LOCAL_CARD_REF.test(card.providerRef))
      throw badRequest('providerRef must be a pm_local_... id from the local test provider', [
        { field: 'providerRef', message: 'must start with pm_local_' },
      ]);
    const { brand, last4, expMonth, expYear } = card;
    if (brand === undefined || last4 === undefined || expMonth === undefined || expYear === undefined)
      throw badRequest(LOCAL_CARD_DETAILS_REQUIRED, [
        ...(['brand', 'last4', 'expMonth', 'expYear'] as const)
          .filter((field) => card[field] === undefined)
          .map((field) => ({ field, message: `${field} is required` })),
      ]);
    return { brand, last4, expMonth, expYear };
  },

  async forgetCard() {},
};
