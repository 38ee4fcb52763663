/**
 * A campaign's status changes an admin asks for: schedule it, send it now, take a scheduled one
 * back to draft. Each is one conditional UPDATE, so it cannot race the sender: the sender claims a
 * due campaign with a row lock and moves it to 'sending' in the same transaction, and an UPDATE
 * that waited on that lock finds the status changed and touches nothing (a 409).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { campaigns } from '../../db/schema';
import { recordChange } from '../../db/unit-of-work';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { EDITABLE } from './campaign-records';

async function refuse(tx: Tx, id: string, message: (status: string) => string): Promise<never> {
  const [row] = await tx.select({ status: campaigns.status }).from(campaigns).where(eq(campaigns.id, id));
  if (!row) throw notFound('Campaign not found');
  throw conflict(message(row.status));
}

async function moveToScheduled(tx: Tx, id: string, at: Date, verb: string): Promise<void> {
  const changed = await tx
    .update(campaigns)
    .set({ status: 'scheduled', scheduledAt: at, updatedAt: new Date() })
    .where(and(eq(campaigns.id, id), inArray(campaigns.status, EDITABLE)))
    .returning({ id: campaigns.id });
  if (changed.length === 0) await refuse(tx, id, (status) => `This campaign is ${status} and cannot be ${verb}`);
  // The sender looks for due campaigns as soon as this commits (app.ts wires the kick).
  recordChange(tx, 'campaigns');
}

/** POST /{id}/schedule: a time in the future; the sender sends it when it comes. */
export async function scheduleCampaign(tx: Tx, id: string, scheduledAt: Date, now = new Date()): Promise<void> {
  if (scheduledAt.getTime() <= now.getTime()) {
    throw badRequest('scheduledAt must be in the future', [{ field: 'scheduledAt', message: 'must be in the future' }]);
  }
  await moveToScheduled(tx, id, scheduledAt, 'scheduled');
}

/** POST /{id}/send: due now; the sender picks it up straight after the commit. */
export async function sendCampaignNow(tx: Tx, id: string): Promise<void> {
  await moveToScheduled(tx, id, new Date(), 'sent again');
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
