/**
 * Campaign records: creating and editing them, reading one with its figures, the list and the
 * stats over all campaigns. Status changes live in status-changes.ts, sending in sender.ts.
 */
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CampaignDetail,
  CampaignFigures,
  CampaignList,
  CampaignStats,
  CampaignSummary,
  campaignBody,
  campaignListQuery,
} from '#contracts/campaigns';
import type { DbOrTx } from '../../db/client';
import { campaigns, campaignSends, emails, emailUnsubscribes } from '../../db/schema';
import { containsPattern, listAnswer, pageOfRows, sortedBy } from '../../lib/admin-lists';
import { conflict, notFound } from '../../lib/http-errors';

type Row = typeof campaigns.$inferSelect;
type Body = z.output<typeof campaignBody>;

/** Statuses in which a campaign can still be edited, deleted or (re)scheduled. */
export const EDITABLE = ['draft', 'scheduled'] as const;

export function toCampaignSummary(row: Row): CampaignSummary {
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    preheader: row.previewText,
    audience: row.audience as CampaignSummary['audience'],
    inactiveDays: row.inactiveDays,
    status: row.status as CampaignSummary['status'],
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
    recipientCount: row.recipientCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const columnsOf = (body: Body) => ({
  name: body.name,
  subject: body.subject,
  previewText: body.preheader,
  body: body.body,
  audience: body.audience,
  inactiveDays: body.inactiveDays,
});

export async function createCampaign(db: DbOrTx, body: Body): Promise<string> {
  const [row] = await db.insert(campaigns).values(columnsOf(body)).returning({ id: campaigns.id });
  return row!.id;
}

/** A 404 for an unknown id, a 409 naming the status for one that can no longer change. */
async function refuseUnlessEditable(db: DbOrTx, id: string, action: string): Promise<never> {
  const [row] = await db.select({ status: campaigns.status }).from(campaigns).where(eq(campaigns.id, id));
  if (!row) throw notFound('Campaign not found');
  throw conflict(`This campaign is ${row.status} and can no longer be ${action}`);
}

export async function updateCampaign(db: DbOrTx, id: string, body: Body): Promise<void> {
  // Conditional on the status, so an edit never lands on a campaign the sender has just claimed.
  const changed = await db
    .update(campaigns)
    .set({ ...columnsOf(body), updatedAt: new Date() })
    .where(and(eq(campaigns.id, id), inArray(campaigns.status, EDITABLE)))
    .returning({ id: campaigns.id });
  if (changed.length === 0) await refuseUnlessEditable(db, id, 'edited');
}

export async function deleteCampaign(db: DbOrTx, id: string): Promise<void> {
  const deleted = await db
    .delete(campaigns)
    .where(and(eq(campaigns.id, id), inArray(campaigns.status, EDITABLE)))
    .returning({ id: campaigns.id });
  if (deleted.length === 0) await refuseUnlessEditable(db, id, 'deleted');
}

/** Delivered, failed and waiting emails of the given campaigns' recipients (all campaigns when none given). */
async function deliveryCounts(db: DbOrTx, campaignId?: string) {
  const [row] = await db
    .select({
      recipients: sql<number>`count(*)::int`,
      delivered: sql<number>`count(*) filter (where ${emails.status} = 'sent')::int`,
      failed: sql<number>`count(*) filter (where ${emails.status} = 'failed')::int`,
    })
    .from(campaignSends)
    .leftJoin(emails, eq(emails.id, campaignSends.emailId))
    .where(campaignId ? eq(campaignSends.campaignId, campaignId) : undefined);
  return row ?? { recipients: 0, delivered: 0, failed: 0 };
}

async function unsubscribeCount(db: DbOrTx, campaignId?: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(emailUnsubscribes)
    .where(campaignId ? eq(emailUnsubscribes.campaignId, campaignId) : undefined);
  return row?.total ?? 0;
}

async function figuresOf(db: DbOrTx, campaignId: string): Promise<CampaignFigures> {
  const [counts, unsubscribed] = await Promise.all([deliveryCounts(db, campaignId), unsubscribeCount(db, campaignId)]);
  return { ...counts, waiting: counts.recipients - counts.delivered - counts.failed, unsubscribed };
}

export async function campaignDetail(db: DbOrTx, id: string): Promise<CampaignDetail> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!row) throw notFound('Campaign not found');
  return { ...toCampaignSummary(row), body: row.body, figures: await figuresOf(db, id) };
}

type ListQuery = z.output<typeof campaignListQuery>;

const SORT_COLUMN = {
  createdAt: campaigns.createdAt,
  scheduledAt: campaigns.scheduledAt,
  sentAt: campaigns.sentAt,
  name: campaigns.name,
} as const;

export async function listCampaigns(db: DbOrTx, query: ListQuery): Promise<CampaignList> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(campaigns.status, query.status));
  if (query.search) conditions.push(sql`(${campaigns.name} || ' ' || ${campaigns.subject}) ilike ${containsPattern(query.search)}`);
  const where = conditions.length ? and(...conditions) : undefined;
  const { rows, total } = await pageOfRows(db, campaigns, where, sortedBy(SORT_COLUMN[query.sortBy], campaigns.id, query.sortOrder), query);
  return listAnswer('campaigns', rows.map(toCampaignSummary), query, total);
}

export async function campaignStats(db: DbOrTx): Promise<CampaignStats> {
  const [[byStatus], counts, unsubscribes] = await Promise.all([
    db
      .select({
        sent: sql<number>`count(*) filter (where ${campaigns.status} = 'sent')::int`,
        scheduled: sql<number>`count(*) filter (where ${campaigns.status} = 'scheduled')::int`,
        drafts: sql<number>`count(*) filter (where ${campaigns.status} = 'draft')::int`,
      })
      .from(campaigns),
    deliveryCounts(db),
    unsubscribeCount(db),
  ]);
  return {
    ...(byStatus ?? { sent: 0, scheduled: 0, drafts: 0 }),
    recipients: counts.recipients,
    deliveries: counts.delivered,
    failures: counts.failed,
    unsubscribes,
  };
}
