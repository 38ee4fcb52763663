/**
 * The back office's products (docs/product/back-office.md#admin-calls: /admin/products...): the list query and answer, the
 * admin's view of a product (drafts and archived ones included), and the multipart form's text
 * fields. Multipart sends every field as text, so numbers and flags are read from text here, once,
 * for the form's own validation and the server's alike. Prices are integer pence.
 */
import { z } from 'zod';
import { formatMoney } from '../domain/money';
import { BULK_MAX_ROWS, bulkBody } from './admin-bulk';
import { adminListAnswer, adminPageQuery } from './admin-lists';
import { PRODUCT_CATEGORIES, productSchema, stockLevelSchema } from './product';

export const PRODUCT_STATUSES = ['active', 'draft', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const ADMIN_PRODUCT_SORTS = ['newest', 'oldest', 'name', 'price_asc', 'price_desc', 'stock_asc', 'stock_desc'] as const;
/** Images per product (the issue: "up to 6 images"). */
export const MAX_PRODUCT_IMAGES = 6;
export const PRODUCT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** The most stock one product may hold, typed in the form or set in bulk. */
export const PRODUCT_STOCK_MAX = 1_000_000;

/** GET /admin/products: search looks in name, slug and description. */
export const adminProductListQuery = adminPageQuery.omit({ sortOrder: true }).extend({
  category: z.enum(PRODUCT_CATEGORIES, { message: `category must be one of ${PRODUCT_CATEGORIES.join(', ')}` }).optional(),
  stockStatus: stockLevelSchema.optional(),
  status: z.enum(PRODUCT_STATUSES, { message: `status must be one of ${PRODUCT_STATUSES.join(', ')}` }).optional(),
  sort: z.enum(ADMIN_PRODUCT_SORTS, { message: `sort must be one of ${ADMIN_PRODUCT_SORTS.join(', ')}` }).default('newest'),
});
export type AdminProductListQuery = z.input<typeof adminProductListQuery>;

export const adminProduct = productSchema.extend({
  status: z.enum(PRODUCT_STATUSES),
  lowStockThreshold: z.number().int(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProduct>;

export const adminProductList = adminListAnswer('products', adminProduct);
export type AdminProductList = z.infer<typeof adminProductList>;

export const adminProductDetail = adminProduct.extend({
  /** Order lines that name it: DELETE archives a product with orders rather than erasing it. */
  orderCount: z.number().int(),
});
export type AdminProductDetail = z.infer<typeof adminProductDetail>;
export const oneAdminProduct = z.object({ product: adminProductDetail });

/** DELETE /admin/products/{id} */
export const productRemoval = z.object({ outcome: z.enum(['deleted', 'archived']) });
export type ProductRemoval = z.infer<typeof productRemoval>;

/** DELETE /admin/products/{id}/variants/{variantId}: erased, or archived when order lines name the size; and the product as it is now. */
export const variantRemoval = productRemoval.extend({ product: adminProductDetail });
export type VariantRemoval = z.infer<typeof variantRemoval>;

const text = (label: string, max: number) =>
  z.string({ message: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`);
const requiredText = (label: string, max: number) => text(label, max).min(1, `${label} is required`);

/** The highest price a size may have, in pence (£100,000.00), and what a form or the API says past it. */
export const PRICE_MAX = 10_000_000;
export const PRICE_TOO_HIGH = `Price must be at most ${formatMoney(PRICE_MAX)}`;

const wholeNumber = (label: string, max: number, tooHigh = `${label} must be at most ${max}`) =>
  z
    .string({ message: `${label} must be a whole number` })
    .trim()
    .regex(/^\d+$/, `${label} must be a whole number of 0 or more`)
    .transform(Number)
    .pipe(z.number().max(max, tooHigh));

/** A size's SKU: what a warehouse label or a spreadsheet keys on, unique in the shop in any case. */
const skuText = z
  .string({ message: 'SKU must be text' })
  .trim()
  .min(1, 'SKU is required')
  .max(64, 'SKU must be at most 64 characters')
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'SKU may hold only letters, digits, dots, hyphens and underscores');

const flag = (label: string) =>
  z.enum(['true', 'false', 'on', 'off', '1', '0'], { message: `${label} must be true or false` }).transform((value) => ['true', 'on', '1'].includes(value));

/** The text fields of POST and PUT /admin/products (multipart/form-data). */
const productFields = z.object({
  name: requiredText('Name', 120),
  /** Lower-case words joined by hyphens; made from the name when left out on create. */
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Slug may hold only lower-case letters, digits and single hyphens')
    .max(120, 'Slug must be at most 120 characters'),
  description: requiredText('Description', 5000),
  ingredients: text('Ingredients', 2000),
  size: text('Size', 60),
  category: z.enum(PRODUCT_CATEGORIES, { message: `Category must be one of ${PRODUCT_CATEGORIES.join(', ')}` }),
  /** Pence. */
  price: wholeNumber('Price', PRICE_MAX, PRICE_TOO_HIGH),
  stock: wholeNumber('Stock', PRODUCT_STOCK_MAX),
  lowStockThreshold: wholeNumber('Low stock threshold', 10_000),
  status: z.enum(PRODUCT_STATUSES, { message: `Status must be one of ${PRODUCT_STATUSES.join(', ')}` }),
  featured: flag('Featured'),
  recommended: flag('Recommended'),
});

/** POST: name, description, category, price and stock are required; the rest have defaults. `sku` is the first size's (made from the slug when left out). */
export const productCreateFields = productFields
  .partial()
  .required({ name: true, description: true, category: true, price: true, stock: true })
  .extend({ sku: skuText.optional() });
export type ProductCreateFields = z.input<typeof productCreateFields>;

/**
 * PUT: any field; absent ones stay. `imageOrder` (JSON) lists the images to keep, in order: the id
 * of a kept image, or "new:N" for the N-th uploaded file (0-based). Images left out are removed.
 * Without it, the current images stay and uploads are added after them.
 */
export const productUpdateFields = productFields.partial().extend({
  imageOrder: z
    .string()
    .transform((value, ctx) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'imageOrder must be a JSON list' });
        return z.NEVER;
      }
    })
    .pipe(z.array(z.string().max(64), { message: 'imageOrder must be a list of image ids and "new:N" entries' }).max(MAX_PRODUCT_IMAGES, `A product has at most ${MAX_PRODUCT_IMAGES} images`))
    .optional(),
});
export type ProductUpdateFields = z.input<typeof productUpdateFields>;

/** What POST /admin/products/bulk does to each product. */
export const PRODUCT_BULK_ACTIONS = ['archive', 'set-stock'] as const;
export type ProductBulkAction = (typeof PRODUCT_BULK_ACTIONS)[number];

/**
 * POST /admin/products/bulk (decision 0230): archive the products, or set each one's stock to
 * `stock` (needed for set-stock, refused otherwise); by id, or every product the list's query matches.
 * A product of several sizes takes set-stock only for the sizes `variantIds` names (decision 0251).
 */
export const productBulkBody = bulkBody(
  {
    action: z.enum(PRODUCT_BULK_ACTIONS, { message: `action must be one of ${PRODUCT_BULK_ACTIONS.join(', ')}` }),
    stock: z
      .number({ message: 'stock must be a whole number' })
      .int('stock must be a whole number')
      .min(0, 'stock must be 0 or more')
      .max(PRODUCT_STOCK_MAX, `stock must be at most ${PRODUCT_STOCK_MAX}`)
      .optional(),
    /** The sizes whose stock set-stock sets (decision 0251); needed for a product of several sizes. */
    variantIds: z
      .array(z.uuid({ message: 'variantIds must hold valid ids' }), { message: 'variantIds must be a list of size ids' })
      .min(1, 'variantIds must name at least one size')
      .max(BULK_MAX_ROWS, `A bulk action takes at most ${BULK_MAX_ROWS} sizes at a time`)
      .optional(),
  },
  adminProductListQuery,
)
  .refine((body) => (body.action === 'set-stock') === (body.stock !== undefined), {
    message: 'stock is given with set-stock, and only with it',
    path: ['stock'],
  })
  .refine((body) => body.action === 'set-stock' || body.variantIds === undefined, {
    message: 'variantIds go with set-stock only',
    path: ['variantIds'],
  });
export type ProductBulkBody = z.input<typeof productBulkBody>;

/**
 * The sizes of /admin/products/{id}/variants (docs/decisions/0251-admin-sizes.md), JSON bodies.
 * Price is pence, stock whole units; `position` is the size's place among the product's sizes on
 * sale, from 0 (the others move to make room).
 */
export const variantParams = z.object({
  id: z.uuid({ message: 'id must be a valid id' }),
  variantId: z.uuid({ message: 'variantId must be a valid id' }),
});

const sizeNumber = (label: string, max: number, tooHigh = `${label} must be at most ${max}`) =>
  z
    .number({ message: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must be 0 or more`)
    .max(max, tooHigh);

const variantFields = z.object({
  name: requiredText('Size name', 60),
  sku: skuText,
  /** Pence. */
  price: sizeNumber('Price', PRICE_MAX, PRICE_TOO_HIGH),
  stock: sizeNumber('Stock', PRODUCT_STOCK_MAX),
});

/** POST /admin/products/{id}/variants: a new size, placed after the others. */
export const variantCreateBody = variantFields;
export type VariantCreateBody = z.input<typeof variantCreateBody>;

/** PUT /admin/products/{id}/variants/{variantId}: any of the fields, and its place. */
export const variantUpdateBody = variantFields
  .partial()
  .extend({ position: sizeNumber('Position', 1000).optional() })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'Send at least one of name, sku, price, stock and position', path: ['body'] });
export type VariantUpdateBody = z.input<typeof variantUpdateBody>;

/** The multipart field of PUT /admin/products/{id}/variants/{variantId}/image: one picture, re-encoded as the product's are. */
export const VARIANT_IMAGE_FIELD = 'image';
