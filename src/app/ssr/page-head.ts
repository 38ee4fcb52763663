/**
 * The head of a server-rendered page, for search engines and link previews: its title (the one
 * the page itself sets), meta description, canonical URL, Open Graph tags, and for a product the
 * schema.org Product JSON-LD: each size an Offer with its SKU, price in GBP, availability from its
 * stock and its own address (decision 0249), so search engines see every price. The description
 * names the size the address chose. Values are escaped here, once; the server pastes the result
 * into index.html's head.
 */
import type { Product } from '../../contracts/product';
import { paths } from '../../config/paths';
import { formatMoney } from '../../domain/money';
import { SIZE_PARAM, sizeSlug } from '../../domain/size-slug';
import { chosenSize } from '../../features/catalogue/product-sizes';
import { APP_NAME } from '../../lib/use-document-title';
import { scriptSafeJson } from './page-data';

export const DEFAULT_DESCRIPTION =
  'Verdant: natural skincare and beauty for face, hair and body. Skincare that nourishes your skin and stays true to nature 100%.';

const s = paths.storefront;
/** Descriptions of the pages whose text does not come from the catalogue. */
const PAGE_DESCRIPTIONS: Record<string, string> = {
  [s.shop.path]: 'Shop Verdant: recommended formulas, best sellers and every product for face, hair and body, with the tools that go with them.',
  [s.products.path]: 'Every Verdant product: natural skincare for face, hair and body, to filter by category, search and sort by price.',
  [s.about.path]: 'About Verdant: who we are, how we make plant-rich skincare, and what we will never put in it.',
  [s.story.path]: 'Our story: how Verdant began with a kitchen-table balm and grew into natural skincare true to nature.',
  [s.contact.path]: 'Contact Verdant: questions about an order, a product or your skin, answered by our team.',
  [s.journal.path]: 'The Verdant journal: rituals, ingredients and seasonal notes on caring for your skin naturally.',
  [s.privacyPolicy.path]: 'How Verdant collects, uses and protects your personal data.',
  [s.shippingPolicy.path]: 'Verdant shipping: where we deliver, how long it takes and what it costs.',
  [s.refundPolicy.path]: 'Verdant returns and refunds: how to send a product back and when your money is returned.',
  [s.termsOfService.path]: 'The terms of service for buying from the Verdant online shop.',
};

export interface HeadInput {
  /** The page's own title (from useDocumentTitle during the render). */
  title: string;
  /** The public origin, e.g. https://shop.example (no trailing slash). */
  origin: string;
  url: URL;
  /** The product of a product page, when it exists. */
  product?: Product;
  /** The landing page's lead product, for its preview picture. */
  lead?: Product;
  notFound: boolean;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A description fits a search result (about 160 characters), cut at a word. */
function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  return `${flat.slice(0, flat.lastIndexOf(' ', max - 1))}…`;
}

/** The canonical address: the path, and on the products list only the filters that change it. */
function canonicalOf(origin: string, url: URL, product?: Product): string {
  if (product) return `${origin}${s.product.getHref(product.slug)}`;
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname;
  const category = path === s.products.path ? url.searchParams.get('category') : null;
  return `${origin}${path}${category ? `?category=${encodeURIComponent(category)}` : ''}`;
}

const absolute = (origin: string, src: string) => (/^https?:\/\//.test(src) ? src : `${origin}${src}`);

const AVAILABILITY: Record<Product['stockLevel'], string> = {
  'in stock': 'https://schema.org/InStock',
  'low stock': 'https://schema.org/LimitedAvailability',
  'out of stock': 'https://schema.org/OutOfStock',
};

export function productJsonLd(product: Product, origin: string): Record<string, unknown> {
  const page = `${origin}${s.product.getHref(product.slug)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.slug,
    brand: { '@type': 'Brand', name: APP_NAME },
    category: product.category,
    image: product.images.map((image) => absolute(origin, image.src)),
    url: page,
    offers: product.variants.map((size) => ({
      '@type': 'Offer',
      name: size.name,
      sku: size.sku,
      priceCurrency: 'GBP',
      price: (size.price / 100).toFixed(2),
      availability: size.stock > 0 ? AVAILABILITY[size.stockLevel] : AVAILABILITY['out of stock'],
      url: product.variants.length > 1 ? `${page}?${SIZE_PARAM}=${sizeSlug(size.name)}` : page,
    })),
  };
}

export function pageHead({ title, origin, url, product, lead, notFound }: HeadInput): string {
  const size = product ? chosenSize(product, url.searchParams.get(SIZE_PARAM)) : undefined;
  const description = product
    ? summary(`${product.description} ${size?.name ?? product.size}, ${formatMoney(size?.price ?? product.price)}.`)
    : (PAGE_DESCRIPTIONS[url.pathname.replace(/(.)\/$/, '$1')] ?? DEFAULT_DESCRIPTION);
  const image = (product ?? lead)?.images[0]?.src;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
  ];
  if (notFound) {
    tags.push('<meta name="robots" content="noindex" />');
    return tags.join('\n    ');
  }
  const canonical = canonicalOf(origin, url, product);
  tags.push(
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:site_name" content="${APP_NAME}" />`,
    `<meta property="og:type" content="${product ? 'product' : 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:locale" content="en_GB" />`,
  );
  if (image) tags.push(`<meta property="og:image" content="${escapeHtml(absolute(origin, image))}" />`);
  if (product) tags.push(`<script type="application/ld+json">${scriptSafeJson(productJsonLd(product, origin))}</script>`);
  return tags.join('\n    ');
}

