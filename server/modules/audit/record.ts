/**
 * Recording an admin's write in the audit trail (docs/decisions/0224-audit-trail.md). Every admin
 * write path calls `recordAdminChange(tx, actor, ...)` in the transaction of the write itself, so a
 * write that rolls back leaves no entry and a committed one always has its entry. The admin's
 * name and email are copied at the moment of the write: the entry stays readable after the admin
 * is renamed or removed.
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AuditAction, AuditChanges, AuditRecordType } from '#contracts/admin-audit';
import type { DbOrTx } from '../../db/client';
import { admins, auditEntries } from '../../db/schema';
import { adminIdOf } from '../../plugins/auth';
import { diffRows } from './changes';

/** Who made a change, and the request it came with (its id is in the access log too). */
export interface AuditActor {
  adminId: string;
  requestId: string | null;
}

/** The signed-in admin of an admin route (the guard has run), with the request's id. */
export function actorOf(request: FastifyRequest): AuditActor {
  return { adminId: adminIdOf(request), requestId: request.id };
}

export interface AuditedChange {
  action: AuditAction;
  record: { type: AuditRecordType; id: string; label: string };
  /** The changed fields, from `diffRows(before, after)` or written out for a change with no row. */
  changes: AuditChanges;
}

export async function recordAdminChange(tx: DbOrTx, actor: AuditActor, change: AuditedChange): Promise<void> {
  const [admin] = await tx.select({ name: admins.name, email: admins.email }).from(admins).where(eq(admins.id, actor.adminId));
  await tx.insert(auditEntries).values({
    adminId: actor.adminId,
    adminName: admin?.name ?? '',
    adminEmail: admin?.email ?? '',
    action: change.action,
    recordType: change.record.type,
    recordId: change.record.id,
    recordLabel: change.record.label,
    changes: change.changes,
    requestId: actor.requestId,
  });
}

/** The common case: the row before and after the write, diffed. */
export function recordRowChange(
  tx: DbOrTx,
  actor: AuditActor,
  action: AuditAction,
  record: AuditedChange['record'],
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Promise<void> {
  return recordAdminChange(tx, actor, { action, record, changes: diffRows(before, after) });
}
