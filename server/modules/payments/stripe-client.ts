/**
 * The one Stripe client of the process, built from config. STRIPE_API_URL points the stripe
 * package at another API host (the tests' local stand-in for Stripe, or stripe-mock); without it
 * the package talks to Stripe itself.
 */
import Stripe from 'stripe';
import type { Config } from '../../config';

/** A call that Stripe does not answer in this time fails, rather than holding a shopper's request. */
const STRIPE_TIMEOUT_MS = 20_000;

export function createStripeClient(config: Config['payments']): Stripe | null {
  if (!config.stripeSecretKey) return null;
  const api = config.stripeApiUrl ? new URL(config.stripeApiUrl) : null;
  return new Stripe(config.stripeSecretKey, {
    timeout: STRIPE_TIMEOUT_MS,
    maxNetworkRetries: 2,
    ...(api
      ? { host: api.hostname, port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)), protocol: api.protocol === 'https:' ? 'https' : 'http' }
      : {}),
  });
}
