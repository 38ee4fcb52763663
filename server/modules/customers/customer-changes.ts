/**
 * The back office's changes to a customer: editing the profile fields. An admin's change of email
 * applies at once (docs/decisions/0080), since the admin acts on the customer's behalf; the unique
 * index decides between two changes to one address. The old address is told, in the same
 * transaction (the outbox): an account's email moving away unannounced is how an account is taken
 * over, and the person who reads the old inbox is the one to notice. Every change is recorded in
 * the audit trail in its own transaction (docs/decisions/0224-audit-trail.md).
 */
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminCustomerUpdateBody } from '#contracts/admin-customers';
import type { Tx } from '../../db/client';
import type { Store } from '../../db/unit-of-work';
import { customers } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/http-errors';
import { CUSTOMER_NOT_FOUND, setCustomerStatus } from '../accounts';
import { type AuditActor, diffRows, recordAdminChange } from '../audit';
import { emailChangedByShopEmail, queueEmail } from '../email';

/** A customer as the trail records them: their profile fields, never their password hash. */
async function lockedCustomer(tx: Tx, customerId: string) {
  const [row] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
  if (!row) throw notFound(CUSTOMER_NOT_FOUND);
  return row;
}

const labelOf = (row: { firstName: string; lastName: string; email: string }) => `${row.firstName} ${row.lastName}`.trim() || row.email;

/** Archives or restores a customer (accounts/customers/customer-status.ts), recorded; false when already so. */
export async function changeCustomerStatus(store: Store, actor: AuditActor, customerId: string, status: 'active' | 'archived'): Promise<boolean> {
  return store.write(async (tx) => {
    const before = await lockedCustomer(tx, customerId);
    const changed = await setCustomerStatus(tx, customerId, status);
    if (!changed) return false;
    const after = await lockedCustomer(tx, customerId);
    await recordAdminChange(tx, actor, {
      action: status === 'archived' ? 'customer.archive' : 'customer.restore',
      record: { type: 'customer', id: customerId, label: labelOf(after) },
      changes: diffRows(before, after),
    });
    return true;
  });
}

export const CUSTOMER_EMAIL_TAKEN = 'Another customer already uses this email';

/** Tells the address a customer's email moved away from, and where to ask if they did not want it. */
async function tellOldAddress(tx: Tx, change: { firstName: string; oldEmail: string; newEmail: string; supportEmail: string }): Promise<void> {
  await queueEmail(tx, { to: change.oldEmail, ...emailChangedByShopEmail(change) });
}

export async function updateCustomer(
  deps: { store: Store; supportEmail: string },
  actor: AuditActor,
  customerId: string,
  body: z.output<typeof adminCustomerUpdateBody>,
): Promise<void> {
  const { phone, ...names } = body;
  try {
    await deps.store.write(async (tx) => {
      const before = await lockedCustomer(tx, customerId);
      const [after] = await tx
        .update(customers)
        .set({ ...names, ...(phone === undefined ? {} : { phone: phone || null }), updatedAt: sql`now()` })
        .where(eq(customers.id, customerId))
        .returning();
      await recordAdminChange(tx, actor, { action: 'customer.update', record: { type: 'customer', id: customerId, label: labelOf(after!) }, changes: diffRows(before, after!) });
      if (after!.email !== before.email)
        await tellOldAddress(tx, { firstName: after!.firstName, oldEmail: before.email, newEmail: after!.email, supportEmail: deps.supportEmail });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CUSTOMER_EMAIL_TAKEN);
    throw error;
  }
}
