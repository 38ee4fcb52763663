/**
 * Who a campaign goes to, written down as its recipient rows in one INSERT ... SELECT when it
 * starts sending: active customers, newsletter subscribers (with or without an account), or
 * active customers with no paid order in the last N days. Everyone who used an unsubscribe link
 * (email_unsubscribes) is left out of every audience. ON CONFLICT DO NOTHING on the
 * (campaign, email) key makes writing the list twice harmless.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { CampaignAudience } from '#contracts/campaigns';
import { queryRows, type Tx } from '../../db/client';

const notUnsubscribed = (email: SQL) => sql`not exists (select 1 from email_unsubscribes u where u.email = ${email})`;

function audienceQuery(campaignId: string, audience: CampaignAudience, inactiveDays: number | null): SQL {
  switch (audience) {
    case 'all':
      return sql`select ${campaignId}::uuid, c.email, c.id from customers c
        where c.status = 'active' and ${notUnsubscribed(sql`c.email`)}`;
    case 'lapsed':
      return sql`select ${campaignId}::uuid, c.email, c.id from customers c
        where c.status = 'active' and ${notUnsubscribed(sql`c.email`)}
          and not exists (select 1 from orders o where o.customer_id = c.id and o.payment_status = 'paid'
            and o.paid_at > now() - make_interval(days => ${inactiveDays ?? 0}::int))`;
    case 'newsletter':
      return sql`select ${campaignId}::uuid, lower(n.email), c.id from newsletter_subscribers n
        left join customers c on c.email = lower(n.email)
        where n.confirmed_at is not null and n.unsubscribed_at is null and ${notUnsubscribed(sql`lower(n.email)`)}
          and (c.id is null or c.status = 'active')`;
  }
}

/** Writes the campaign's recipient rows and answers how many it has. */
export async function writeRecipients(tx: Tx, campaign: { id: string; audience: string; inactiveDays: number | null }): Promise<number> {
  await tx.execute(sql`insert into campaign_sends (campaign_id, email, customer_id)
    ${audienceQuery(campaign.id, campaign.audience as CampaignAudience, campaign.inactiveDays)}
    on conflict (campaign_id, email) do nothing`);
  const [row] = await queryRows<{ total: number }>(tx, sql`select count(*)::int as total from campaign_sends where campaign_id = ${campaign.id}`);
  return Number(row?.total ?? 0);
}
