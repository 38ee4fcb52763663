/**
 * A size's SKU is unique in the shop whatever its case (the index on lower(sku), migration 0021),
 * archived sizes included: an archived size's order lines still name it. A clash is refused by
 * name ("Another size already uses SKU ROSE-30"); the check runs under the product's locks, and
 * the unique index decides the race of two products taking one SKU at the same moment.
 */
import { and, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { productVariants } from '../../db/schema';
import { violatedIndex } from '../../lib/db-errors';
import { HttpError } from '../../lib/http-errors';

const SKU_INDEX = 'product_variants_sku_key';

/** A 409 that names its field too, so a form shows it beside the SKU box. */
export function skuTaken(sku: string): HttpError {
  const message = `Another size already uses SKU ${sku}`;
  return new HttpError(409, message, [{ field: 'sku', message }]);
}

/** Refuses a SKU another size has, in any case; `exceptId` is the size being changed. */
export async function assertSkuFree(tx: Tx, sku: string, exceptId?: string): Promise<void> {
  const same = sql`lower(${productVariants.sku}) = lower(${sku})`;
  const [taken] = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(exceptId ? and(same, ne(productVariants.id, exceptId)) : same)
    .limit(1);
  if (taken) throw skuTaken(sku);
}

/** The refusal for a write the SKU index stopped (the race the check above lost), or null for any other error. */
export function skuClash(error: unknown, sku: string | undefined): HttpError | null {
  return sku !== undefined && violatedIndex(error) === SKU_INDEX ? skuTaken(sku) : null;
}
