/**
 * Every email the shop sends is first a row in `emails`, written in the same transaction as the
 * change it tells of (an order paid, a reset requested), so an email is never sent for a change
 * that rolled back and never lost for one that committed. Delivery happens after the commit
 * (delivery.ts, started by the store's after-commit effects).
 */
import type { DbOrTx } from '../../db/client';
import { emails } from '../../db/schema';
import { recordChange } from '../../db/unit-of-work';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What it is about: 'password-reset', 'order-confirmation', 'contact', 'campaign', ... */
  kind: string;
}

export async function queueEmail(db: DbOrTx, email: OutgoingEmail): Promise<string> {
  const [row] = await db
    .insert(emails)
    .values({ to: email.to.toLowerCase(), subject: email.subject, text: email.text, html: email.html ?? null, kind: email.kind })
    .returning({ id: emails.id });
  // Delivery starts once the caller's transaction commits (db/unit-of-work.ts).
  recordChange(db, 'emails');
  return row!.id;
}
