/**
 * A campaign's recipients as CSV (GET /admin/campaigns/{id}/recipients/export): every address the
 * campaign went (or is going) to, by email, with the customer's name where the address is an
 * account's, what became of its email (delivered, failed, or still waiting, as the campaign's
 * figures count them) and whether the campaign's link unsubscribed it. Read in keyset batches by
 * email (docs/decisions/0229-list-exports.md).
 */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { campaigns, campaignSends, customers, emails, emailUnsubscribes } from '../../db/schema';
import type { CsvColumns } from '../../lib/csv';
import { notFound } from '../../lib/http-errors';
import { type BatchRow, keysBy, listBatches } from '../../lib/sort-keys';

const KEYS = keysBy(campaignSends.email, 'text', campaignSends.id, 'asc');

const recipientBatches = (db: DbOrTx, campaignId: string) =>
  listBatches(KEYS, eq(campaignSends.campaignId, campaignId), (cursor) =>
    db
      .select({
        email: campaignSends.email,
        customerId: campaignSends.customerId,
        firstName: customers.firstName,
        lastName: customers.lastName,
        emailStatus: emails.status,
        sentAt: emails.sentAt,
        unsubscribed: sql<boolean>`exists (select 1 from ${emailUnsubscribes} where ${emailUnsubscribes.email} = ${campaignSends.email} and ${emailUnsubscribes.campaignId} = ${campaignSends.campaignId})`,
        cursor,
      })
      .from(campaignSends)
      .leftJoin(customers, eq(customers.id, campaignSends.customerId))
      .leftJoin(emails, eq(emails.id, campaignSends.emailId)),
  );

type Row = BatchRow<ReturnType<typeof recipientBatches>>;

/** The campaign's figures' words: an email sent is delivered, a failed one failed, anything else waits. */
const delivery = (row: Row) => (row.emailStatus === 'sent' ? 'delivered' : row.emailStatus === 'failed' ? 'failed' : 'waiting');

export const RECIPIENT_COLUMNS: CsvColumns<Row> = [
  { header: 'email', value: (row) => row.email },
  { header: 'firstName', value: (row) => row.firstName },
  { header: 'lastName', value: (row) => row.lastName },
  { header: 'delivery', value: delivery },
  { header: 'deliveredAt', value: (row) => (row.emailStatus === 'sent' ? row.sentAt : null) },
  { header: 'unsubscribed', value: (row) => (row.unsubscribed ? 'yes' : 'no') },
  { header: 'customerId', value: (row) => row.customerId },
];

/** The campaign's name for the trail and the file; an unknown campaign is a 404. */
export async function campaignToExport(db: DbOrTx, campaignId: string): Promise<{ id: string; name: string }> {
  const [campaign] = await db.select({ id: campaigns.id, name: campaigns.name }).from(campaigns).where(eq(campaigns.id, campaignId));
  if (!campaign) throw notFound('Campaign not found');
  return campaign;
}

export const exportRecipients = (db: DbOrTx, campaignId: string) => ({
  columns: RECIPIENT_COLUMNS,
  batches: recipientBatches(db, campaignId),
});
