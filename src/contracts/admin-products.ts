/**
 * The back office's products (docs/product/back-office.md#admin-calls: /admin/products...): the list query and answer, the
 * admin's view of a product (drafts and archived ones included), and the multipart form's text
 * fields. Multipart sends every field as text, so numbers and flags are read from text here, once,
 * for the form's own validation and the server's alike. Prices are integer pence.
 */
import { z } from 'zod';
import { bulkBody } from './admin-bulk';
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

const text = (label: string, max: number) =>
  z.string({ message: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`);
const requiredText = (label: string, max: number) => text(label, max).min(1, `${label} is required`);

const wholeNumber = (label: string, max: number) =>
  z
    .string({ message: `${label} must be a whole number` })
    .trim()
    .regex(/^\d+$/, `${label} must be a whole number of 0 or more`)
    .transform(Number)
    .pipe(z.number().max(max, `${label} must be at most ${max}`));

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
  price: wholeNumber('Price', 10_000_000),
  stock: wholeNumber('Stock', PRODUCT_STOCK_MAX),
  lowStockThreshold: wholeNumber('Low stock threshold', 10_000),
  status: z.enum(PRODUCT_STATUSES, { message: `Status must be one of ${PRODUCT_STATUSES.join(', ')}` }),
  featured: flag('Featured'),
  recommended: flag('Recommended'),
});

/** POST: name, description, category, price and stock are required; the rest have defaults. */
export const productCreateFields = productFields.partial().required({ name: true, description: true, category: true, price: true, stock: true });
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
  },
  adminProductListQuery,
).refine((body) => (body.action === 'set-stock') === (body.stock !== undefined), {
  message: 'stock is given with set-stock, and only with it',
  path: ['stock'],
});
export type ProductBulkBody = z.input<typeof productBulkBody>;
