/**
 * Sending the emails about a customer's own account: the welcome on sign-up, the notice that the
 * password changed (from account details or a reset link), and the confirmation that the account
 * was deleted (docs/decisions/0265-account-emails-and-names-without-markup.md). Their words live in
 * the email module's templates (email/templates/); here each is queued in the transaction of the
 * change it tells of, so it goes only when the change committed, and is delivered after the commit
 * by the outbox (docs/decisions/0003-email-outbox.md).
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { customers } from '../../../db/schema';
import { type AccountHolder, passwordChangedEmail, queueEmail, type ShopPlaces, type TemplatedEmail } from '../../email';

/** Where the emails point and whom they tell the customer to write to. */
export type AccountEmailPlaces = ShopPlaces;

/** Queues one of the account emails (a template's answer) to the customer, inside the caller's transaction. */
export async function queueAccountEmail(tx: Tx, holder: AccountHolder, email: TemplatedEmail): Promise<void> {
  await queueEmail(tx, { to: holder.email, ...email });
}

/** Queues the password-changed notice to the customer as their row reads inside `tx` (a change or a reset). */
export async function tellPasswordChanged(tx: Tx, customerId: string, places: AccountEmailPlaces): Promise<void> {
  const [holder] = await tx.select({ email: customers.email, firstName: customers.firstName }).from(customers).where(eq(customers.id, customerId));
  if (holder) await queueAccountEmail(tx, holder, passwordChangedEmail(holder, places));
}
