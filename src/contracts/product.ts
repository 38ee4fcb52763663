/** Products and the products response of docs/product/storefront.md#products-response. Prices are GBP pence. */
import { z } from 'zod';
import { paginationSchema } from './envelope';

export const PRODUCT_CATEGORIES = ['face', 'hair', 'body', 'accessories'] as const;
export const productCategory = z.enum(PRODUCT_CATEGORIES);
export type ProductCategory = z.infer<typeof productCategory>;

/** One image with its WebP renditions; width and height let pages reserve space (no layout shift). */
export const productImage = z.object({
  id: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** URL of the default rendition. */
  src: z.string(),
  /** "url 320w, url 640w, ..." */
  srcSet: z.string(),
});
export type ProductImage = z.infer<typeof productImage>;

export const stockLevelSchema = z.enum(['in stock', 'low stock', 'out of stock']);

/**
 * A size (or shade) of a product, with its own price, stock and SKU (docs/decisions/0249-sizes-as-variants.md).
 * A product has at least one; `image` is its own picture, or null for the product's.
 */
export const productVariantSchema = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string(),
  price: z.number().int(),
  stock: z.number().int(),
  stockLevel: stockLevelSchema,
  image: productImage.nullable(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

export const productSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  ingredients: z.string(),
  size: z.string(),
  category: productCategory,
  price: z.number().int(),
  stock: z.number().int(),
  stockLevel: stockLevelSchema,
  image: z.string().nullable(),
  images: z.array(productImage),
  featured: z.boolean(),
  recommended: z.boolean(),
  createdAt: z.string(),
  /** The sizes on sale, in their order; `price` above is the cheapest one's, `stock` their sum, `size` the first one's name. */
  variants: z.array(productVariantSchema),
});
export type Product = z.infer<typeof productSchema>;

export const productPage = z.object({ products: z.array(productSchema), pagination: paginationSchema });
export type ProductPage = z.infer<typeof productPage>;

export const productsResponse = z.object({
  featured: z.array(productSchema),
  recommended: z.array(productSchema),
  bestSellers: z.array(productSchema),
  popular: z.array(productSchema),
  allProducts: productPage,
  categories: z.object({
    face: productPage,
    hair: productPage,
    body: productPage,
    accessories: productPage,
  }),
});
export type ProductsResponse = z.infer<typeof productsResponse>;
