/**
 * Password recovery for either kind of account.
 *
 * A reset token is 32 random bytes (base64url) sent only by email; the database keeps its SHA-256,
 * so a leaked table holds no usable link. A token lives one hour, is single-use (consumed by one
 * conditional UPDATE, so two clicks cannot both succeed), and asking again voids the earlier ones.
 * Using it sets the password and bumps the token version, which signs out every other session.
 * A link is only ever good for the password and email it was sent under: changing either voids
 * every outstanding link (voidResetLinks, docs/decisions/0211), so a link read from a mailbox the
 * owner has since left, or asked for by whoever held the account for a while, opens nothing.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import type { Store } from '../../../db/unit-of-work';
import { passwordResetTokens } from '../../../db/schema';
import { badRequest, conflict, notFound } from '../../../lib/http-errors';
import { hashLinkToken, newLinkToken } from '../../../lib/link-tokens';
import { hashPassword } from '../../../lib/passwords';
import { passwordResetEmail, queueEmail } from '../../email';
import { type AccountEmailPlaces, tellPasswordChanged } from '../customers/account-emails';
import { authLimits } from '../throttles/auth-limits';
import { type AccountKind, type Credentials, credentialsByEmail, credentialsById, revokeTokens } from './credentials';
import { CUSTOMER_NOT_FOUND } from '../customers/customer-status';
import { assertAcceptablePassword } from './password-policy';
import type { SignedIn } from '../sign-in/sign-in';
import type { Throttle } from '../throttles/throttle';

export const RESET_REQUESTED = 'If an account exists for that email, we have sent a link to reset the password.';
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired.';

const TOKEN_LIFETIME = sql`interval '1 hour'`;
const LINK_PATH: Record<AccountKind, string> = { customer: '/reset-password', admin: '/admin/reset-password' };
/**
 * A request for an unknown email does no database writes and would answer sooner than one for a
 * real account; every answer waits until at least this long after the request came in.
 */
const MIN_ANSWER_MS = 200;

export interface ResetDeps {
  db: Db;
  store: Store;
  throttle: Throttle;
}

/** A reset also tells a customer their password changed (account-emails.ts). */
export type ResetUseDeps = ResetDeps & { places: AccountEmailPlaces };

export function resetLink(publicUrl: string, kind: AccountKind, token: string): string {
  return `${publicUrl}${LINK_PATH[kind]}?token=${encodeURIComponent(token)}`;
}

/**
 * Issues a token and queues the email when the account exists and is active; otherwise does
 * nothing, in about the same time. Answers whether an email was queued (the caller kicks delivery).
 */
export async function requestPasswordReset(
  deps: ResetDeps & { publicUrl: string },
  kind: AccountKind,
  email: string,
  ip: string,
): Promise<boolean> {
  const started = Date.now();
  const queued = await deps.throttle.run(authLimits.forgotPassword(kind, ip), () => issueReset(deps, kind, email));
  const wait = MIN_ANSWER_MS - (Date.now() - started);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return queued;
}

async function issueReset(deps: ResetDeps & { publicUrl: string }, kind: AccountKind, email: string): Promise<boolean> {
  // Counted per address whether or not it has an account, so the cap reveals nothing either.
  if (!(await deps.throttle.allow(authLimits.resetEmails(kind, email)))) return false;
  const account = await credentialsByEmail(deps.db, kind, email);
  if (!account || !account.active) return false;
  await queueResetLink(deps, kind, account);
  return true;
}

/** Voids the account's earlier links, stores the new one's hash and queues the email, in one transaction. */
async function queueResetLink(
  deps: { store: Store; publicUrl: string },
  kind: AccountKind,
  account: Credentials,
  alsoInTransaction?: (tx: Tx, account: Credentials) => Promise<void>,
): Promise<void> {
  const { token, hash } = newLinkToken();
  const email = passwordResetEmail(resetLink(deps.publicUrl, kind, token));
  await deps.store.write(async (tx) => {
    await voidResetLinks(tx, kind, account.id);
    await tx.insert(passwordResetTokens).values({
      accountKind: kind,
      accountId: account.id,
      tokenHash: hash,
      expiresAt: sql`now() + ${TOKEN_LIFETIME}`,
    });
    await queueEmail(tx, { to: account.email, ...email });
    await alsoInTransaction?.(tx, account);
  });
}

/** Marks every unused reset link of the account spent: a new link, a new password or a new email. */
export async function voidResetLinks(tx: DbOrTx, kind: AccountKind, accountId: string): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.accountKind, kind),
        eq(passwordResetTokens.accountId, accountId),
        isNull(passwordResetTokens.usedAt),
      ),
    );
}

export const RESET_NEEDS_ACTIVE_ACCOUNT = 'This customer is archived: restore the account before sending a reset link.';

/**
 * An admin sends a customer the reset email (the back office's "reset password"): the same
 * single-use link the customer could ask for themself, with no throttle (the caller is an admin).
 */
export async function sendCustomerResetLink(
  deps: { db: DbOrTx; store: Store; publicUrl: string },
  customerId: string,
  /** Runs in the link's transaction: the back office records the reset in its audit trail there (decision 0224). */
  alsoInTransaction?: (tx: Tx, account: { id: string; email: string }) => Promise<void>,
): Promise<{ email: string }> {
  const account = await credentialsById(deps.db, 'customer', customerId);
  if (!account) throw notFound(CUSTOMER_NOT_FOUND);
  if (!account.active) throw conflict(RESET_NEEDS_ACTIVE_ACCOUNT);
  await queueResetLink(deps, 'customer', account, alsoInTransaction);
  return { email: account.email };
}

/** Sets the new password if the token is valid, unused and unexpired; signs that account in (its email is the device proof's). */
export function resetPassword(
  deps: ResetUseDeps,
  kind: AccountKind,
  input: { token: string; password: string },
  ip: string,
): Promise<SignedIn & { email: string }> {
  return deps.throttle.run(authLimits.resetPassword(kind, ip), async () => {
    // Checked before the token is spent, so a refused password leaves the link usable.
    await assertAcceptablePassword(input.password, { kind });
    const passwordHash = await hashPassword(input.password);
    return deps.store.write(async (tx) => {
      const [spent] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, hashLinkToken(input.token)),
            eq(passwordResetTokens.accountKind, kind),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ accountId: passwordResetTokens.accountId });
      const account = spent ? await credentialsById(tx, kind, spent.accountId) : null;
      if (!account || !account.active) throw badRequest(RESET_LINK_INVALID);
      // Throwing here rolls the transaction back: the token is not spent.
      await assertAcceptablePassword(input.password, { kind, email: account.email });
      const tokenVersion = await revokeTokens(tx, kind, account.id, passwordHash);
      if (kind === 'customer') await tellPasswordChanged(tx, account.id, deps.places);
      return { id: account.id, tokenVersion, email: account.email };
    });
  });
}
