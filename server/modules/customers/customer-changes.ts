/**
 * The back office's changes to a customer: editing the profile fields. An admin's change of email
 * applies at once (docs/decisions/0080), since the admin acts on the customer's behalf; the unique
 * index decides between two changes to one address.
 */
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminCustomerUpdateBody } from '#contracts/admin-customers';
import type { DbOrTx } from '../../db/client';
import { customers } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/http-errors';
import { CUSTOMER_NOT_FOUND } from '../accounts';

export const CUSTOMER_EMAIL_TAKEN = 'Another customer already uses this email';

export async function updateCustomer(db: DbOrTx, customerId: string, body: z.output<typeof adminCustomerUpdateBody>): Promise<void> {
  const { phone, ...names } = body;
  try {
    const [updated] = await db
      .update(customers)
      .set({ ...names, ...(phone === undefined ? {} : { phone: phone || null }), updatedAt: sql`now()` })
      .where(eq(customers.id, customerId))
      .returning({ id: customers.id });
    if (!updated) throw notFound(CUSTOMER_NOT_FOUND);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CUSTOMER_EMAIL_TAKEN);
    throw error;
  }
}
