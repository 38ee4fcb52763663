/** GET /general/config: what the browser needs to know about this deployment. */
import { z } from 'zod';

export const clientConfig = z.object({
  geo: z.object({
    /** Reverse geocoding: `?latitude=..&longitude=..` answers `{ countryCode }`. */
    reverseUrl: z.string(),
    /** IP location: answers `{ country_code }`. */
    ipUrl: z.string(),
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
});
export type ClientConfig = z.infer<typeof clientConfig>;
