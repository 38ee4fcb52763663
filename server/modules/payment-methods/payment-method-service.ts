/**
 * Saved payment methods of the signed-in customer. Only brand, last 4, expiry, holder name,
 * provider and the provider's id are stored (the columns allow nothing else). One method at most
 * is the default; the first one saved becomes it, and deleting it passes the role to the newest.
 * A provider's id belongs to one customer: a unique index on (provider, provider_ref) refuses a
 * second customer saving the same reference, however the two requests interleave.
 */
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import {
  isExpired,
  MAX_PAYMENT_METHODS,
  type PaymentMethodAdd,
  type PaymentMethodUpdate,
  type SavedPaymentMethod,
} from '#contracts/payment-methods';
import type { Db, Tx } from '../../db/client';
import { customers, paymentMethods } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { savedBelowCap } from '../../lib/saved-cap';
import type { PaymentProvider } from '../payments';

type Row = typeof paymentMethods.$inferSelect;

export const PAYMENT_METHOD_NOT_FOUND = 'Payment method not found';
/** Another account saved this provider reference: said without naming or confirming that account. */
export const CARD_NOT_ACCEPTED = 'This card cannot be saved to your account. Please add it again.';

function toSaved(row: Row): SavedPaymentMethod {
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    holderName: row.holderName,
    provider: row.provider,
    providerRef: row.providerRef,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
  };
}

const ofCustomer = (customerId: string, id: string) =>
  and(eq(paymentMethods.id, id), eq(paymentMethods.customerId, customerId));

export async function listPaymentMethods(db: Db, customerId: string): Promise<SavedPaymentMethod[]> {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.customerId, customerId))
    .orderBy(desc(paymentMethods.isDefault), asc(paymentMethods.createdAt), asc(paymentMethods.id));
  return rows.map(toSaved);
}

/** Locks the customer row: one customer's card changes run one at a time (the cap, the default). */
async function lockCustomer(tx: Tx, customerId: string) {
  const [owner] = await tx
    .select({ id: customers.id, email: customers.email, firstName: customers.firstName, lastName: customers.lastName })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  if (!owner) throw notFound('Account not found');
  return { id: owner.id, email: owner.email, name: `${owner.firstName} ${owner.lastName}` };
}

async function clearOtherDefaults(tx: Tx, customerId: string, keepId: string) {
  await tx
    .update(paymentMethods)
    .set({ isDefault: false, updatedAt: sql`now()` })
    .where(and(eq(paymentMethods.customerId, customerId), ne(paymentMethods.id, keepId), eq(paymentMethods.isDefault, true)));
}

export function addPaymentMethod(
  deps: { db: Db; cards: PaymentProvider },
  customerId: string,
  body: PaymentMethodAdd,
): Promise<SavedPaymentMethod> {
  return deps.db.transaction(async (tx) => {
    const owner = await lockCustomer(tx, customerId);
    const saved = await savedBelowCap(tx, customerId, { table: paymentMethods, owner: paymentMethods.customerId, max: MAX_PAYMENT_METHODS, things: 'payment methods' });
    const [duplicate] = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.customerId, customerId), eq(paymentMethods.providerRef, body.providerRef)));
    if (duplicate) throw conflict('This card is already saved');

    // Inside the transaction on purpose: the cap and duplicate checks above hold until the row is in.
    const card = await deps.cards.saveCard(owner, body);
    if (isExpired(card.expMonth, card.expYear)) throw badRequest('This card has expired');
    const [row] = await tx
      .insert(paymentMethods)
      .values({
        customerId,
        ...card,
        holderName: body.holderName,
        provider: deps.cards.name,
        providerRef: body.providerRef,
        isDefault: saved === 0 || body.isDefault === true,
      })
      .onConflictDoNothing({ target: [paymentMethods.provider, paymentMethods.providerRef] })
      .returning();
    if (!row) throw conflict(CARD_NOT_ACCEPTED);
    if (row.isDefault) await clearOtherDefaults(tx, customerId, row.id);
    return toSaved(row);
  });
}

export function updatePaymentMethod(db: Db, customerId: string, id: string, body: PaymentMethodUpdate): Promise<SavedPaymentMethod> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const [current] = await tx.select().from(paymentMethods).where(ofCustomer(customerId, id));
    if (!current) throw notFound(PAYMENT_METHOD_NOT_FOUND);
    const expMonth = body.expMonth ?? current.expMonth;
    const expYear = body.expYear ?? current.expYear;
    if (isExpired(expMonth, expYear))
      throw badRequest('This card has expired', [{ field: 'expYear', message: 'This card has expired' }]);
    const [row] = await tx
      .update(paymentMethods)
      .set({
        expMonth,
        expYear,
        holderName: body.holderName ?? current.holderName,
        isDefault: body.isDefault ?? current.isDefault,
        updatedAt: sql`now()`,
      })
      .where(ofCustomer(customerId, id))
      .returning();
    if (row!.isDefault) await clearOtherDefaults(tx, customerId, row!.id);
    // Unsetting the default passes it to another card; with no other card, this one stays the default.
    else await ensureADefault(tx, customerId, row!.id);
    const [fresh] = await tx.select().from(paymentMethods).where(ofCustomer(customerId, id));
    return toSaved(fresh!);
  });
}

/** When no method is the default but some remain, the newest becomes it (`avoid` only as a last resort). */
async function ensureADefault(tx: Tx, customerId: string, avoid?: string) {
  const [hasDefault] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.customerId, customerId), eq(paymentMethods.isDefault, true)));
  if (hasDefault) return;
  const [newest] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.customerId, customerId))
    .orderBy(sql`${paymentMethods.id} = ${avoid ?? null}`, desc(paymentMethods.createdAt), desc(paymentMethods.id))
    .limit(1);
  if (newest) await tx.update(paymentMethods).set({ isDefault: true, updatedAt: sql`now()` }).where(eq(paymentMethods.id, newest.id));
}

export async function deletePaymentMethod(
  deps: { db: Db; cards: PaymentProvider; log: FastifyBaseLogger },
  customerId: string,
  id: string,
): Promise<void> {
  const gone = await deps.db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const [row] = await tx.delete(paymentMethods).where(ofCustomer(customerId, id)).returning();
    if (!row) throw notFound(PAYMENT_METHOD_NOT_FOUND);
    await ensureADefault(tx, customerId);
    return row;
  });
  // The row is gone whatever the provider says: a card it still holds is unreachable from the shop,
  // so a provider hiccup is logged rather than failing the customer's delete.
  if (gone.provider === deps.cards.name)
    await deps.cards.forgetCard(gone.providerRef).catch((error: unknown) => {
      deps.log.warn({ err: error, paymentMethodId: gone.id }, 'the payment provider did not forget a deleted card');
    });
}
