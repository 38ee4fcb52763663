/**
 * GET /admin/audit: the trail newest first, filtered by admin, by record or by action, in the one
 * paging shape of the admin lists (decision 0208). Each filter is the prefix of an index that ends
 * in (at, id), so a page is an index range read however long the trail grows.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditAdmin, AuditEntry, AuditList, auditListQuery } from '#contracts/admin-audit';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/client';
import { auditEntries, type AuditEntryRow } from '../../db/schema';
import { listAnswer, pageOfRows, sortedBy } from '../../lib/admin-lists';

type Query = z.output<typeof auditListQuery>;

export function toAuditEntry(row: AuditEntryRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    admin: { id: row.adminId, name: row.adminName, email: row.adminEmail },
    action: row.action,
    record: { type: row.recordType, id: row.recordId, label: row.recordLabel },
    changes: row.changes,
    requestId: row.requestId,
  };
}

/**
 * Every admin the trail has seen, with the name and email of their latest entry: a skip scan of the
 * admin index (one index probe per admin), not a read of the whole trail.
 */
export async function adminsSeen(db: DbOrTx): Promise<AuditAdmin[]> {
  const rows = await queryRows<{ id: string; name: string; email: string }>(
    db,
    sql`with recursive seen(admin_id) as (
          (select admin_id from audit_entries order by admin_id limit 1)
          union all
          select (select e.admin_id from audit_entries e where e.admin_id > seen.admin_id order by e.admin_id limit 1)
          from seen where seen.admin_id is not null
        )
        select seen.admin_id::text as id, latest.admin_name as name, latest.admin_email as email
        from seen
        cross join lateral (
          select admin_name, admin_email from audit_entries e where e.admin_id = seen.admin_id order by e.at desc, e.id desc limit 1
        ) latest
        where seen.admin_id is not null`,
  );
  return rows.sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
}

export async function listAuditEntries(db: DbOrTx, query: Query): Promise<AuditList> {
  const conditions: SQL[] = [];
  if (query.adminId) conditions.push(eq(auditEntries.adminId, query.adminId));
  if (query.recordType) conditions.push(eq(auditEntries.recordType, query.recordType));
  if (query.recordId) conditions.push(eq(auditEntries.recordId, query.recordId));
  if (query.action) conditions.push(eq(auditEntries.action, query.action));
  const where = conditions.length ? and(...conditions) : undefined;
  const [{ rows, total }, admins] = await Promise.all([pageOfRows(db, auditEntries, where, sortedBy(auditEntries.at, auditEntries.id, 'desc'), query), adminsSeen(db)]);
  return { ...listAnswer('entries', rows.map(toAuditEntry), query, total), admins };
}
