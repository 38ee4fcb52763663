/**
 * One size of a product changed on its own (docs/decisions/0251-admin-sizes.md): added, edited
 * (name, SKU, price, stock, its place among the sizes), removed, and its picture set or taken away.
 *
 * Each change locks the product's sizes, then its row (sizes.ts: the order checkout takes them in),
 * writes the sizes only (the variants' trigger keeps the product's price, stock, size and list,
 * migration 0021), and records an audit entry in the same transaction (`product.variant.*`, with
 * the size's before and after). A change of stock alone is a stock change (decision 0223): only
 * the answers showing that product's stock are dropped; any other change is a catalogue change.
 *
 * A size some order line names is archived rather than erased, so the order keeps pointing at it;
 * the last size on sale is never removed, since a product is never without a size (decision 0249).
 */
import { count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { variantCreateBody, variantUpdateBody } from '#contracts/admin-products';
import { VARIANT_IMAGE_FIELD } from '#contracts/admin-products';
import type { ProductImage } from '#contracts/product';
import type { Tx } from '../../db/client';
import { orderLines, products, productVariants, type ProductRow, type ProductVariantRow } from '../../db/schema';
import { recordChange, recordStockChange } from '../../db/unit-of-work';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import type { UploadedFile } from '../../lib/multipart';
import { type AuditActor, type AuditedChange, diffRows, recordAdminChange } from '../audit';
import { PRODUCT_NOT_FOUND } from './admin-product-view';
import { deleteMedia, type ProductDeps, writeWithImages } from './product-changes';
import { decodeProductImages } from './product-images';
import { lockSizesOf } from './sizes';
import { assertSkuFree, skuClash } from './size-skus';

export const SIZE_NOT_FOUND = 'Size not found';
export const LAST_SIZE = 'A product needs at least one size on sale: add another size before removing this one, or archive the product';
export const SIZE_NEEDS_PRICE = 'Every size of an active product needs a price above £0; save the product as a draft until it has one';
const ONE_PICTURE = `Send one picture in the "${VARIANT_IMAGE_FIELD}" field`;

/** The product under its lock, and its sizes on sale in the shop's order (locked before it). */
interface Held {
  product: ProductRow;
  sizes: ProductVariantRow[];
}

async function hold(tx: Tx, productId: string): Promise<Held> {
  const sizes = await lockSizesOf(tx, productId);
  const [product] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return { product, sizes };
}

/** The size on sale of this product; another product's size, or an archived one, is not found. */
function sizeOf(held: Held, variantId: string): ProductVariantRow {
  const size = held.sizes.find((row) => row.id === variantId);
  if (!size) throw notFound(SIZE_NOT_FOUND);
  return size;
}

function assertPriced(product: ProductRow, price: number): void {
  if (product.status === 'active' && price <= 0) throw badRequest(SIZE_NEEDS_PRICE, [{ field: 'price', message: SIZE_NEEDS_PRICE }]);
}

/** A size as the audit trail compares it: its picture by id; the product is the entry's record. */
const audited = ({ productId: _product, image, ...row }: ProductVariantRow) => ({ ...row, image: image?.id ?? null });

const recordOf = (product: ProductRow, size: ProductVariantRow): AuditedChange['record'] => ({ type: 'product', id: product.id, label: `${product.name}, ${size.name}` });

/** A size write with its SKU clash named, whichever of the check and the unique index saw it. */
async function writeSizes<T>(deps: ProductDeps, sku: string | undefined, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await deps.store.write(work);
  } catch (error) {
    throw skuClash(error, sku) ?? error;
  }
}

export async function addSize(deps: ProductDeps, actor: AuditActor, productId: string, body: z.output<typeof variantCreateBody>): Promise<void> {
  await writeSizes(deps, body.sku, async (tx) => {
    const held = await hold(tx, productId);
    assertPriced(held.product, body.price);
    await assertSkuFree(tx, body.sku);
    const position = Math.max(-1, ...held.sizes.map((size) => size.position)) + 1;
    const [size] = await tx.insert(productVariants).values({ productId, ...body, position }).returning();
    recordChange(tx, 'catalogue');
    await recordAdminChange(tx, actor, { action: 'product.variant.create', record: recordOf(held.product, size!), changes: diffRows(null, audited(size!)) });
  });
}

/**
 * Puts `size` at `position` among the sizes on sale and numbers them 0, 1, 2... in one statement
 * (only the rows whose place changes); answers the size's new position.
 */
async function moveSize(tx: Tx, sizes: readonly ProductVariantRow[], size: ProductVariantRow, position: number): Promise<number> {
  const last = sizes.length - 1;
  if (position > last) {
    const message = `Position must be from 0 to ${last}: this product has ${sizes.length} sizes on sale`;
    throw badRequest(message, [{ field: 'position', message }]);
  }
  const ordered = sizes.filter((row) => row.id !== size.id);
  ordered.splice(position, 0, size);
  const moved = ordered.flatMap((row, index) => (row.position === index ? [] : [sql`(${row.id}::uuid, ${index}::int)`]));
  if (moved.length > 0) {
    await tx.execute(sql`update ${productVariants} set position = placed.position, updated_at = now()
      from (values ${sql.join(moved, sql`, `)}) as placed(id, position) where ${productVariants.id} = placed.id`);
  }
  return position;
}

export async function changeSize(
  deps: ProductDeps,
  actor: AuditActor,
  productId: string,
  variantId: string,
  body: z.output<typeof variantUpdateBody>,
): Promise<void> {
  const { position, ...change } = body;
  const fields = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
  await writeSizes(deps, body.sku, async (tx) => {
    const held = await hold(tx, productId);
    const size = sizeOf(held, variantId);
    if (body.price !== undefined) assertPriced(held.product, body.price);
    if (body.sku !== undefined) await assertSkuFree(tx, body.sku, size.id);
    let after = size;
    if (Object.keys(fields).length > 0) {
      [after] = (await tx.update(productVariants).set({ ...fields, updatedAt: sql`now()` }).where(eq(productVariants.id, size.id)).returning()) as [ProductVariantRow];
    }
    if (position !== undefined) after = { ...after, position: await moveSize(tx, held.sizes, size, position) };
    const changes = diffRows(audited(size), audited(after));
    const changed = Object.keys(changes);
    if (changed.length === 0) return;
    if (changed.length === 1 && changed[0] === 'stock') recordStockChange(tx, [productId]);
    else recordChange(tx, 'catalogue');
    await recordAdminChange(tx, actor, { action: 'product.variant.update', record: recordOf(held.product, after), changes });
  });
}

/** Erased when no order line names the size, archived otherwise (out of the shop, kept for its orders). */
export async function removeSize(deps: ProductDeps, actor: AuditActor, productId: string, variantId: string): Promise<'deleted' | 'archived'> {
  return writeWithImages(deps, [], async (tx) => {
    const held = await hold(tx, productId);
    const size = sizeOf(held, variantId);
    if (held.sizes.length === 1) throw conflict(LAST_SIZE);
    const record = recordOf(held.product, size);
    const [named] = await tx.select({ lines: count() }).from(orderLines).where(eq(orderLines.variantId, size.id));
    if ((named?.lines ?? 0) > 0) {
      const [after] = await tx.update(productVariants).set({ status: 'archived', updatedAt: sql`now()` }).where(eq(productVariants.id, size.id)).returning();
      await recordAdminChange(tx, actor, { action: 'product.variant.archive', record, changes: diffRows(audited(size), audited(after!)) });
      return { value: 'archived' as const, dropped: [] };
    }
    await tx.delete(productVariants).where(eq(productVariants.id, size.id));
    await recordAdminChange(tx, actor, { action: 'product.variant.delete', record, changes: diffRows(audited(size), null) });
    return { value: 'deleted' as const, dropped: size.image ? await deleteMedia(tx, [size.image]) : [] };
  });
}

/** Gives the size `image` (null: none, the product's pictures show), dropping the picture it had. */
async function replaceImage(tx: Tx, actor: AuditActor, held: Held, size: ProductVariantRow, image: ProductImage | null) {
  if (size.image === null && image === null) return { value: undefined, dropped: [] };
  const [after] = await tx.update(productVariants).set({ image, updatedAt: sql`now()` }).where(eq(productVariants.id, size.id)).returning();
  await recordAdminChange(tx, actor, { action: 'product.variant.update', record: recordOf(held.product, size), changes: diffRows(audited(size), audited(after!)) });
  return { value: undefined, dropped: size.image ? await deleteMedia(tx, [size.image]) : [] };
}

/** One picture for the size, through the product images' pipeline (WebP in the responsive widths). */
export async function setSizeImage(deps: ProductDeps, actor: AuditActor, productId: string, variantId: string, files: readonly UploadedFile[]): Promise<void> {
  const decoded = await decodeProductImages(files, VARIANT_IMAGE_FIELD);
  if (decoded.length !== 1) throw badRequest(ONE_PICTURE, [{ field: VARIANT_IMAGE_FIELD, message: ONE_PICTURE }]);
  await writeWithImages(deps, decoded, async (tx, save) => {
    const held = await hold(tx, productId);
    const size = sizeOf(held, variantId);
    const [image] = await save(`${held.product.name}, ${size.name}`);
    return replaceImage(tx, actor, held, size, image!);
  });
}

export async function removeSizeImage(deps: ProductDeps, actor: AuditActor, productId: string, variantId: string): Promise<void> {
  await writeWithImages(deps, [], async (tx) => {
    const held = await hold(tx, productId);
    return replaceImage(tx, actor, held, sizeOf(held, variantId), null);
  });
}
