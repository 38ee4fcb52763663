/**
 * Every admin change to a campaign (create, edit, delete, send, schedule, back to draft) runs here:
 * in one transaction with the campaign's row as it was and as it is after, recorded in the audit
 * trail (docs/decisions/0224-audit-trail.md). The row is locked first, so the sender claiming it at
 * the same moment waits, and the before the entry shows is the one the change replaced.
 */
import { eq } from 'drizzle-orm';
import type { AuditAction } from '#contracts/admin-audit';
import type { Tx } from '../../db/client';
import { campaigns } from '../../db/schema';
import type { Store } from '../../db/unit-of-work';
import { type AuditActor, diffRows, recordAdminChange } from '../audit';

async function campaignRow(tx: Tx, id: string) {
  const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
  return row ?? null;
}

/**
 * Runs `work` on the campaign `id` (none for a new one: `work` answers the new id) and records it.
 * `work` throws (404, 409) when the change may not happen; then nothing is recorded.
 */
export async function auditedCampaignWrite(
  store: Store,
  actor: AuditActor,
  action: AuditAction,
  id: string | null,
  work: (tx: Tx) => Promise<string | void>,
): Promise<string> {
  return store.write(async (tx) => {
    const before = id ? await campaignRow(tx, id) : null;
    const changedId = (await work(tx)) ?? id;
    if (!changedId) throw new Error('a campaign write answered no id');
    const after = await campaignRow(tx, changedId);
    const label = after?.name ?? before?.name ?? '';
    await recordAdminChange(tx, actor, { action, record: { type: 'campaign', id: changedId, label }, changes: diffRows(before, after) });
    return changedId;
  });
}
