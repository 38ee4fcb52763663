/**
 * A campaign's status changes an admin asks for: schedule it, send it now, take a scheduled one
 * back to draft. Each is conditional on the status under the row's lock, so it cannot race the
 * sender: the sender claims a due campaign with a row lock and moves it to 'sending' in the same
 * transaction, and a change that waited on that lock finds the status changed and touches nothing
 * (a 409).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { scheduleTimeProblem } from '#contracts/campaigns';
import type { Tx } from '../../db/client';
import { campaigns } from '../../db/schema';
import { recordChange } from '../../db/unit-of-work';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { writeRecipients } from './audience';
import { EDITABLE } from './campaign-records';

async function refuse(tx: Tx, id: string, message: (status: string) => string): Promise<never> {
  const [row] = await tx.select({ status: campaigns.status }).from(campaigns).where(eq(campaigns.id, id));
  if (!row) throw notFound('Campaign not found');
  throw conflict(message(row.status));
}

async function moveToScheduled(tx: Tx, id: string, at: Date): Promise<void> {
  const changed = await tx
    .update(campaigns)
    .set({ status: 'scheduled', scheduledAt: at, updatedAt: new Date() })
    .where(and(eq(campaigns.id, id), inArray(campaigns.status, EDITABLE)))
    .returning({ id: campaigns.id });
  if (changed.length === 0) await refuse(tx, id, (status) => `This campaign is ${status} and cannot be scheduled`);
  // The sender looks for due campaigns as soon as this commits (app.ts wires the kick).
  recordChange(tx, 'campaigns');
}

/** POST /{id}/schedule: a time in the future; the sender sends it when it comes. */
export async function scheduleCampaign(tx: Tx, id: string, scheduledAt: Date, now = new Date()): Promise<void> {
  const problem = scheduleTimeProblem(scheduledAt, now);
  if (problem) throw badRequest(problem, [{ field: 'scheduledAt', message: problem }]);
  await moveToScheduled(tx, id, scheduledAt);
}

/**
 * A campaign starts sending: its recipients are written (one INSERT ... SELECT) and it moves to
 * 'sending' in the caller's transaction. The sender's first step does this for a scheduled campaign
 * that came due; Send now does it in the admin's own transaction, so the audit trail records the
 * send as what it is (status draft → sending, its recipients), not as a schedule for now.
 */
export async function startSending(
  tx: Tx,
  campaign: { id: string; audience: string; inactiveDays: number | null },
  changes: { scheduledAt?: null } = {},
): Promise<number> {
  const recipientCount = await writeRecipients(tx, campaign);
  await tx.update(campaigns).set({ status: 'sending', recipientCount, updatedAt: new Date(), ...changes }).where(eq(campaigns.id, campaign.id));
  return recipientCount;
}

/**
 * POST /{id}/send: a draft or scheduled campaign starts sending now (a scheduled one loses its
 * time); the sender queues its emails straight after the commit. The row lock waits for a sender
 * claiming the same campaign, and then finds it no longer editable (409).
 */
export async function sendCampaignNow(tx: Tx, id: string): Promise<void> {
  const [row] = await tx
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, id), inArray(campaigns.status, EDITABLE)))
    .for('update');
  if (!row) return refuse(tx, id, (status) => `This campaign is ${status} and cannot be sent again`);
  await startSending(tx, row, { scheduledAt: null });
  recordChange(tx, 'campaigns');
}

/** PUT /{id}/draft: only a scheduled campaign goes back to draft (and loses its time). */
export async function campaignBackToDraft(tx: Tx, id: string): Promise<void> {
  const changed = await tx
    .update(campaigns)
    .set({ status: 'draft', scheduledAt: null, updatedAt: new Date() })
    .where(and(eq(campaigns.id, id), eq(campaigns.status, 'scheduled')))
    .returning({ id: campaigns.id });
  if (changed.length === 0) {
    await refuse(tx, id, (status) => (status === 'draft' ? 'This campaign is already a draft' : `This campaign is ${status} and cannot go back to draft`));
  }
}
