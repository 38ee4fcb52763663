/**
 * The sign-in side of both kinds of account. Customers and admins keep their credentials in
 * their own tables with the same columns (email, password_hash, token_version), so sign-in,
 * password reset and logout are written once here, parameterised by the account kind.
 */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { admins, customers } from '../../../db/schema';
import { forgetTokenCheck } from '../../../lib/token-checks';
import type { Role } from '../../../lib/tokens';

/** An account kind is also its token role and its `password_reset_tokens.account_kind`. */
export type AccountKind = Role;

const TABLE = { customer: customers, admin: admins } as const;

/** Archived customers keep their row (orders point at it) but may not sign in; admins are never archived. */
const ACTIVE = {
  customer: sql<boolean>`${customers.status} = 'active'`,
  admin: sql<boolean>`true`,
} as const;

export interface Credentials {
  id: string;
  email: string;
  passwordHash: string;
  tokenVersion: number;
  active: boolean;
}

async function credentialsWhere(db: DbOrTx, kind: AccountKind, column: 'email' | 'id', value: string) {
  const table = TABLE[kind];
  const [row] = await db
    .select({
      id: table.id,
      email: table.email,
      passwordHash: table.passwordHash,
      tokenVersion: table.tokenVersion,
      active: ACTIVE[kind],
    })
    .from(table)
    .where(eq(table[column], value));
  return row ?? null;
}

export function credentialsByEmail(db: DbOrTx, kind: AccountKind, email: string): Promise<Credentials | null> {
  return credentialsWhere(db, kind, 'email', email.toLowerCase());
}

export function credentialsById(db: DbOrTx, kind: AccountKind, id: string): Promise<Credentials | null> {
  return credentialsWhere(db, kind, 'id', id);
}

/**
 * Bumps the token version, so every token signed before stops working (auth plugin), optionally
 * with a new password hash. Answers the new version, for the token that keeps this device signed in.
 */
export async function revokeTokens(db: DbOrTx, kind: AccountKind, id: string, newPasswordHash?: string): Promise<number> {
  const table = TABLE[kind];
  const [row] = await db
    .update(table)
    .set({
      tokenVersion: sql`${table.tokenVersion} + 1`,
      updatedAt: sql`now()`,
      ...(newPasswordHash ? { passwordHash: newPasswordHash } : {}),
    })
    .where(eq(table.id, id))
    .returning({ tokenVersion: table.tokenVersion });
  if (!row) throw new Error(`${kind} ${id} vanished while its tokens were revoked`);
  forgetTokenCheck(kind, id);
  return row.tokenVersion;
}

export async function recordSignIn(db: DbOrTx, kind: AccountKind, id: string): Promise<void> {
  const table = TABLE[kind];
  await db.update(table).set({ lastLoginAt: sql`now()` }).where(eq(table.id, id));
}
