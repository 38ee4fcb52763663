/** GET /general/config: what the browser needs to know about this deployment. */
import { z } from 'zod';

export const clientConfig = z.object({
  geo: z.object({
    /** Reverse geocoding: `?latitude=..&longitude=..` answers `{ countryCode }`. */
    reverseUrl: z.string(),
  }),
  payments: z.object({
    provider: z.enum(['stripe', 'local']),
    /** Stripe's publishable key when provider is stripe, else null. */
    publishableKey: z.string().nullable(),
  }),
  support: z.object({
    /** The shop's support address (SUPPORT_EMAIL): the contact page, the policies, error screens. */
    email: z.email(),
  }),
  /** The shop's pricing figures (admin settings, decision 0121), applied by src/domain/pricing.ts. */
  pricing: z.object({ taxRateBasisPoints: z.number().int(), shippingFee: z.number().int(), freeShippingThreshold: z.number().int() }),
  /** Display currency rates, units per 1 USD (admin settings; the spec's by default). */
  currencyRates: z.object({ GBP: z.number(), USD: z.number(), EUR: z.number(), NGN: z.number() }),
});
export type ClientConfig = z.infer<typeof clientConfig>;

/** GET /general/location: the country of the shopper's connection, looked up by the server (null when unknown). */
export const connectionCountry = z.object({ country: z.string().length(2).nullable() });
export type ConnectionCountry = z.infer<typeof connectionCountry>;
