/**
 * Changing a customer's email without handing the account to whoever holds a token
 * (docs/decisions/0030-email-change.md).
 *
 * A change is held in `email_changes` until the new address proves it is reachable: it gets a
 * confirmation link (24 hours), the old address a notice with an undo link (7 days). Confirming
 * applies the email and bumps the token version, so every token issued before stops working.
 * Undoing cancels whatever is pending and, if the change was already applied, puts the old email
 * back; either way every session ends, since the owner is saying "this was not me". Confirming and
 * undoing both void every password reset link still out (password-reset.ts). Both links are
 * single-use, stored as SHA-256 only, and spent by one conditional UPDATE.
 */
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { customers, emailChanges } from '../../../db/schema';
import { isUniqueViolation } from '../../../lib/db-errors';
import { badRequest, conflict } from '../../../lib/http-errors';
import { hashLinkToken, newLinkToken } from '../../../lib/link-tokens';
import { emailChangeConfirmEmail, emailChangeNoticeEmail, queueEmail } from '../../email';
import { authLimits } from '../throttles/auth-limits';
import { revokeTokens } from '../passwords/credentials';
import { EMAIL_TAKEN } from './customer-service';
import { voidResetLinks } from '../passwords/password-reset';
import type { Throttle } from '../throttles/throttle';

export const EMAIL_LINK_INVALID = 'This link is invalid or has expired.';
const OLD_EMAIL_TAKEN = 'Your previous email now belongs to another account, so it cannot be restored. Please contact us.';

const CONFIRM_LIFETIME = sql`interval '24 hours'`;
const UNDO_LIFETIME = sql`interval '7 days'`;
export const CONFIRM_EMAIL_PATH = '/confirm-email';
export const UNDO_EMAIL_CHANGE_PATH = '/undo-email-change';

interface LinkDeps {
  db: Db;
  throttle: Throttle;
}

const link = (publicUrl: string, path: string, token: string) => `${publicUrl}${path}?token=${encodeURIComponent(token)}`;

const isPending = (customerId: string) =>
  and(eq(emailChanges.customerId, customerId), isNull(emailChanges.confirmedAt), isNull(emailChanges.cancelledAt));

/** The new email waiting for confirmation, if a live link for one is out. */
export async function pendingEmailOf(db: DbOrTx, customerId: string): Promise<string | null> {
  const [row] = await db
    .select({ newEmail: emailChanges.newEmail })
    .from(emailChanges)
    .where(and(isPending(customerId), gt(emailChanges.confirmExpiresAt, sql`now()`)))
    .orderBy(desc(emailChanges.createdAt))
    .limit(1);
  return row?.newEmail ?? null;
}

/** Refuses an email another customer already uses (the unique index has the last word on races). */
export async function assertEmailFree(db: DbOrTx, email: string, customerId: string, takenMessage = EMAIL_TAKEN): Promise<void> {
  const [taken] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.email, email), ne(customers.id, customerId)));
  if (taken) throw conflict(takenMessage);
}

/**
 * Holds the change and queues both emails, inside the caller's transaction. A newer request
 * replaces an older pending one (its confirmation link stops working; its undo link still works).
 */
export async function requestEmailChange(
  tx: Tx,
  publicUrl: string,
  change: { customerId: string; firstName: string; oldEmail: string; newEmail: string },
): Promise<void> {
  const confirm = newLinkToken();
  const undo = newLinkToken();
  await tx.update(emailChanges).set({ cancelledAt: sql`now()` }).where(isPending(change.customerId));
  await tx.insert(emailChanges).values({
    customerId: change.customerId,
    oldEmail: change.oldEmail,
    newEmail: change.newEmail,
    confirmTokenHash: confirm.hash,
    undoTokenHash: undo.hash,
    confirmExpiresAt: sql`now() + ${CONFIRM_LIFETIME}`,
    undoExpiresAt: sql`now() + ${UNDO_LIFETIME}`,
  });
  await queueEmail(tx, { to: change.newEmail, ...emailChangeConfirmEmail(change, link(publicUrl, CONFIRM_EMAIL_PATH, confirm.token)) });
  await queueEmail(tx, { to: change.oldEmail, ...emailChangeNoticeEmail(change, link(publicUrl, UNDO_EMAIL_CHANGE_PATH, undo.token)) });
}

/** Sets the customer's email, answering 409 when another account took it meanwhile. */
async function setEmail(tx: Tx, customerId: string, email: string, takenMessage: string): Promise<void> {
  await assertEmailFree(tx, email, customerId, takenMessage);
  try {
    await tx.update(customers).set({ email, updatedAt: sql`now()` }).where(eq(customers.id, customerId));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(takenMessage);
    throw error;
  }
}

/** Applies a pending change from its confirmation link; every older token of the account stops working. */
export function confirmEmailChange(deps: LinkDeps, token: string, ip: string): Promise<{ email: string }> {
  return deps.throttle.run(authLimits.emailLink(ip), () =>
    deps.db.transaction(async (tx) => {
      const [change] = await tx
        .update(emailChanges)
        .set({ confirmedAt: sql`now()` })
        .where(
          and(
            eq(emailChanges.confirmTokenHash, hashLinkToken(token)),
            isNull(emailChanges.confirmedAt),
            isNull(emailChanges.cancelledAt),
            gt(emailChanges.confirmExpiresAt, sql`now()`),
          ),
        )
        .returning({ customerId: emailChanges.customerId, newEmail: emailChanges.newEmail });
      if (!change) throw badRequest(EMAIL_LINK_INVALID);
      // Throwing rolls the transaction back: the link stays unspent.
      await setEmail(tx, change.customerId, change.newEmail, EMAIL_TAKEN);
      await revokeTokens(tx, 'customer', change.customerId);
      // A reset link sent to the old address must not outlive the address.
      await voidResetLinks(tx, 'customer', change.customerId);
      return { email: change.newEmail };
    }),
  );
}

/**
 * From the notice sent to the old address: cancels every pending change of the account, restores
 * the old email if a change was applied, and signs every session out.
 */
export function undoEmailChange(deps: LinkDeps, token: string, ip: string): Promise<{ email: string }> {
  return deps.throttle.run(authLimits.emailLink(ip), () =>
    deps.db.transaction(async (tx) => {
      const [change] = await tx
        .update(emailChanges)
        .set({ undoneAt: sql`now()`, cancelledAt: sql`coalesce(${emailChanges.cancelledAt}, now())` })
        .where(
          and(
            eq(emailChanges.undoTokenHash, hashLinkToken(token)),
            isNull(emailChanges.undoneAt),
            gt(emailChanges.undoExpiresAt, sql`now()`),
          ),
        )
        .returning({ customerId: emailChanges.customerId, oldEmail: emailChanges.oldEmail });
      if (!change) throw badRequest(EMAIL_LINK_INVALID);
      await tx.update(emailChanges).set({ cancelledAt: sql`now()` }).where(isPending(change.customerId));
      const [current] = await tx.select({ email: customers.email }).from(customers).where(eq(customers.id, change.customerId));
      if (!current) throw badRequest(EMAIL_LINK_INVALID);
      if (current.email !== change.oldEmail) await setEmail(tx, change.customerId, change.oldEmail, OLD_EMAIL_TAKEN);
      await revokeTokens(tx, 'customer', change.customerId);
      // Including any link whoever made the change asked for at the address being taken back.
      await voidResetLinks(tx, 'customer', change.customerId);
      return { email: change.oldEmail };
    }),
  );
}
