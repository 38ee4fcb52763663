/**
 * Shared helpers for storefront e2e specs: a shopper in London (so currency detection lands on
 * GBP without asking any outside service), catalogue reads straight from the API, and the money
 * the pages should show, computed with the shop's own rules.
 */
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type { Product } from '../../src/contracts/product';
import { formatMoney, type CurrencyCode } from '../../src/domain/money';
import { priceOrder } from '../../src/domain/pricing';

/** `test.use(LONDON_SHOPPER)`: en-GB in Europe/London, and no geolocation permission granted. */
export const LONDON_SHOPPER = { locale: 'en-GB', timezoneId: 'Europe/London', permissions: [] as string[] };

/**
 * The two location services are third parties, unreachable (and irrelevant) in tests: fail them at
 * once, as an offline shopper's would, so detection falls through to the browser's locale quickly.
 */
export async function blockLocationServices(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/(api\.bigdatacloud\.net|ipapi\.co)\//, (route) => route.abort('internetdisconnected'));
}

/** Waits until first-visit currency detection has finished (its overlay has gone). */
export async function waitForCurrencyDetection(page: Page): Promise<void> {
  await expect(page.getByRole('alertdialog', { name: 'Detecting Your Location' })).toHaveCount(0, { timeout: 8000 });
}

export async function apiProducts(request: APIRequestContext, query: Record<string, string | number>): Promise<Product[]> {
  const response = await request.get('/api/v1/general/products', { params: query });
  expect(response.ok()).toBe(true);
  return (await response.json()).data.allProducts.products as Product[];
}

export async function apiProduct(request: APIRequestContext, idOrSlug: string): Promise<Product> {
  const response = await request.get(`/api/v1/general/products/${encodeURIComponent(idOrSlug)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).data.product as Product;
}

/** What the bag should show for `quantity` of one product, in `currency`. */
export function expectedBag(unitPrice: number, quantity: number, currency: CurrencyCode) {
  const pricing = priceOrder([{ unitPrice, quantity }]);
  return {
    subtotal: formatMoney(pricing.subtotal, currency),
    total: formatMoney(pricing.total, currency),
    unit: formatMoney(unitPrice, currency),
  };
}

export { formatMoney };
