/**
 * The payments module's public surface: the provider the config chooses, built once per app.
 * Other modules import from here, never from the implementation files.
 */
import type { Config } from '../../config';
import { localProvider } from './local-provider';
import type { PaymentProvider } from './provider';
import { createStripeClient } from './stripe-client';
import { stripeProvider } from './stripe-provider';

export type { CardDetails, CardOwner, ConfirmWith, PaymentEvent, PaymentProvider, ProviderName } from './provider';
export { WebhookRefused } from './provider';
export { judgeLocalCard, LOCAL_CARD_REF, localIntentIdOf } from './local-provider';

export function createPaymentProvider(config: Config['payments']): PaymentProvider {
  if (config.provider !== 'stripe') return localProvider;
  const stripe = createStripeClient(config);
  if (!stripe) throw new Error('the stripe payment provider needs STRIPE_SECRET_KEY');
  return stripeProvider(stripe, config.stripeWebhookSecret);
}
