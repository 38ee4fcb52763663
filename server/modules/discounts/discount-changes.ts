/**
 * Creating, editing and deleting codes. Each runs in one transaction with the code's row locked,
 * so an edit or a delete and a checkout taking a use of the same code (a conditional UPDATE of that
 * row, orders/stock.ts) happen one after the other, never interleaved.
 *
 * Delete (decision 0120): a code no order ever used is erased; a code orders used is archived
 * (hidden, unusable, its code kept), so those orders keep their link to it and the stats keep
 * counting them.
 *
 * Each change is recorded in the audit trail in its own transaction, with the code's fields before
 * and after (docs/decisions/0224-audit-trail.md).
 */
import { count, eq } from 'drizzle-orm';
import { type DiscountRecord, discountRecordProblem, type discountCreateBody, type discountUpdateBody } from '#contracts/admin-discounts';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { discounts, orders, type DiscountRow } from '../../db/schema';
import type { Store } from '../../db/unit-of-work';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { type AuditActor, diffRows, recordAdminChange } from '../audit';
import { isArchived } from './discount-state';

const recordOf = (row: DiscountRow) => ({ type: 'discount' as const, id: row.id, label: row.code });

/**
 * A code's row as the audit trail keeps it: `value` means pence for a fixed amount and a percentage
 * otherwise, so it is recorded under a name that says which (`amountOff`, `percentOff`), and an
 * entry that changes only the value still reads "£5.00 → £7.50" (decision 0224).
 */
function auditView(row: DiscountRow | null): Record<string, unknown> | null {
  if (!row) return null;
  const { value, ...rest } = row;
  return { ...rest, [row.type === 'fixed_amount' ? 'amountOff' : 'percentOff']: value };
}

const discountChanges = (before: DiscountRow | null, after: DiscountRow | null) => diffRows(auditView(before), auditView(after));

const NOT_FOUND = 'Discount not found';

type Columns = Omit<typeof discounts.$inferInsert, 'id' | 'createdAt' | 'usageCount' | 'restrictedToEmail' | 'kind'>;

function columnsOf(record: Partial<DiscountRecord>): Partial<Columns> {
  const { active, startsAt, endsAt, ...rest } = record;
  return {
    ...rest,
    ...(active === undefined ? {} : { status: active ? 'active' : 'disabled' }),
    ...(startsAt === undefined ? {} : { startsAt: startsAt ? new Date(startsAt) : null }),
    ...(endsAt === undefined ? {} : { endsAt: endsAt ? new Date(endsAt) : null }),
  };
}

async function codeTakenMessage(tx: Tx, code: string): Promise<string> {
  const [other] = await tx.select({ status: discounts.status }).from(discounts).where(eq(discounts.code, code));
  return other?.status === 'archived'
    ? `Discount code ${code} belongs to an archived code that orders used; choose another code`
    : `Discount code ${code} already exists`;
}

/** Runs a write; a unique violation on the code becomes a 409 that names it. */
async function withUniqueCode<T>(store: Store, code: string | undefined, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await store.write(work);
  } catch (error) {
    if (code && isUniqueViolation(error)) throw conflict(await store.write((tx) => codeTakenMessage(tx, code)));
    throw error;
  }
}

export async function createDiscount(store: Store, actor: AuditActor, body: z.output<typeof discountCreateBody>): Promise<DiscountRow> {
  return withUniqueCode(store, body.code, async (tx) => {
    const [row] = await tx.insert(discounts).values(columnsOf(body) as Columns).returning();
    await recordAdminChange(tx, actor, { action: 'discount.create', record: recordOf(row!), changes: discountChanges(null, row!) });
    return row!;
  });
}

async function lockedCode(tx: Tx, id: string): Promise<DiscountRow> {
  const [row] = await tx.select().from(discounts).where(eq(discounts.id, id)).for('update');
  if (!row || isArchived(row)) throw notFound(NOT_FOUND);
  return row;
}

export async function updateDiscount(store: Store, actor: AuditActor, id: string, body: z.output<typeof discountUpdateBody>): Promise<DiscountRow> {
  return withUniqueCode(store, body.code, async (tx) => {
    const current = await lockedCode(tx, id);
    const merged = {
      type: body.type ?? (current.type as DiscountRecord['type']),
      value: body.value ?? current.value,
      startsAt: body.startsAt !== undefined ? body.startsAt : (current.startsAt?.toISOString() ?? null),
      endsAt: body.endsAt !== undefined ? body.endsAt : (current.endsAt?.toISOString() ?? null),
    };
    // Changing only the type to free shipping clears a value that no longer means anything.
    if (body.type === 'free_shipping' && body.value === undefined) merged.value = 0;
    const problem = discountRecordProblem(merged);
    if (problem) throw badRequest(problem.message, [problem]);
    if (body.usageLimit != null && body.usageLimit < current.usageCount)
      throw conflict(`This code has been used ${current.usageCount} times: its usage limit cannot be lower than that`);

    const [row] = await tx
      .update(discounts)
      .set({ ...columnsOf(body), value: merged.value, updatedAt: new Date() })
      .where(eq(discounts.id, id))
      .returning();
    await recordAdminChange(tx, actor, { action: 'discount.update', record: recordOf(row!), changes: discountChanges(current, row!) });
    return row!;
  });
}

export async function deleteDiscount(store: Store, actor: AuditActor, id: string): Promise<'erased' | 'archived'> {
  return store.write(async (tx) => {
    const current = await lockedCode(tx, id);
    const [{ used } = { used: 0 }] = await tx.select({ used: count() }).from(orders).where(eq(orders.discountId, id));
    if (used === 0) {
      await tx.delete(discounts).where(eq(discounts.id, id));
      await recordAdminChange(tx, actor, { action: 'discount.delete', record: recordOf(current), changes: discountChanges(current, null) });
      return 'erased';
    }
    const [row] = await tx.update(discounts).set({ status: 'archived', updatedAt: new Date() }).where(eq(discounts.id, id)).returning();
    await recordAdminChange(tx, actor, { action: 'discount.archive', record: recordOf(current), changes: discountChanges(current, row!) });
    return 'archived';
  });
}

export async function findDiscountById(db: Tx | Store['db'], id: string): Promise<DiscountRow> {
  const [row] = await db.select().from(discounts).where(eq(discounts.id, id));
  if (!row || isArchived(row)) throw notFound(NOT_FOUND);
  return row;
}
