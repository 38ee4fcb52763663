/**
 * The words the back office's product screens use for the API's values (categories, statuses,
 * sorts, stock levels, sizes and prices), in one place so the table, the filters, the form and the
 * detail agree.
 */
import { ADMIN_PRODUCT_SORTS, PRODUCT_STATUSES } from '../../contracts/admin-products';
import { PRODUCT_CATEGORIES, stockLevelSchema, type Product, type ProductVariant } from '../../contracts/product';
import { formatPaid } from '../../lib/format';

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export const CATEGORY_OPTIONS = PRODUCT_CATEGORIES.map((value) => ({ value, label: capitalised(value) }));
export const STATUS_OPTIONS = PRODUCT_STATUSES.map((value) => ({ value, label: capitalised(value) }));
export const STOCK_LEVELS = stockLevelSchema.options;
export const STOCK_OPTIONS = STOCK_LEVELS.map((value) => ({ value, label: capitalised(value) }));

const SORT_LABELS: Record<(typeof ADMIN_PRODUCT_SORTS)[number], string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name: 'Name, A to Z',
  price_asc: 'Price, low to high',
  price_desc: 'Price, high to low',
  stock_asc: 'Stock, lowest first',
  stock_desc: 'Stock, highest first',
};
export const SORT_OPTIONS = ADMIN_PRODUCT_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));

export function categoryLabel(category: string): string {
  return capitalised(category);
}

/** "3 sizes" for a product of several, its one size's name otherwise (or its slug when unnamed). */
export function sizesLabel(product: Pick<Product, 'variants' | 'size' | 'slug'>): string {
  return product.variants.length > 1 ? `${product.variants.length} sizes` : product.size || product.slug;
}

/** The product's price, "from" the cheapest when its sizes' prices differ (as the shop shows it). */
export function priceLabel(product: Pick<Product, 'variants' | 'price'>): string {
  const differ = new Set(product.variants.map((size) => size.price)).size > 1;
  return differ ? `from ${formatPaid(product.price)}` : formatPaid(product.price);
}

/** A size as the Sizes table names it, in its text and its buttons' labels; a product made without a size name has one unnamed size. */
export function sizeName(size: Pick<ProductVariant, 'name'>): string {
  return size.name || 'Unnamed size';
}
