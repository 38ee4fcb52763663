/**
 * The words the back office's product screens use for the API's values (categories, statuses,
 * sorts, stock levels), in one place so the table, the filters, the form and the detail agree.
 */
import { ADMIN_PRODUCT_SORTS, PRODUCT_STATUSES } from '../../contracts/admin-products';
import { PRODUCT_CATEGORIES, stockLevelSchema } from '../../contracts/product';

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
