/**
 * The product form's values as the admin types them, checked with the API's own contract
 * (src/contracts/admin-products.ts) so the form refuses what the server would, and turned into the
 * multipart body of POST and PUT /admin/products (decision 0082). The one difference from the
 * contract is the price: typed in pounds ("12.50"), sent in pence, like every amount the API takes.
 *
 * Size, SKU, price and stock are the first size's, typed on create only: once the product exists,
 * each size's are edited in the Sizes table (decision 0251), so the edit form never sends them and
 * never writes over a size changed meanwhile.
 */
import { PRICE_TOO_HIGH, productCreateFields, type AdminProductDetail, type ProductStatus } from '../../../contracts/admin-products';
import type { ProductCategory } from '../../../contracts/product';
import { parsePounds } from '../../../domain/money';
import { validateWith } from '../../../components/form/validate-with';
import { imageOrderOf, type ImageEntry } from './image-list';

export interface ProductFormValues extends Record<string, string | boolean> {
  name: string;
  slug: string;
  description: string;
  ingredients: string;
  size: string;
  /** The first size's SKU; made from the slug when left empty. */
  sku: string;
  category: ProductCategory | '';
  /** Pounds, as typed. */
  price: string;
  stock: string;
  lowStockThreshold: string;
  status: ProductStatus;
  featured: boolean;
  recommended: boolean;
}

/** The server's default threshold (schema default), shown so the admin sees what "low" means. */
const DEFAULT_LOW_STOCK_THRESHOLD = '5';

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  slug: '',
  description: '',
  ingredients: '',
  size: '',
  sku: '',
  category: '',
  price: '',
  stock: '',
  lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD,
  status: 'active',
  featured: false,
  recommended: false,
};

export const poundsOf = (pence: number) => (pence / 100).toFixed(2);

export function formValuesOf(product: AdminProductDetail): ProductFormValues {
  return {
    name: product.name,
    slug: product.slug,
    description: product.description,
    ingredients: product.ingredients,
    size: product.size,
    sku: product.variants[0]?.sku ?? '',
    category: product.category,
    price: poundsOf(product.price),
    stock: String(product.stock),
    lowStockThreshold: String(product.lowStockThreshold),
    status: product.status,
    featured: product.featured,
    recommended: product.recommended,
  };
}

export const PRICE_FORMAT_MESSAGE = 'Enter the price in pounds, like 12.50';

/**
 * What is wrong with a typed price before the contract reads it, or null: pounds with up to two
 * decimals, and a number too long to be pounds here is over the limit, said with the limit
 * (PRICE_TOO_HIGH, as the contract says of a price in range of the parser but over it).
 */
export function priceTextProblem(typed: string): string | null {
  const text = typed.trim();
  if (!text || parsePounds(text) !== null) return null;
  return /^\d+(\.\d{1,2})?$/.test(text) ? PRICE_TOO_HIGH : PRICE_FORMAT_MESSAGE;
}

/**
 * The form's saved version: its own fields, not the sizes' (their price, stock and names change
 * from the Sizes table), so a size saved beside the form never refills it over what is being typed.
 */
export function formVersionOf(product: AdminProductDetail): string {
  const { size: _size, sku: _sku, price: _price, stock: _stock, ...own } = formValuesOf(product);
  return JSON.stringify(own);
}

/** The first size's fields, sent on create only. */
const SIZE_FIELDS = ['size', 'sku', 'price', 'stock'];

/** The text fields as the API reads them; an empty slug or SKU is left out (the server makes one). */
export function productFields(values: ProductFormValues, mode: 'create' | 'edit' = 'create'): Record<string, string> {
  const fields: Record<string, string> = {
    name: values.name,
    description: values.description,
    ingredients: values.ingredients,
    size: values.size,
    category: values.category,
    price: String(parsePounds(values.price) ?? ''),
    stock: values.stock,
    lowStockThreshold: values.lowStockThreshold,
    status: values.status,
    featured: String(values.featured),
    recommended: String(values.recommended),
  };
  if (values.slug.trim()) fields.slug = values.slug;
  if (values.sku.trim()) fields.sku = values.sku;
  if (mode === 'edit') for (const field of SIZE_FIELDS) delete fields[field];
  return fields;
}

export const validateProductForm = validateWith<ProductFormValues>(productCreateFields, {
  // A price that is not pounds gets its own message below, not the contract's pence wording.
  toInput: (values) => ({ ...productFields(values), price: String(parsePounds(values.price) ?? 0) }),
  required: {
    name: 'Name is required',
    description: 'Description is required',
    category: 'Choose a category',
    price: 'Price is required',
    stock: 'Stock is required',
    lowStockThreshold: 'Low stock threshold is required',
  },
  extra: (values) => {
    const problem = priceTextProblem(values.price);
    return problem ? { price: problem } : {};
  },
});

/**
 * The multipart body. On edit, `imageOrder` always goes with it, so removals and the new order
 * apply; on create every image is new and the files' order is the order.
 */
export function productFormData(values: ProductFormValues, images: ImageEntry[], mode: 'create' | 'edit'): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(productFields(values, mode))) body.append(name, value);
  const { imageOrder, files } = imageOrderOf(images);
  if (mode === 'edit') body.append('imageOrder', JSON.stringify(imageOrder));
  for (const file of files) body.append('images', file, file.name);
  return body;
}
