/**
 * The campaign sender, a job of the shared runner (server/jobs). One round does three steps, each
 * its own transaction, each safe to run in any number of server processes at once:
 *
 * 1. start: claim one due scheduled campaign (FOR UPDATE SKIP LOCKED), write its recipient rows
 *    and move it to 'sending'. Only the process holding the lock can do this, and the status it
 *    commits means nobody starts it again.
 * 2. queue: claim a batch of pending recipient rows (FOR UPDATE SKIP LOCKED), and for each put its
 *    email in the outbox and mark the row queued, in the same transaction: the outbox row exists
 *    if and only if the recipient row says queued, so a crash rolls back both and the next round
 *    redoes exactly the rows that were not committed. Delivery (SMTP or the outbox) is the email
 *    module's job, started after the commit.
 * 3. finish: a 'sending' campaign with no pending row left becomes 'sent'.
 *
 * The exactly-once argument and its one window (SMTP accepted, commit lost) are in
 * docs/decisions/0131.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { claimBatch } from '../../jobs/claim';
import type { Job } from '../../jobs/runner';
import type { Tx } from '../../db/client';
import type { Store } from '../../db/unit-of-work';
import { campaigns, campaignSends } from '../../db/schema';
import { newLinkToken } from '../../lib/link-tokens';
import { queueEmail } from '../email';
import { unsubscribeLinks } from '../newsletter';
import { campaignEmailParts, type CampaignEmailParts, renderCampaignEmail } from './render';
import { startSending } from './status-changes';

export const CAMPAIGN_SENDER_JOB = 'campaign-sender';

/** Recipients queued per transaction. */
export const CAMPAIGN_BATCH = 50;

export interface CampaignSenderOptions {
  store: Store;
  publicUrl: string;
  log: FastifyBaseLogger;
  everyMs: number;
  batchSize?: number;
  /**
   * Called for each campaign that finished sending, inside the transaction that marks it sent
   * (for the admins' "campaign sent" notification, recorded with that transaction).
   */
  onSent?: (tx: Tx, campaign: { id: string; name: string; recipientCount: number }) => Promise<void>;
}

export function campaignSenderJob(options: CampaignSenderOptions): Job {
  const { store, publicUrl, log } = options;
  const batchSize = options.batchSize ?? CAMPAIGN_BATCH;

  /** Step 1: one due campaign gets its recipients and starts sending. */
  async function startDueCampaign(): Promise<boolean> {
    return store.write(async (tx) => {
      const [due] = await claimBatch(
        tx
          .select()
          .from(campaigns)
          .where(and(eq(campaigns.status, 'scheduled'), lte(campaigns.scheduledAt, sql`now()`)))
          .orderBy(asc(campaigns.scheduledAt))
          .$dynamic(),
        1,
      );
      if (!due) return false;
      const recipientCount = await startSending(tx, due);
      log.info({ campaignId: due.id, recipientCount }, 'campaign started sending');
      return true;
    });
  }

  /** Step 2: a batch of pending recipients gets its emails; answers how many. */
  async function queueBatch(): Promise<number> {
    return store.write(async (tx) => {
      const batch = await claimBatch(
        tx
          .select()
          .from(campaignSends)
          .where(
            and(
              eq(campaignSends.status, 'pending'),
              // A subquery, not a join: FOR UPDATE must lock recipient rows only, never the campaign.
              inArray(campaignSends.campaignId, tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.status, 'sending'))),
            ),
          )
          .orderBy(asc(campaignSends.campaignId), asc(campaignSends.id))
          .$dynamic(),
        batchSize,
      );
      if (batch.length === 0) return 0;
      const ids = [...new Set(batch.map((row) => row.campaignId))];
      const contents = await tx.select().from(campaigns).where(inArray(campaigns.id, ids));
      const partsOf = new Map<string, CampaignEmailParts>(
        contents.map((c) => [c.id, campaignEmailParts({ subject: c.subject, preheader: c.previewText, body: c.body })]),
      );
      for (const recipient of batch) {
        const parts = partsOf.get(recipient.campaignId)!;
        const { token, hash } = newLinkToken();
        const links = unsubscribeLinks(publicUrl, token);
        const emailId = await queueEmail(tx, {
          to: recipient.email,
          subject: parts.subject,
          kind: 'campaign',
          ...renderCampaignEmail(parts, links.page),
          headers: { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        });
        await tx
          .update(campaignSends)
          .set({ status: 'queued', emailId, unsubscribeTokenHash: hash })
          .where(and(eq(campaignSends.id, recipient.id), eq(campaignSends.status, 'pending')));
      }
      return batch.length;
    });
  }

  /** Step 3: campaigns with every recipient queued are sent. */
  async function finishSentCampaigns(): Promise<void> {
    const finished = await store.write(async (tx) => {
      const rows = await tx
        .update(campaigns)
        .set({ status: 'sent', sentAt: new Date(), updatedAt: new Date() })
        .where(
          and(
            eq(campaigns.status, 'sending'),
            sql`not exists (select 1 from ${campaignSends} where ${campaignSends.campaignId} = ${campaigns.id} and ${campaignSends.status} = 'pending')`,
          ),
        )
        .returning({ id: campaigns.id, name: campaigns.name, recipientCount: campaigns.recipientCount });
      for (const campaign of rows) await options.onSent?.(tx, campaign);
      return rows;
    });
    for (const campaign of finished) log.info({ campaignId: campaign.id, recipientCount: campaign.recipientCount }, 'campaign sent');
  }

  async function runOnce(): Promise<boolean> {
    const started = await startDueCampaign();
    const queued = await queueBatch();
    if (queued < batchSize) await finishSentCampaigns();
    return started || queued === batchSize;
  }

  return { name: CAMPAIGN_SENDER_JOB, everyMs: options.everyMs, runOnce };
}
