/**
 * The navigation search's answer from the catalogue saved on the device (docs/decisions/0153):
 * the same match as the products list, so "See all" shows the same products (name, description or
 * ingredients contain the question, case-insensitive), ranked so a shopper typing a product's name
 * finds it first: names that start with the question, then names with a word that does, then
 * names that contain it, then description or ingredient matches; ties by name, then id.
 */
import type { Product } from '../../../contracts/product';

/** How many products the search shows under the box; the products list has the rest. */
export const SEARCH_RESULTS = 6;

export interface ProductSearchAnswer {
  products: Product[];
  /** Every match, not only those shown. */
  total: number;
}

function rankOf(product: Product, needle: string): number | null {
  const name = product.name.toLowerCase();
  if (name.startsWith(needle)) return 0;
  if (name.split(/[\s-]+/).some((word) => word.startsWith(needle))) return 1;
  if (name.includes(needle)) return 2;
  const elsewhere = [product.description, product.ingredients].some((text) => text.toLowerCase().includes(needle));
  return elsewhere ? 3 : null;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function findProducts(products: readonly Product[], question: string, limit: number = SEARCH_RESULTS): ProductSearchAnswer {
  const needle = question.trim().toLowerCase();
  if (!needle) return { products: [], total: 0 };
  const ranked = products
    .map((product) => ({ product, rank: rankOf(product, needle) }))
    .filter((entry): entry is { product: Product; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || byText(a.product.name, b.product.name) || byText(a.product.id, b.product.id));
  return { products: ranked.slice(0, limit).map((entry) => entry.product), total: ranked.length };
}
