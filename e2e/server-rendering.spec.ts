/**
 * Server-rendered storefront pages: without JavaScript the landing page, a product page
 * and a policy page show their real content, with their own titles and the right status (404 for
 * an unknown path); with JavaScript they hydrate without one React hydration warning, and without
 * asking the server again for the data the page was rendered from. On a first visit the currency
 * detection overlay comes after the page's first paint and is never its largest one (docs/architecture.md#performance-goals).
 */
import { type Browser, type ConsoleMessage, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { apiProducts, blockLocationServices, formatMoney, LONDON_SHOPPER, waitForCurrencyDetection } from './support/storefront';

test.use(LONDON_SHOPPER);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page, a product page and a policy page show their content', async ({ page, request }) => {
    const [product] = await apiProducts(request, { page: 1, limit: 1 });

    const home = await page.goto('/');
    expect(home?.status()).toBe(200);
    await expect(page).toHaveTitle('Verdant — Natural Skincare');
    await expect(page.getByRole('heading', { name: 'Our most-loved formulas' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Featured products' }).getByRole('link').first()).toBeVisible();
    await expect(page.getByText('Verdant needs JavaScript')).toHaveCount(0);

    const details = await page.goto(`/products/${product!.slug}`);
    expect(details?.status()).toBe(200);
    await expect(page).toHaveTitle(`${product!.name} — Verdant`);
    await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
    await expect(page.getByText(formatMoney(product!.price, 'GBP')).first()).toBeVisible();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'Product', name: product!.name });
    expect(jsonLd.offers).toContainEqual(expect.objectContaining({ '@type': 'Offer', priceCurrency: 'GBP', price: (product!.price / 100).toFixed(2) }));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/products/${product!.slug}$`));

    const policy = await page.goto('/shipping-policy');
    expect(policy?.status()).toBe(200);
    await expect(page).toHaveTitle('Shipping Policy — Verdant');
    await expect(page.getByRole('heading', { level: 1, name: 'Shipping Policy' })).toBeVisible();
  });

  test('an unknown path answers 404 with the 404 screen', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found — Verdant');
    const missing = await page.goto('/products/no-such-product');
    expect(missing?.status()).toBe(404);
  });
});

test.describe('with JavaScript', () => {
  test.beforeEach(async ({ context }) => {
    await blockLocationServices(context);
  });

  /** React's hydration complaints (mismatched text or attributes, a client-rendered fallback). */
  const HYDRATION = /hydrat|did not match|server rendered HTML|Minified React error #4(18|19|21|22|23|25)/i;

  async function visitWatchingConsole(page: Page, path: string) {
    // The previous page is closed first: its deferred work (the products list refreshes the
    // catalogue once idle) must not be counted against the page visited next.
    await page.goto('about:blank');
    const complaints: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION.test(message.text())) complaints.push(message.text());
    };
    page.on('console', onConsole);
    page.on('pageerror', (error) => complaints.push(error.message));
    const catalogueCalls: string[] = [];
    page.on('request', (request) => {
      // Reads only: the product page's view count is a POST of its own.
      if (request.method() === 'GET' && /\/api\/v1\/general\/(products|config)/.test(request.url())) catalogueCalls.push(request.url());
    });
    await page.goto(path);
    await waitForCurrencyDetection(page);
    await page.waitForLoadState('networkidle');
    page.off('console', onConsole);
    const embedded = await page.evaluate(() => {
      const data = JSON.parse(document.getElementById('page-data')?.textContent ?? '{"queries":[]}') as { queries: { key: unknown[] }[] };
      return data.queries.map((query) => query.key);
    });
    return { complaints, catalogueCalls, embedded };
  }

  test('pages hydrate without warnings and without fetching their data again', async ({ page, request }) => {
    const [product] = await apiProducts(request, { page: 1, limit: 1 });
    for (const path of ['/', '/shop', '/products?category=face', `/products/${product!.slug}`, '/privacy-policy', '/no-such-page']) {
      const { complaints, catalogueCalls, embedded } = await visitWatchingConsole(page, path);
      expect(complaints, `hydration warnings on ${path}`).toEqual([]);
      // What the page was rendered from is not asked for again. (Pages that do not embed the whole
      // catalogue still fetch it in the background for offline use, decision 0101.)
      const callFor = (key: unknown[]) =>
        key[0] === 'client-config' ? '/general/config' : key[1] === 'overview' ? 'limit=1000' : key[1] === 'featured' ? '/featured' : key[1] === 'product' ? `/products/${String(key[2])}` : 'limit=12';
      for (const key of embedded) {
        expect(catalogueCalls.filter((url) => url.includes(callFor(key))), `${JSON.stringify(key)} fetched again on ${path}`).toEqual([]);
      }
      // Every page embeds the client config; the catalogue pages their reads too.
      expect(embedded.length, `data embedded in ${path}`).toBeGreaterThan(path === '/privacy-policy' || path === '/no-such-page' ? 0 : 1);
    }
    // Still a working app: a client-side navigation renders the next page.
    await page.getByRole('link', { name: 'Shop' }).first().click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    await expect(page).toHaveTitle('Shop — Verdant');
  });

  /** What the page itself records from its first moment: paints, LCP candidates, the overlay's arrival. */
  function recordPaints() {
    const seen = { fcp: null as number | null, overlayAt: null as number | null, lcp: [] as { time: number; tag: string | null; inOverlay: boolean; text: string }[] };
    (window as unknown as { paints: typeof seen }).paints = seen;
    const overlay = '[aria-labelledby="detecting-location-title"]';
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
        const text = (entry.element?.textContent ?? '').slice(0, 80);
        // Also by its words: the overlay may be gone (detached) by the time the entry is reported.
        const inOverlay = Boolean(entry.element?.closest(overlay)) || /Detecting Your Location|setting up the perfect currency/.test(text);
        seen.lcp.push({ time: entry.startTime, tag: entry.element?.tagName ?? null, inOverlay, text });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
    new MutationObserver(() => {
      if (seen.overlayAt === null && document.querySelector(overlay)) seen.overlayAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  }

  async function firstVisitOnAPhone(browser: Browser, path: string) {
    const context = await browser.newContext({ ...LONDON_SHOPPER, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await blockLocationServices(context);
    // The connection's country answers late, so the overlay is surely up for a while.
    await context.route('**/api/v1/general/location', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await context.addInitScript(recordPaints);
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole('alertdialog', { name: 'Detecting Your Location' })).toBeVisible();
    await waitForCurrencyDetection(page);
    const paints = await page.evaluate(() => (window as unknown as { paints: { fcp: number | null; overlayAt: number | null; lcp: { time: number; tag: string | null; inOverlay: boolean; text: string }[] } }).paints);
    await context.close();
    return paints;
  }

  test('on a first visit the detection overlay comes after the first paint and is never the LCP', async ({ browser, request }) => {
    const [product] = await apiProducts(request, { page: 1, limit: 1 });
    for (const path of ['/', `/products/${product!.slug}`]) {
      const { fcp, overlayAt, lcp } = await firstVisitOnAPhone(browser, path);
      expect(overlayAt, `the overlay showed on ${path}`).not.toBeNull();
      expect(fcp, `first contentful paint on ${path}`).not.toBeNull();
      expect(fcp!, `the page painted before the overlay on ${path}`).toBeLessThan(overlayAt!);
      expect(lcp.length, `LCP candidates on ${path}`).toBeGreaterThan(0);
      expect(lcp.filter((entry) => entry.inOverlay), `LCP candidates inside the overlay on ${path}`).toEqual([]);
    }
  });
});
