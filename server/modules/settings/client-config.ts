/**
 * What the browser needs to know about this deployment and shop (GET /general/config): location
 * services, payment provider, support address, pricing figures and currency rates. One home, so
 * the API route and the server-rendered pages (which embed it, decision 0107) answer alike.
 */
import type { ClientConfig } from '#contracts/client-config';
import type { App } from '../../app-types';
import { pricingRulesOf } from './settings-store';

export async function clientConfigOf(app: App): Promise<ClientConfig> {
  const shop = await app.shopSettings.read();
  return {
    geo: { reverseUrl: app.config.geo.reverseUrl },
    payments: {
      provider: app.config.payments.provider,
      publishableKey: app.config.payments.provider === 'stripe' ? (app.config.payments.stripePublishableKey ?? null) : null,
    },
    support: { email: shop.contactEmail },
    pricing: pricingRulesOf(shop),
    currencyRates: shop.currencyRates,
  };
}
