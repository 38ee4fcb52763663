/**
 * Admin accounts. Who may create one (docs/decisions/0022-admin-registration.md): anyone while no admin
 * exists yet (first run); afterwards a colleague comes in only through an admin's emailed invitation
 * (staff-service.ts, docs/decisions/0225-staff-invitations.md). In production the first-run path is
 * closed: the first admin comes from ADMIN_EMAIL/ADMIN_PASSWORD at start
 * (docs/decisions/0173-first-admin-in-production.md).
 */
import { eq, sql } from 'drizzle-orm';
import type { AdminSession } from '#contracts/account';
import type { PublicAdmin } from '#contracts/auth';
import type { Db, DbOrTx } from '../../../db/client';
import { admins } from '../../../db/schema';
import { conflict, forbidden, notFound } from '../../../lib/http-errors';
import { hashPassword } from '../../../lib/passwords';
import type { TokenService } from '../../../lib/tokens';
import { authLimits } from '../throttles/auth-limits';
import { assertAcceptablePassword } from '../passwords/password-policy';
import type { SignedIn } from '../sign-in/sign-in';
import type { Throttle } from '../throttles/throttle';

export const ADMIN_EXISTS =
  'An admin account already exists. Ask an admin to invite you: they can send you an invitation from Settings, Staff.';
export const ADMIN_EMAIL_TAKEN = 'An admin account with this email already exists';
export const FIRST_ADMIN_FROM_SETTINGS =
  'Admin sign-up is closed: the first admin is created from the shop\'s ADMIN_EMAIL and ADMIN_PASSWORD settings. Ask an admin to invite you.';

/** Any fixed 64-bit number; it names the one lock first-run registrations queue on. */
const FIRST_ADMIN_LOCK = 7_305_001;

export async function loadAdmin(db: DbOrTx, id: string): Promise<PublicAdmin> {
  const [row] = await db.select({ id: admins.id, name: admins.name, email: admins.email, role: admins.role }).from(admins).where(eq(admins.id, id));
  if (!row) throw notFound('Admin not found');
  return row;
}

/**
 * The admin and a token carrying their role (decision 0250). The role is read after the sign-in
 * took its token version; a role change in between bumped the version, so such a token is already dead.
 */
export async function adminSession(deps: { db: DbOrTx; tokens: TokenService }, signedIn: SignedIn): Promise<AdminSession> {
  const admin = await loadAdmin(deps.db, signedIn.id);
  const token = await deps.tokens.sign('admin', { sub: signedIn.id, ver: signedIn.tokenVersion, staffRole: admin.role });
  return { admin, token };
}

/** Whether the login page may offer "Create the first admin": first run allowed here, and no admin yet. */
export async function firstAdminOpen(db: DbOrTx, anonymousFirstAdmin: boolean): Promise<boolean> {
  if (!anonymousFirstAdmin) return false;
  const [existing] = await db.select({ id: admins.id }).from(admins).limit(1);
  return !existing;
}

/** The first admin of a fresh shop (first run only); colleagues come by invitation (staff-service.ts). */
export function registerAdmin(
  deps: { db: Db; throttle: Throttle; anonymousFirstAdmin: boolean },
  input: { name: string; email: string; password: string },
  ip: string,
): Promise<SignedIn> {
  // Refused before the throttle and the password hash: nothing about the request matters.
  if (!deps.anonymousFirstAdmin) return Promise.reject(forbidden(FIRST_ADMIN_FROM_SETTINGS));
  return deps.throttle.run(authLimits.register('admin', ip), async () => {
    await assertAcceptablePassword(input.password, { kind: 'admin', email: input.email, names: [input.name] });
    const passwordHash = await hashPassword(input.password);
    return deps.db.transaction(async (tx) => {
      // Two first-run sign-ups racing each other queue here, so only one becomes the first admin.
      await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`);
      const [existing] = await tx.select({ id: admins.id }).from(admins).limit(1);
      if (existing) throw forbidden(ADMIN_EXISTS);
      const [row] = await tx
        .insert(admins)
        .values({ name: input.name, email: input.email, role: 'owner', passwordHash })
        .onConflictDoNothing({ target: admins.email })
        .returning({ id: admins.id, tokenVersion: admins.tokenVersion });
      if (!row) throw conflict(ADMIN_EMAIL_TAKEN);
      return row;
    });
  });
}
