/**
 * The catalogue's products, each with its generated picture, and a week of product views so the
 * "popular" set has something in it.
 */
import { availableParallelism } from 'node:os';
import { inArray, sql } from 'drizzle-orm';
import { deleteMediaFiles, processImage, RENDITION_WIDTHS, saveMedia, toProductImage } from '../../modules/media';
import type { Db, Tx } from '../client';
import { products, productVariants, productViews } from '../schema';
import { CATALOGUE, type CatalogueProduct } from './catalogue';
import { daysBefore, isoDay } from './dates';
import { ART_WIDTH, renderProductArt } from './product-art';

export interface ProductSeedOptions {
  uploadsDir: string;
  /** Rendition widths; defaults to the upload pipeline's. */
  imageWidths?: readonly number[] | undefined;
  now: Date;
  log: (msg: string) => void;
}

/** Runs `fn` over `items` with at most `limit` in flight. */
async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

class SlugTaken extends Error {}

/** "rosemary-mint-scalp-shampoo", "1 litre refill" -> "ROSEMARY-MINT-SCALP-SHAMPOO-1-LITRE-REFILL". */
const skuOf = (slug: string, size: string) => `${slug}-${size}`.toUpperCase().replace(/[^A-Z0-9]+/g, '-');

/** Adds the catalogue products that are missing; returns how many it added. */
export async function seedProducts(db: Db, options: ProductSeedOptions): Promise<number> {
  const existing = new Set((await db.select({ slug: products.slug }).from(products)).map((p) => p.slug));
  const missing = CATALOGUE.map((product, index) => ({ product, index })).filter(({ product }) => !existing.has(product.slug));
  if (missing.length === 0) return 0;
  const started = Date.now();
  // sharp already spreads one image over the cores; a couple in flight keeps them all busy.
  const concurrency = Math.max(2, Math.min(4, availableParallelism()));
  const inserted = await mapLimit(missing, concurrency, ({ product, index }) => addProduct(db, options, product, index));
  const added = inserted.filter(Boolean).length;
  options.log(`Seeded ${added} products with pictures in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return added;
}

/** The widest rendition the art can give without upscaling: that is the size worth drawing. */
function artWidthFor(widths: readonly number[]): number {
  const fitting = widths.filter((w) => w <= ART_WIDTH);
  return fitting.length > 0 ? Math.max(...fitting) : ART_WIDTH;
}

/** Picture and product row together: a product never exists without its picture. */
async function addProduct(db: Db, options: ProductSeedOptions, product: CatalogueProduct, index: number): Promise<boolean> {
  const widths = options.imageWidths ?? RENDITION_WIDTHS;
  const png = await renderProductArt({ slug: product.slug, ...product.art }, artWidthFor(widths));
  const picture = await processImage(png, { widths });
  let media: Awaited<ReturnType<typeof saveMedia>> | undefined;
  try {
    await db.transaction(async (tx) => {
      media = await saveMedia(tx, options.uploadsDir, picture, `${product.name}, ${product.size}`);
      const rows = await tx
        .insert(products)
        .values({
          slug: product.slug,
          name: product.name,
          description: product.description,
          ingredients: product.ingredients,
          size: product.size,
          category: product.category,
          price: product.price,
          stock: product.stock,
          images: [toProductImage(media)],
          featured: product.featured ?? false,
          recommended: product.recommended ?? false,
          // Spread over the last two months so "newest" sorting has something to sort.
          createdAt: daysBefore(options.now, (index * 37) % 60, index),
        })
        .onConflictDoNothing({ target: products.slug })
        .returning({ id: products.id });
      // Another process seeded this slug first: roll back our media row and drop our files.
      if (rows.length === 0) throw new SlugTaken();
      // The row made its first size (migration 0021); the larger ones follow it.
      const more = product.moreSizes ?? [];
      if (more.length > 0)
        await tx.insert(productVariants).values(
          more.map((size, index) => ({ productId: rows[0]!.id, name: size.size, sku: skuOf(product.slug, size.size), price: size.price, stock: size.stock, position: index + 1 })),
        );
    });
    return true;
  } catch (error) {
    if (media) await deleteMediaFiles(options.uploadsDir, media);
    if (error instanceof SlugTaken) return false;
    throw error;
  }
}

/** Slugs that get a week of views, most viewed first, so the "popular" set is not empty. */
const VIEWED = [
  'rosehip-sea-buckthorn-facial-oil',
  'jade-facial-roller',
  'shea-cocoa-body-butter',
  'bakuchiol-night-serum',
  'mulberry-silk-scrunchies',
  'rosemary-mint-scalp-shampoo',
  'camellia-cleansing-balm',
  'rose-quartz-gua-sha',
  'kakadu-plum-brightening-serum',
  'neroli-sweet-almond-body-oil',
];

export async function seedProductViews(tx: Tx, now: Date): Promise<void> {
  const rows = await tx.select({ id: products.id, slug: products.slug }).from(products).where(inArray(products.slug, VIEWED));
  const ids = new Map(rows.map((r) => [r.slug, r.id]));
  const values = VIEWED.flatMap((slug, rank) => {
    const productId = ids.get(slug);
    if (!productId) return [];
    return Array.from({ length: 7 }, (_, day) => ({
      productId,
      day: isoDay(daysBefore(now, day)),
      views: Math.max(1, 28 - rank * 2 - ((day * 5 + rank * 3) % 9)),
    }));
  });
  if (values.length === 0) return;
  await tx.insert(productViews).values(values).onConflictDoNothing();
  // Recomputed from the table rather than incremented, so a repeated run cannot double-count.
  await tx
    .update(products)
    .set({
      viewCount: sql`(select coalesce(sum(${productViews.views}), 0)::int from ${productViews} where ${productViews.productId} = ${products.id})`,
    })
    .where(inArray(products.id, [...ids.values()]));
}

