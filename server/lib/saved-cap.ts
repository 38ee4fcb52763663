/**
 * The cap on what one customer keeps saved (addresses, cards): what they have is counted inside
 * the transaction that adds one, after their customer row is locked, so two adds at once cannot
 * both pass it; at the cap the add is refused with 409 saying what to do.
 */
import { count, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import { conflict } from './http-errors';

export interface SavedCap {
  table: PgTable;
  /** The table's column naming the customer. */
  owner: PgColumn;
  max: number;
  /** What the customer saves, in the plural: `addresses`. */
  things: string;
}

/** How many the customer has saved, below the cap; 409 once they have the most they may. */
export async function savedBelowCap(tx: Tx, customerId: string, cap: SavedCap): Promise<number> {
  const [{ saved } = { saved: 0 }] = await tx.select({ saved: count() }).from(cap.table).where(eq(cap.owner, customerId));
  if (saved >= cap.max) throw conflict(`You can save up to ${cap.max} ${cap.things}. Delete one to add another.`);
  return saved;
}
