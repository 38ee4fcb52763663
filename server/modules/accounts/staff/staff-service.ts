/**
 * The Staff section: who the admins are, inviting a colleague by email, changing their role and
 * removing one (docs/decisions/0225-staff-invitations.md, docs/decisions/0226-removing-an-admin.md,
 * docs/decisions/0250-staff-roles.md).
 *
 * Each staff write is one function here (invite, revoke an invitation, accept, change a role,
 * remove), so what must happen with each (an audit entry, say) has one place to go.
 *
 * - An invitation is a single-use link by email, like a password reset: 32 random bytes in the
 *   link, the SHA-256 in `admin_invitations`, 72 hours. Inviting the same email again withdraws
 *   the earlier link. Accepting spends it with one conditional UPDATE and creates the admin in the
 *   same transaction, with the password the invitee chose (the admin policy, decision 0212).
 * - Removing deletes the admin's row: the auth plugin finds no row for their token, so their next
 *   request is a 401, and their open invitations go with them (foreign key cascade). The last
 *   admin is never removed: the removal locks every admin row first, so two admins removing each
 *   other at once queue, and the second sees the first's removal before it counts who is left.
 * - Only owners reach these routes (lib/admin-powers.ts), and the role changes and removals check
 *   it again on the locked rows: a colleague demoted a moment ago on another process, whose token
 *   still says owner for up to a second, is refused. The shop always keeps an owner: the last one
 *   is never demoted, and nobody removes themselves. A role change bumps the colleague's token
 *   version, so their next request signs them in again under the new role.
 */
import { and, asc, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { StaffOverview, InvitationPreview } from '#contracts/staff';
import { ROLE_LABELS, ROLE_SUMMARIES, type StaffRole } from '#domain/staff-roles';
import { onOneLine } from '#domain/text';
import type { Db, DbOrTx } from '../../../db/client';
import type { Store } from '../../../db/unit-of-work';
import { adminInvitations, admins, passwordResetTokens, type AdminInvitationRow } from '../../../db/schema';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../../lib/http-errors';
import { hashLinkToken, newLinkToken } from '../../../lib/link-tokens';
import { hashPassword } from '../../../lib/passwords';
import { forgetTokenCheck } from '../../../lib/token-checks';
import { notAllowedFor } from '../../../plugins/auth';
import { type AuditActor, recordAdminChange } from '../../audit';
import { adminInvitationEmail, queueEmail } from '../../email';
import { ADMIN_EMAIL_TAKEN } from './admin-service';
import { authLimits } from '../throttles/auth-limits';
import { assertAcceptablePassword } from '../passwords/password-policy';
import type { SignedIn } from '../sign-in/sign-in';
import type { Throttle } from '../throttles/throttle';

export const INVITATION_LIFETIME_HOURS = 72;
const INVITATION_LIFETIME = sql.raw(`interval '${INVITATION_LIFETIME_HOURS} hours'`);
export const INVITATION_PATH = '/admin/invitation';

export const ALREADY_AN_ADMIN = 'This email already belongs to an admin.';
export const INVITATION_NOT_FOUND = 'Invitation not found, or no longer open';
export const INVITATION_INVALID = 'This invitation link is invalid. Check that you opened the whole link from the email.';
export const INVITATION_USED = 'This invitation has already been used. Sign in with the password you chose, or reset it.';
export const INVITATION_EXPIRED = 'This invitation has expired. Ask an admin to send you a new one.';
export const INVITATION_REVOKED = 'This invitation was withdrawn. Ask an admin to send you a new one.';
export const ADMIN_NOT_FOUND = 'Admin not found';
export const CANNOT_REMOVE_YOURSELF = 'You cannot remove your own account. Ask another admin to remove it.';
export const SESSION_ENDED = 'Your session has expired. Please log in again.';
export const LAST_ADMIN = 'The shop needs at least one admin: the last admin cannot be removed.';
export const LAST_OWNER = 'The shop needs at least one owner: make another admin an owner first.';

export function invitationLink(publicUrl: string, token: string): string {
  return `${publicUrl}${INVITATION_PATH}?token=${encodeURIComponent(token)}`;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The admins, oldest first, and the invitations still open (neither used, withdrawn nor expired), newest first. */
export async function listStaff(db: DbOrTx, viewerId: string): Promise<StaffOverview> {
  const [people, open] = await Promise.all([
    db
      .select({ id: admins.id, name: admins.name, email: admins.email, role: admins.role, createdAt: admins.createdAt, lastLoginAt: admins.lastLoginAt })
      .from(admins)
      .orderBy(asc(admins.createdAt), asc(admins.id)),
    db
      .select({
        id: adminInvitations.id,
        name: adminInvitations.name,
        email: adminInvitations.email,
        role: adminInvitations.role,
        invitedBy: admins.name,
        createdAt: adminInvitations.createdAt,
        expiresAt: adminInvitations.expiresAt,
      })
      .from(adminInvitations)
      .innerJoin(admins, eq(admins.id, adminInvitations.invitedBy))
      .where(and(openInvitation(), gt(adminInvitations.expiresAt, sql`now()`)))
      .orderBy(desc(adminInvitations.createdAt), desc(adminInvitations.id)),
  ]);
  return {
    admins: people.map((p) => ({
      id: p.id,
      name: p.name,
      email: p.email,
      role: p.role,
      addedAt: iso(p.createdAt),
      lastSignedInAt: p.lastLoginAt ? iso(p.lastLoginAt) : null,
      you: p.id === viewerId,
    })),
    invitations: open.map(({ createdAt, expiresAt, ...rest }) => ({ ...rest, invitedAt: iso(createdAt), expiresAt: iso(expiresAt) })),
  };
}

/** Neither used nor withdrawn (expiry is checked where it matters). */
function openInvitation() {
  return and(isNull(adminInvitations.acceptedAt), isNull(adminInvitations.revokedAt));
}

/**
 * An admin invites a colleague: withdraws any open invitation for that email, stores the new
 * link's hash and queues the email, in one transaction (delivery starts after the commit).
 */
export async function inviteAdmin(
  deps: { store: Store; publicUrl: string },
  actor: AuditActor,
  input: { name: string; email: string; role: StaffRole },
): Promise<{ id: string; email: string; expiresAt: string }> {
  const inviterId = actor.adminId;
  const { token, hash } = newLinkToken();
  const link = invitationLink(deps.publicUrl, token);
  return deps.store.write(async (tx) => {
    const [taken] = await tx.select({ id: admins.id }).from(admins).where(eq(admins.email, input.email));
    if (taken) throw conflict(ALREADY_AN_ADMIN);
    const [found] = await tx.select({ name: admins.name }).from(admins).where(eq(admins.id, inviterId));
    if (!found) throw notFound(ADMIN_NOT_FOUND);
    // A name saved before forms refused line breaks must not break the email's subject.
    const inviter = { name: onOneLine(found.name) };
    await tx
      .update(adminInvitations)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(adminInvitations.email, input.email), openInvitation()));
    const [row] = await tx
      .insert(adminInvitations)
      .values({ name: input.name, email: input.email, role: input.role, tokenHash: hash, invitedBy: inviterId, expiresAt: sql`now() + ${INVITATION_LIFETIME}` })
      .returning({ id: adminInvitations.id, expiresAt: adminInvitations.expiresAt });
    const email = adminInvitationEmail({
      inviterName: inviter.name,
      inviteeName: input.name,
      roleLabel: ROLE_LABELS[input.role].toLowerCase(),
      roleSummary: ROLE_SUMMARIES[input.role].toLowerCase(),
      lifetimeHours: INVITATION_LIFETIME_HOURS,
      link,
    });
    await queueEmail(tx, { to: input.email, ...email });
    await recordAdminChange(tx, actor, {
      action: 'admin.invite',
      record: { type: 'admin', id: row!.id, label: input.email },
      changes: { name: { before: null, after: input.name }, email: { before: null, after: input.email }, role: { before: null, after: input.role } },
    });
    return { id: row!.id, email: input.email, expiresAt: iso(row!.expiresAt) };
  });
}

/** Withdraws an open invitation: its link opens nothing from now on. */
export async function revokeInvitation(deps: { store: Store }, actor: AuditActor, invitationId: string): Promise<void> {
  await deps.store.write(async (tx) => {
    const [row] = await tx
      .update(adminInvitations)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(adminInvitations.id, invitationId), openInvitation()))
      .returning({ id: adminInvitations.id, email: adminInvitations.email });
    if (!row) throw notFound(INVITATION_NOT_FOUND);
    await recordAdminChange(tx, actor, {
      action: 'admin.withdraw_invitation',
      record: { type: 'admin', id: row.id, label: row.email },
      changes: { invitation: { before: 'open', after: 'withdrawn' } },
    });
  });
}

/** Why a link that opened nothing opened nothing, in the invitee's words. */
function refusalOf(row: Pick<AdminInvitationRow, 'acceptedAt' | 'revokedAt'> | undefined): string {
  if (!row) return INVITATION_INVALID;
  if (row.acceptedAt) return INVITATION_USED;
  if (row.revokedAt) return INVITATION_REVOKED;
  return INVITATION_EXPIRED;
}

async function refuseLink(db: DbOrTx, token: string): Promise<never> {
  const [row] = await db
    .select({ acceptedAt: adminInvitations.acceptedAt, revokedAt: adminInvitations.revokedAt })
    .from(adminInvitations)
    .where(eq(adminInvitations.tokenHash, hashLinkToken(token)));
  throw badRequest(refusalOf(row));
}

/** What an open link is for (the invitation page's greeting); a closed one is refused with its reason. */
export function previewInvitation(deps: { db: Db; throttle: Throttle }, token: string, ip: string): Promise<InvitationPreview> {
  return deps.throttle.run(authLimits.emailLink(ip), async () => {
    const [row] = await deps.db
      .select({ name: adminInvitations.name, email: adminInvitations.email, role: adminInvitations.role, invitedBy: admins.name, expiresAt: adminInvitations.expiresAt })
      .from(adminInvitations)
      .innerJoin(admins, eq(admins.id, adminInvitations.invitedBy))
      .where(and(eq(adminInvitations.tokenHash, hashLinkToken(token)), openInvitation(), gt(adminInvitations.expiresAt, sql`now()`)));
    if (!row) return refuseLink(deps.db, token);
    return { ...row, expiresAt: iso(row.expiresAt) };
  });
}

/**
 * The invitee chooses a password: the link is spent and the admin created in one transaction, so
 * two clicks cannot both succeed and a refused password leaves the link usable. Answers the new
 * admin's token claims and email (for the device proof).
 */
export function acceptInvitation(
  deps: { db: Db; throttle: Throttle },
  input: { token: string; password: string },
  request: { ip: string; id: string },
): Promise<SignedIn & { email: string }> {
  const { ip } = request;
  return deps.throttle.run(authLimits.emailLink(ip), async () => {
    await assertAcceptablePassword(input.password, { kind: 'admin' });
    const passwordHash = await hashPassword(input.password);
    return deps.db.transaction(async (tx) => {
      const [spent] = await tx
        .update(adminInvitations)
        .set({ acceptedAt: sql`now()` })
        .where(and(eq(adminInvitations.tokenHash, hashLinkToken(input.token)), openInvitation(), gt(adminInvitations.expiresAt, sql`now()`)))
        .returning({ name: adminInvitations.name, email: adminInvitations.email, role: adminInvitations.role });
      if (!spent) return refuseLink(tx, input.token);
      // Throwing here rolls the transaction back: the link is not spent.
      await assertAcceptablePassword(input.password, { kind: 'admin', email: spent.email, names: [spent.name] });
      const [row] = await tx
        .insert(admins)
        .values({ name: spent.name, email: spent.email, role: spent.role, passwordHash, lastLoginAt: sql`now()` })
        .onConflictDoNothing({ target: admins.email })
        .returning({ id: admins.id, tokenVersion: admins.tokenVersion });
      if (!row) throw conflict(ADMIN_EMAIL_TAKEN);
      // The newcomer is the one signed in from here: the entry names them, joining.
      await recordAdminChange(tx, { adminId: row.id, requestId: request.id }, {
        action: 'admin.join',
        record: { type: 'admin', id: row.id, label: spent.email },
        changes: { name: { before: null, after: spent.name }, email: { before: null, after: spent.email }, role: { before: null, after: spent.role } },
      });
      return { id: row.id, tokenVersion: row.tokenVersion, email: spent.email };
    });
  });
}

/**
 * Every admin row, locked in id order, so staff changes made at once queue here and each counts
 * what the one before it left. The actor must still be among them, and still an owner.
 */
async function lockStaff(tx: DbOrTx, actorId: string): Promise<{ id: string; role: StaffRole }[]> {
  const locked = await tx.select({ id: admins.id, role: admins.role }).from(admins).orderBy(asc(admins.id)).for('update');
  const actor = locked.find((a) => a.id === actorId);
  // Removed by a colleague a moment ago (the two removed each other at once): signed out, like their next request.
  if (!actor) throw unauthorized(SESSION_ENDED);
  // Demoted a moment ago: the token may still say owner on another process for up to a second.
  if (actor.role !== 'owner') throw forbidden(notAllowedFor(actor.role));
  return locked;
}

/**
 * Gives a colleague (or oneself) another role. The last owner keeps theirs. The colleague's tokens
 * stop working at once (their version is bumped), so the back office signs them in again and the
 * new token carries the new role. Answers the admin as changed, or as it was when nothing changed.
 */
export async function changeAdminRole(
  deps: { store: Store },
  actor: AuditActor,
  targetId: string,
  role: StaffRole,
): Promise<{ name: string; email: string; role: StaffRole; changed: boolean }> {
  return deps.store.write(async (tx) => {
    const locked = await lockStaff(tx, actor.adminId);
    const target = locked.find((a) => a.id === targetId);
    if (!target) throw notFound(ADMIN_NOT_FOUND);
    const [row] = await tx.select({ name: admins.name, email: admins.email }).from(admins).where(eq(admins.id, targetId));
    if (target.role === role) return { ...row!, role, changed: false };
    const owners = locked.filter((a) => a.role === 'owner').length;
    if (target.role === 'owner' && owners < 2) throw conflict(LAST_OWNER);
    await tx
      .update(admins)
      .set({ role, tokenVersion: sql`${admins.tokenVersion} + 1`, updatedAt: sql`now()` })
      .where(eq(admins.id, targetId));
    forgetTokenCheck('admin', targetId);
    await recordAdminChange(tx, actor, {
      action: 'admin.role',
      record: { type: 'admin', id: targetId, label: row!.email },
      changes: { role: { before: target.role, after: role } },
    });
    return { ...row!, role, changed: true };
  });
}

/**
 * Removes a colleague (never oneself, never the last admin). Every admin row is locked first, in
 * id order: a concurrent removal waits here, and once it has committed this one's count sees it.
 */
export async function removeAdmin(deps: { store: Store }, actor: AuditActor, targetId: string): Promise<{ name: string; email: string }> {
  const actorId = actor.adminId;
  if (actorId === targetId) throw conflict(CANNOT_REMOVE_YOURSELF);
  return deps.store.write(async (tx) => {
    const locked = await lockStaff(tx, actorId);
    if (!locked.some((a) => a.id === targetId)) throw notFound(ADMIN_NOT_FOUND);
    if (locked.length < 2) throw conflict(LAST_ADMIN);
    const [gone] = await tx
      .delete(admins)
      .where(and(eq(admins.id, targetId), ne(admins.id, actorId)))
      .returning({ name: admins.name, email: admins.email });
    if (!gone) throw notFound(ADMIN_NOT_FOUND);
    forgetTokenCheck('admin', targetId);
    // No foreign key reaches reset links (they name either kind of account): they go by hand.
    await tx.delete(passwordResetTokens).where(and(eq(passwordResetTokens.accountKind, 'admin'), eq(passwordResetTokens.accountId, targetId)));
    await recordAdminChange(tx, actor, {
      action: 'admin.remove',
      record: { type: 'admin', id: targetId, label: gone.email },
      changes: { name: { before: gone.name, after: null }, email: { before: gone.email, after: null } },
    });
    return gone;
  });
}
