/**
 * /sitemap.xml and /robots.txt, for search engines. The sitemap lists every public storefront page
 * (as the page renderer knows them) and every product (from the catalogue's cached answer, so it is as fresh as the shop itself);
 * robots.txt names it with the shop's public address, which is configuration, so both are served
 * here rather than from public/.
 */
import type { App } from '../app-types';
import type { ProductsResponse } from '#contracts/product';
import { cachedProducts, catalogueQuery } from '../modules/products';

const DISALLOWED = ['/api/', '/admin', '/checkout', '/dashboard', '/overview', '/orders', '/addressess', '/account-details', '/payment-methods'];

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** Product pages live at /products/{slug} (src/config/paths.ts, which the server may not import). */
const productHref = (slug: string) => `/products/${encodeURIComponent(slug)}`;

export function sitemapXml(origin: string, pages: readonly string[], catalogue: ProductsResponse): string {
  const urls = [
    ...pages.map((href) => `  <url><loc>${xmlEscape(origin + href)}</loc></url>`),
    ...catalogue.allProducts.products.map(
      (product) =>
        `  <url><loc>${xmlEscape(origin + productHref(product.slug))}</loc><lastmod>${product.createdAt.slice(0, 10)}</lastmod></url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return [
    '# Verdant: the storefront is public; the account area, checkout, back office and API are not for crawlers.',
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** `pages`: the storefront's public pages (from the page renderer); the sitemap is served only with them. */
/** Files for crawlers, not API operations: left out of the API document. */
const NOT_API = { schema: { hide: true } };

export function registerSiteFiles(app: App, pages: readonly string[] | null): void {
  const origin = app.config.publicUrl;
  app.get('/robots.txt', NOT_API, async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(origin)),
  );
  if (!pages) return;
  app.get('/sitemap.xml', NOT_API, async (_request, reply) => {
    // The whole catalogue, the storefront's own first call (page 1, limit 1000).
    const answer = await cachedProducts(app, catalogueQuery.parse({ page: 1, limit: 1000 }));
    const catalogue = (JSON.parse(answer.body.toString('utf8')) as { data: ProductsResponse }).data;
    return reply.header('Cache-Control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(sitemapXml(origin, pages, catalogue));
  });
}
