/**
 * GET /general/config and /general/location: what the storefront reads to set itself up, the
 * deployment's settings (payment provider, support address, the pricing figures an admin sets)
 * and the country of the shopper's connection (for the currency it starts in).
 */
import { envelope } from '#contracts/envelope';
import { clientConfig, connectionCountry } from '#contracts/client-config';
import type { App } from '../../app-types';
import { TAG } from '../../lib/openapi';
import { ok } from '../../lib/reply';
import { clientConfigOf } from './client-config';
import { createCountryLookup } from './ip-country';
import { route, routesOf } from '../../lib/routes';

export async function storeSettingsRoutes(app: App): Promise<void> {
  const countryOf = createCountryLookup(app.config.geo.ipUrl);
  routesOf(app, [
    route({ method: 'GET', url: '/general/config', config: { auth: 'public' },
      schema: { operationId: 'getClientConfig', tags: [TAG.storefront], summary: 'Deployment settings the browser needs (location services, payment provider, support address)', response: { 200: envelope(clientConfig) } },
      handler: async (_request, reply) => {
        // Revalidated on every use: an admin's change of the pricing figures reaches open pages on
        // their next read, not minutes later (decision 0121).
        reply.header('Cache-Control', 'no-cache');
        return ok(await clientConfigOf(app));
      },
    }),
    route({ method: 'GET', url: '/general/location', config: { auth: 'public' },
      schema: { operationId: 'getConnectionCountry', tags: [TAG.storefront], summary: "The country of the shopper's connection (currency detection), or null when unknown", response: { 200: envelope(connectionCountry) } },
      handler: async (request, reply) => {
        // One shopper's own answer: never shared by a cache between addresses.
        reply.header('Cache-Control', 'private, max-age=3600');
        return ok({ country: await countryOf(request.ip) });
      },
    }),
  ]);
}
