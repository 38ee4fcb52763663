/**
 * Server-rendered storefront pages through the real server and the real renderer
 * (src/entry-server.tsx, loaded as the build's dist/server/entry-server.js would be): the page's
 * content, head and embedded data, the status of unknown paths, the shell for private areas, the
 * HTML cache and its invalidation by a catalogue change, and the sitemap.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { entry } from '../../src/entry-server';
import { products, productVariants } from '../../server/db/schema';
import { recordChange, recordStockChange } from '../../server/db/unit-of-work';
import { cutTemplate } from '../../server/rendering/page-renderer';
import { createTestApp, type TestApp } from './support/app';
import { addSizes, insertProduct } from './support/fixtures';

let t: TestApp;
let dist: string;
const SHELL = readFileSync(path.resolve('index.html'), 'utf8');

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'verdant-dist-'));
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  // The renderer as the build ships it, from the sources (vitest compiles them).
  writeFileSync(path.join(dist, 'server', 'entry-server.js'), `export { entry } from ${JSON.stringify(path.resolve('src/entry-server.tsx'))};\n`);
  t = await createTestApp({}, { distDir: dist });
  await insertProduct(t.database.db, { name: 'Rose </script><script>alert(1)</script> Balm', slug: 'rose-balm', featured: true, price: 2450, stock: 0 });
  await insertProduct(t.database.db, { name: 'Oat Cleanser', slug: 'oat-cleanser', featured: true });
  const oil = await insertProduct(t.database.db, { name: 'Rosehip Oil', slug: 'rosehip-oil', size: '30 ml', price: 3800, stock: 20 });
  await addSizes(t.database.db, oil.id, [
    { name: '50 ml', price: 5600, stock: 4 },
    { name: '100 ml', price: 9800, stock: 0 },
  ]);
});
afterAll(async () => {
  await t?.dispose();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const jsonLd = (html: string) => JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);
const embedded = (html: string) => JSON.parse(/<script id="page-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!);

describe('server-rendered storefront pages', () => {
  it('paints the landing page with its products, its head, and the data it was rendered from, once', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Oat Cleanser');
    expect(res.body).toContain('<title>Verdant — Natural Skincare</title>');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body.match(/name="description"/g)).toHaveLength(1);
    expect(res.body).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/" \/>/);
    expect(res.body).toContain('<meta property="og:type" content="website" />');
    expect(res.body).not.toContain('Verdant needs JavaScript');
    const data = embedded(res.body);
    expect(data.queries.map((query: { key: unknown[] }) => query.key)).toEqual([['client-config'], ['catalogue', 'featured'], ['catalogue', 'overview']]);
    // The client config is the API's own answer, so nothing asks for it while the page loads.
    const config = (await get('/api/v1/general/config')).json().data;
    expect(data.queries[0].data).toEqual(config);
    // ...and the page is painted from it: the support address is in the HTML, not a stand-in.
    expect((await get('/privacy-policy')).body).toContain(`href="mailto:${config.support.email}"`);
    expect(res.body.match(/id="page-data"/g)).toHaveLength(1);
  });

  it('escapes product text so it cannot end the embedded script early', async () => {
    const res = await get('/products/rose-balm');
    expect(res.body).not.toContain('</script><script>alert(1)');
    expect(res.body).toContain('\\u003c/script>');
    expect(embedded(res.body).queries[1].data.name).toBe('Rose </script><script>alert(1)</script> Balm');
  });

  it('gives a product page its title, Open Graph tags and Product JSON-LD in pounds with stock', async () => {
    const res = await get('/products/oat-cleanser');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Oat Cleanser — Verdant</title>');
    expect(res.body).toContain('<meta property="og:type" content="product" />');
    const ld = jsonLd(res.body);
    expect(ld).toMatchObject({ '@type': 'Product', name: 'Oat Cleanser', offers: [{ '@type': 'Offer', priceCurrency: 'GBP', price: '15.00', availability: 'https://schema.org/InStock' }] });
    expect(ld.offers[0].url).toMatch(/\/products\/oat-cleanser$/);
    const soldOut = jsonLd((await get('/products/rose-balm')).body);
    expect(soldOut.offers).toMatchObject([{ price: '24.50', availability: 'https://schema.org/OutOfStock' }]);
  });

  it('offers every size in the JSON-LD, each with its SKU, price, stock and address (decision 0249)', async () => {
    const ld = jsonLd((await get('/products/rosehip-oil')).body);
    expect(ld.offers).toHaveLength(3);
    expect(ld.offers.map((offer: { name: string; price: string; availability: string; url: string }) => [offer.name, offer.price, offer.availability, offer.url.replace(/^.*\/products/, '')])).toEqual([
      ['30 ml', '38.00', 'https://schema.org/InStock', '/rosehip-oil?size=30-ml'],
      ['50 ml', '56.00', 'https://schema.org/LimitedAvailability', '/rosehip-oil?size=50-ml'],
      ['100 ml', '98.00', 'https://schema.org/OutOfStock', '/rosehip-oil?size=100-ml'],
    ]);
    expect(ld.offers.every((offer: { sku: string; priceCurrency: string }) => offer.sku.length > 0 && offer.priceCurrency === 'GBP')).toBe(true);
  });

  it('renders a product page with the size its address chooses, each size a page of its own, an unknown one the first', async () => {
    const chosen = await get('/products/rosehip-oil?size=50-ml');
    expect(chosen.body).toContain('£56.00');
    expect(chosen.body).toMatch(/<meta name="description" content="[^"]*50 ml, £56.00\." \/>/);
    expect(chosen.body).toMatch(/<input type="radio"[^>]* checked=""[^>]*\/><span[^>]*><span[^>]*>50 ml<\/span>/);
    // The plain page is not the cached 50 ml one, and an unknown size falls back to the first.
    expect((await get('/products/rosehip-oil')).body).toMatch(/<meta name="description" content="[^"]*30 ml, £38.00\." \/>/);
    expect((await get('/products/rosehip-oil?size=5-litres')).body).toMatch(/<meta name="description" content="[^"]*30 ml, £38.00\." \/>/);
    expect((await get('/products/rosehip-oil?size=100-ml')).body).toMatch(/<meta name="description" content="[^"]*100 ml, £98.00\." \/>/);
  });

  it('answers unknown paths and unknown products with 404 and the 404 screen', async () => {
    const unknown = await get('/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Page Not Found');
    expect(unknown.body).toContain('<title>Page not found — Verdant</title>');
    expect(unknown.body).toContain('<meta name="robots" content="noindex" />');
    const missing = await get('/products/no-such-product');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title>Product not found — Verdant</title>');
  });

  it('sends the shell to account, checkout, sign-in and back-office paths', async () => {
    for (const url of ['/login', '/checkout', '/orders', '/admin/orders']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(SHELL);
    }
    expect((await get('/admin/no-such-screen')).statusCode).toBe(404);
    expect((await get('/server/entry-server.js')).statusCode).toBe(404);
  });

  it('serves a page again from its cache until the catalogue changes', async () => {
    const first = await get('/shop');
    const again = await get('/shop', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect((await get('/shop?utm_source=mail')).headers.etag).toBe(first.headers.etag);
    await t.app.store.write(async (tx) => {
      await tx.update(products).set({ name: 'Oat Milk Cleanser' }).where(eq(products.slug, 'oat-cleanser'));
      recordChange(tx, 'catalogue');
    });
    const after = await get('/shop');
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(after.body).toContain('Oat Milk Cleanser');
  });

  it('keeps a product page through sales that leave the stock it shows alone, and the pages listing it while its badge stays (decisions 0235, 0245)', async () => {
    const product = await insertProduct(t.database.db, { slug: 'page-drop', stock: 40, lowStockThreshold: 5 });
    const sell = (stock: number) =>
      t.app.store.write(async (tx) => {
        await tx.update(productVariants).set({ stock }).where(eq(productVariants.productId, product.id));
        recordStockChange(tx, [product.id]);
      });
    const answerShows = async (stock: number) => {
      for (let tries = 0; tries < 100; tries += 1) {
        const res = await get(`/api/v1/general/products/${product.id}`);
        if (res.json().data.product.stock === stock) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`the answer never showed ${stock}`);
    };
    // Sales gathered and announced, then the stock shown read: give both time to land.
    const settled = async (stock: number) => {
      await answerShows(stock);
      await new Promise((resolve) => setTimeout(resolve, 300));
      return String((await get('/products/page-drop')).headers.etag);
    };
    await get('/products/page-drop');
    await sell(39);
    const seen = await settled(39);
    await sell(38);
    // The answer carries the count and follows every sale; the page shows "in stock" either way.
    expect(await settled(38)).toBe(seen);
    await sell(10);
    const withinReach = await settled(10);
    expect(withinReach).not.toBe(seen);
    // A count within reach shows on the product's own page only: the shop's page and another
    // product's page (which lists this one's card, badge and all) stay while the badge does
    // (decision 0245).
    const etagOf = async (path: string) => String((await get(path)).headers.etag);
    const [shop, other] = [await etagOf('/shop'), await etagOf('/products/oat-cleanser')];
    await sell(9);
    const nine = await settled(9);
    expect(nine).not.toBe(withinReach);
    expect([await etagOf('/shop'), await etagOf('/products/oat-cleanser')]).toEqual([shop, other]);
    await sell(0);
    expect(await settled(0)).not.toBe(nine);
    expect((await get('/products/page-drop')).body).toContain('OutOfStock');
    expect(await etagOf('/shop')).not.toBe(shop);
    expect(await etagOf('/products/oat-cleanser')).not.toBe(other);
  });

  it('sends a kept page without matching the route table again (only rendered pages are kept)', async () => {
    const first = await get('/about');
    const plan = vi.spyOn(entry, 'planPage');
    try {
      const again = await get('/about');
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(first.body);
      expect(plan).not.toHaveBeenCalled();
      expect((await get('/login')).body).toBe(SHELL);
      expect(plan).toHaveBeenCalledTimes(1);
    } finally {
      plan.mockRestore();
    }
  });

  it('sends compressed pages to clients that accept it', async () => {
    const res = await get('/about', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('Accept-Encoding');
  });

  it('lists every public page and product in the sitemap', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    for (const page of ['/', '/shop', '/products', '/about', '/story', '/contact', '/journal', '/privacy-policy', '/terms-of-service']) {
      expect(res.body).toContain(`${page}</loc>`);
    }
    expect(res.body).toContain('/products/rose-balm</loc>');
    expect(res.body).toContain('/products/oat-cleanser</loc>');
    expect(res.body).not.toContain('/checkout');
  });
});

describe('cutting index.html', () => {
  it('refuses a template it cannot render into', () => {
    expect(() => cutTemplate('<html><body><div id="app"></div></body></html>')).toThrow(/#root/);
  });
});
