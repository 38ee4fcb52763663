/**
 * POST /admin/products/bulk (docs/decisions/0230-bulk-actions.md): archive products, or set their
 * stock to one number, for the products ticked on the list or every product its filter matches.
 * Each product is changed in its own transaction under its row lock with its own audit entry
 * (`product.archive`, `product.stock`, as the one-product edit records them), so one refusal never
 * undoes another product's change.
 *
 * A new stock level is a stock change of that product (recordStockChange, decision 0223): only the
 * answers showing its stock are dropped, gathered with the sales', and the other processes hear of
 * it; setting a whole filter's stock does not rebuild the catalogue once per product. Archiving
 * takes a product out of the shop's lists, so it is a catalogue change, as the edit form's is.
 *
 * Stock is a size's (decision 0249): set-stock sets the sizes `variantIds` names; a product of one
 * size takes it without being named, and a product of several with none of its sizes named is
 * refused, saying so (docs/decisions/0251-admin-sizes.md). Its one audit entry carries each size's
 * stock beside the product's total.
 */
import type { FastifyBaseLogger } from 'fastify';
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditChanges } from '#contracts/admin-audit';
import { BULK_MAX_ROWS, type BulkAnswer } from '#contracts/admin-bulk';
import type { productBulkBody } from '#contracts/admin-products';
import type { Tx } from '../../db/client';
import { products, productVariants, type ProductRow, type ProductVariantRow } from '../../db/schema';
import { recordChange, recordStockChange, type Store } from '../../db/unit-of-work';
import { applyEach, targetsOfIds, withinCap } from '../../lib/bulk-actions';
import { conflict, notFound } from '../../lib/http-errors';
import { type AuditActor, diffRows, recordAdminChange } from '../audit';
import { PRODUCT_NOT_FOUND } from './admin-product-view';
import { productsMatching } from './admin-product-list';
import { audited } from './product-changes';
import { lockSizesOf } from './sizes';

interface Changed {
  action: 'product.archive' | 'product.stock';
  after: ProductRow;
  /** Fields of the product's sizes the change moved, beside the product's own. */
  sizes?: AuditChanges;
}

type Change = (tx: Tx, row: ProductRow, sizes: readonly ProductVariantRow[]) => Promise<Changed>;

/** One product's change under its row lock, audited in the same transaction. */
async function changeOne(store: Store, actor: AuditActor, productId: string, change: Change): Promise<void> {
  await store.write(async (tx) => {
    // The sizes before the product (sizes.ts): the order every writer locks them in.
    const sizes = await lockSizesOf(tx, productId);
    const [row] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
    if (!row) throw notFound(PRODUCT_NOT_FOUND);
    const { action, after, sizes: sizeChanges } = await change(tx, row, sizes);
    const changes = { ...diffRows(audited(row), audited(after)), ...sizeChanges };
    await recordAdminChange(tx, actor, { action, record: { type: 'product', id: row.id, label: after.name }, changes });
  });
}

const archive: Change = async (tx, row) => {
  if (row.status === 'archived') throw conflict('This product is already archived');
  const [after] = await tx.update(products).set({ status: 'archived', updatedAt: sql`now()` }).where(eq(products.id, row.id)).returning();
  recordChange(tx, 'catalogue');
  return { action: 'product.archive', after: after! };
};

const chooseSizes = (count: number) => `This product comes in ${count} sizes: choose which of its sizes to set`;

/** The sizes set-stock sets: those named, or a product's only size. */
function chosenSizes(sizes: readonly ProductVariantRow[], variantIds: ReadonlySet<string>): readonly ProductVariantRow[] {
  const named = sizes.filter((size) => variantIds.has(size.id));
  if (named.length > 0) return named;
  if (sizes.length === 1) return sizes;
  throw conflict(chooseSizes(sizes.length));
}

const setStock =
  (stock: number, variantIds: ReadonlySet<string>): Change =>
  async (tx, row, sizes) => {
    const chosen = chosenSizes(sizes, variantIds);
    if (chosen.every((size) => size.stock === stock)) throw conflict(`Its stock is already ${stock}`);
    await tx
      .update(productVariants)
      .set({ stock, updatedAt: sql`now()` })
      .where(inArray(productVariants.id, chosen.map((size) => size.id)));
    const [after] = await tx.select().from(products).where(eq(products.id, row.id));
    recordStockChange(tx, [row.id]);
    const several = sizes.length > 1;
    const sizeChanges = Object.fromEntries(chosen.filter((size) => several && size.stock !== stock).map((size) => [`stock: ${size.name}`, { before: size.stock, after: stock }]));
    return { action: 'product.stock', after: after!, sizes: sizeChanges };
  };

export interface BulkProductDeps {
  store: Store;
  log: FastifyBaseLogger;
}

export async function bulkChangeProducts(deps: BulkProductDeps, actor: AuditActor, body: z.output<typeof productBulkBody>): Promise<BulkAnswer> {
  const { db } = deps.store;
  const { targets, unknown } = body.ids
    ? await targetsOfIds(body.ids, (ids) => db.select({ id: products.id, label: products.name }).from(products).where(inArray(products.id, ids)), PRODUCT_NOT_FOUND)
    : { targets: withinCap(await productsMatching(db, body.filter!, BULK_MAX_ROWS + 1), BULK_MAX_ROWS, 'products'), unknown: [] };
  const change = body.action === 'archive' ? archive : setStock(body.stock!, new Set(body.variantIds));
  return applyEach(targets, (target) => changeOne(deps.store, actor, target.id, change), deps.log, unknown);
}
