/**
 * Every email the shop sends is first a row in `emails`, written in the same transaction as the
 * change it tells of (an order paid, a reset requested), so an email is never sent for a change
 * that rolled back and never lost for one that committed. Delivery happens after the commit
 * (delivery.ts, started by the store's after-commit effects).
 */
import { sql } from 'drizzle-orm';
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
  /** Extra headers, e.g. List-Unsubscribe on campaigns. */
  headers?: Record<string, string>;
}

/**
 * An email waiting for delivery. The status is a literal, not a parameter, so the planner matches
 * it to the partial index emails_queued_idx's own condition (decision 0222).
 */
export const isQueued = sql`${emails.status} = 'queued'`;

/** CR or LF in a header value would let it start a header of its own (header injection). */
export const hasLineBreak = (text: string) => /[\r\n]/.test(text);

/**
 * Refuses an email whose subject, address or extra headers hold a line break. Input reaching here
 * has been validated by its route (a 400 naming the field); this is the last guard before SMTP.
 */
function assertSingleLineHeaders(email: OutgoingEmail): void {
  const values = [email.to, email.subject, ...Object.entries(email.headers ?? {}).flat()];
  if (values.some(hasLineBreak)) throw new Error(`refusing to queue a ${email.kind} email: a header holds CR or LF`);
}

/**
 * The email's row as an INSERT not yet sent, for a caller that sends it inside a statement of its
 * own (a paid order writes all its effects in one, checkout/payment-events.ts). Delivery is noted
 * to follow the commit already: it runs only if the transaction commits, so the caller must send
 * the INSERT before that.
 */
export function emailInsert(db: DbOrTx, email: OutgoingEmail) {
  assertSingleLineHeaders(email);
  // Delivery starts once the caller's transaction commits (db/unit-of-work.ts).
  recordChange(db, 'emails');
  return db.insert(emails).values({
    to: email.to.toLowerCase(),
    subject: email.subject,
    text: email.text,
    html: email.html ?? null,
    kind: email.kind,
    headers: email.headers ?? null,
  });
}

export async function queueEmail(db: DbOrTx, email: OutgoingEmail): Promise<string> {
  const [row] = await emailInsert(db, email).returning({ id: emails.id });
  return row!.id;
}
