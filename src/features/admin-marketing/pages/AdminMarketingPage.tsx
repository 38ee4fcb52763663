/**
 * /admin/marketing: discounts and campaigns at a glance (the discount codes' figures, the
 * campaigns' figures and the latest few campaigns) with the way to their screens and to the
 * newsletter's subscribers.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AdminPageHeader, Panel, PanelLink } from '../../../components/admin/AdminPage';
import { StatusBadge } from '../../../components/StatusBadge';
import { paths } from '../../../config/paths';
import { formatDayTime } from '../../../lib/format';
import { campaignStatsQuery, campaignsQuery } from '../api/campaigns';
import { CampaignStatCards } from '../components/CampaignStatCards';
import { DiscountStatsCards } from '../components/DiscountStatsCards';

const LATEST = { page: 1, limit: 5 };

export function AdminMarketingPage() {
  const stats = useQuery(campaignStatsQuery());
  const latest = useQuery(campaignsQuery(LATEST));
  return (
    <>
      <AdminPageHeader
        eyebrow="Marketing"
        title="Marketing"
        description="Discounts and email campaigns, with how they are performing."
        actions={
          <>
            <Link to={paths.admin.discounts.getHref()} className="btn-secondary">Discounts</Link>
            <Link to={paths.admin.subscribers.getHref()} className="btn-secondary">Subscribers</Link>
            <Link to={paths.admin.campaignCreate.getHref()} className="btn-primary">New campaign</Link>
          </>
        }
      />
      <div className="mb-3 flex items-baseline justify-between gap-4">
        <h2 className="font-serif text-[22px] text-ink">Discount codes</h2>
        <PanelLink to={paths.admin.discounts.getHref()}>Manage codes</PanelLink>
      </div>
      <DiscountStatsCards />
      <h2 className="mb-3 font-serif text-[22px] text-ink">Email campaigns</h2>
      <div className="mb-6">
        <CampaignStatCards stats={stats.data} />
      </div>
      <Panel title="Latest campaigns" action={<PanelLink to={paths.admin.campaigns.getHref()}>View all</PanelLink>} flush>
        {latest.data && latest.data.campaigns.length === 0 ? (
          <p className="px-6 py-6 text-sm text-ink-muted">No campaigns yet.</p>
        ) : (
          <ul className="divide-y divide-sand-100">
            {(latest.data?.campaigns ?? []).map((c) => (
              <li key={c.id} className="flex items-center justify-between gap-4 px-5 py-3 sm:px-6">
                <div className="min-w-0">
                  <Link to={paths.admin.campaign.getHref(c.id)} className="keyboard-focus rounded font-medium text-ink hover:underline">{c.name}</Link>
                  <p className="truncate text-[13px] text-ink-muted">{c.sentAt ? `Sent ${formatDayTime(c.sentAt)} to ${c.recipientCount.toLocaleString('en-US')} ${c.recipientCount === 1 ? 'recipient' : 'recipients'}` : c.subject}</p>
                </div>
                <StatusBadge status={c.status} kind="Status" />
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </>
  );
}
