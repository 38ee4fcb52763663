/**
 * Adding, editing and removing products. Each change is one `store.write` that records a
 * catalogue change, so the storefront's cache is dropped the moment it commits (decision 0051).
 *
 * Images are decoded before the transaction (product-images.ts); their files are written inside it
 * by saveMedia and removed again if it rolls back; the files of images a change drops are removed
 * only after it commits, so a failed change never loses a picture the product still shows.
 *
 * Each change is recorded in the audit trail in its own transaction (docs/decisions/0224-audit-trail.md):
 * an edit that changes only the price or only the stock is `product.price` or `product.stock`, so the
 * trail can be filtered to those; any other edit is `product.update`.
 *
 * A product on sale has a price: an active product at £0 made orders nobody could pay for (the card
 * provider refuses them) while they held stock (decision 0213). A draft may be £0 until priced.
 */
import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { productCreateFields, productUpdateFields } from '#contracts/admin-products';
import type { ProductImage } from '#contracts/product';
import type { Tx } from '../../db/client';
import { recordChange, type Store } from '../../db/unit-of-work';
import { media, products, productVariants, type MediaRow, type ProductRow } from '../../db/schema';
import { violatedIndex } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import type { UploadedFile } from '../../lib/multipart';
import { type AuditActor, diffRows, recordAdminChange } from '../audit';
import { deleteMediaFiles, type ProcessedImage, saveMedia, toProductImage } from '../media';
import { readSettings } from '../settings';
import { decodeProductImages, planImages } from './product-images';
import { orderLinesOf, PRODUCT_NOT_FOUND } from './admin-product-view';
import { changeOnlySize, lockSizesOf } from './sizes';
import { assertSkuFree, skuClash } from './size-skus';

export interface ProductDeps {
  store: Store;
  uploadsDir: string;
}

export const SLUG_TAKEN = 'Another product already uses this slug';
export const ACTIVE_NEEDS_PRICE = 'An active product needs a price above £0; save it as a draft until it has one';

function assertPricedIfActive(product: { price: number; status: string }): void {
  if (product.status === 'active' && product.price <= 0) throw badRequest(ACTIVE_NEEDS_PRICE, [{ field: 'price', message: ACTIVE_NEEDS_PRICE }]);
}

/** "Rose & Oat Cleanser, 50ml" -> "rose-oat-cleanser-50ml". */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
  return slug || 'product';
}

/** The name's slug, or the slug with a short random tail when another product has it. */
async function freeSlug(tx: Tx, name: string): Promise<string> {
  const slug = slugOf(name);
  const [taken] = await tx.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  return taken ? `${slug}-${randomBytes(3).toString('hex')}` : slug;
}

/**
 * Runs `work` in one catalogue write with the decoded images saved as media inside it; a rollback
 * removes their files, and the files of media rows `work` deleted go after the commit. A size's
 * picture (variant-changes.ts) is written the same way.
 */
export async function writeWithImages<T>(
  deps: ProductDeps,
  decoded: readonly ProcessedImage[],
  work: (tx: Tx, save: (alt: string) => Promise<ProductImage[]>) => Promise<{ value: T; dropped: MediaRow[] }>,
): Promise<T> {
  const saved: MediaRow[] = [];
  const save = async (tx: Tx, alt: string) => {
    for (const image of decoded) saved.push(await saveMedia(tx, deps.uploadsDir, image, alt));
    return saved.map(toProductImage);
  };
  let outcome: { value: T; dropped: MediaRow[] };
  try {
    outcome = await deps.store.write(async (tx) => {
      const result = await work(tx, (alt) => save(tx, alt));
      recordChange(tx, 'catalogue');
      return result;
    });
  } catch (error) {
    await Promise.all(saved.map((row) => deleteMediaFiles(deps.uploadsDir, row)));
    if (violatedIndex(error) === 'products_slug_key') throw conflict(SLUG_TAKEN);
    throw error;
  }
  await Promise.all(outcome.dropped.map((row) => deleteMediaFiles(deps.uploadsDir, row)));
  return outcome.value;
}

/** A product as the audit trail compares it: its images by id, in order; its sizes are audited on their own. */
export const audited = ({ variants: _sizes, ...row }: ProductRow) => ({ ...row, images: row.images.map((image) => image.id) });

function updateAction(changes: Record<string, unknown>) {
  const fields = Object.keys(changes);
  if (fields.length === 1 && fields[0] === 'price') return 'product.price' as const;
  if (fields.length === 1 && fields[0] === 'stock') return 'product.stock' as const;
  if (fields.length === 1 && fields[0] === 'status' && (changes.status as { after: unknown }).after === 'archived') return 'product.archive' as const;
  return 'product.update' as const;
}

/** Removes the media rows of images a change dropped; their files go after the commit (writeWithImages). */
export async function deleteMedia(tx: Tx, images: readonly ProductImage[]): Promise<MediaRow[]> {
  if (images.length === 0) return [];
  return tx.delete(media).where(inArray(media.id, images.map((image) => image.id))).returning();
}

export async function createProduct(deps: ProductDeps, actor: AuditActor, fields: z.output<typeof productCreateFields>, files: readonly UploadedFile[]): Promise<string> {
  assertPricedIfActive({ price: fields.price, status: fields.status ?? 'active' });
  const decoded = await decodeProductImages(files);
  const { sku, ...columns } = fields;
  return writeWithImages(deps, decoded, async (tx, save) => {
    if (sku !== undefined) await assertSkuFree(tx, sku);
    const images = await save(fields.name);
    const slug = fields.slug ?? (await freeSlug(tx, fields.name));
    // A new product without its own threshold takes the shop's (settings, decision 0121).
    const lowStockThreshold = fields.lowStockThreshold ?? (await readSettings(tx)).lowStockThreshold;
    const [row] = await tx.insert(products).values({ ...columns, lowStockThreshold, slug, images }).returning();
    if (!row) throw new Error('product insert returned no row');
    // The insert's trigger made the first size with a SKU from the slug (migration 0021); the form may name its own.
    if (sku !== undefined) await tx.update(productVariants).set({ sku }).where(eq(productVariants.productId, row.id));
    await recordAdminChange(tx, actor, { action: 'product.create', record: { type: 'product', id: row.id, label: row.name }, changes: diffRows(null, { ...audited(row), sku }) });
    return { value: row.id, dropped: [] };
  }).catch((error: unknown) => {
    throw skuClash(error, sku) ?? error;
  });
}

export async function updateProduct(
  deps: ProductDeps,
  actor: AuditActor,
  productId: string,
  fields: z.output<typeof productUpdateFields>,
  files: readonly UploadedFile[],
): Promise<void> {
  const decoded = await decodeProductImages(files);
  const { imageOrder, size, price, stock, ...changes } = fields;
  await writeWithImages(deps, decoded, async (tx, save) => {
    // The sizes before the product (sizes.ts): the order every writer locks them in.
    const sizes = await lockSizesOf(tx, productId);
    const [row] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
    if (!row) throw notFound(PRODUCT_NOT_FOUND);
    // Checked only when the change touches either, so an old £0 product can still be renamed.
    if (price !== undefined || changes.status !== undefined) assertPricedIfActive({ ...row, ...changes, price: price ?? row.price });
    // Price, stock and size are its one size's; the trigger writes them back on the product row.
    await changeOnlySize(tx, sizes, { name: size, price, stock });
    const plan = planImages(row.images, await save(changes.name ?? row.name), imageOrder);
    const [after] = await tx.update(products).set({ ...changes, images: plan.images, updatedAt: sql`now()` }).where(eq(products.id, productId)).returning();
    const changed = diffRows(audited(row), audited(after!));
    await recordAdminChange(tx, actor, { action: updateAction(changed), record: { type: 'product', id: productId, label: after!.name }, changes: changed });
    return { value: undefined, dropped: await deleteMedia(tx, plan.removed) };
  });
}

/** A product some order names is archived (order history stays whole); any other is erased. */
export async function removeProduct(deps: ProductDeps, actor: AuditActor, productId: string): Promise<'deleted' | 'archived'> {
  return writeWithImages(deps, [], async (tx) => {
    const [row] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
    if (!row) throw notFound(PRODUCT_NOT_FOUND);
    const record = { type: 'product' as const, id: productId, label: row.name };
    if ((await orderLinesOf(tx, productId)) > 0) {
      const [after] = await tx.update(products).set({ status: 'archived', updatedAt: sql`now()` }).where(eq(products.id, productId)).returning();
      await recordAdminChange(tx, actor, { action: 'product.archive', record, changes: diffRows(audited(row), audited(after!)) });
      return { value: 'archived' as const, dropped: [] };
    }
    await tx.delete(products).where(eq(products.id, productId));
    await recordAdminChange(tx, actor, { action: 'product.delete', record, changes: diffRows(audited(row), null) });
    return { value: 'deleted' as const, dropped: await deleteMedia(tx, row.images) };
  });
}
