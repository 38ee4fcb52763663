/**
 * /admin/marketing/email-campaigns: the figures over every campaign, then the table (name and
 * subject, audience, status badge in the spec's colours, when, recipients, Edit on draft and
 * scheduled rows), searched, filtered by status and paged through the address (useAdminListParams).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CAMPAIGN_SORT_FIELDS, CAMPAIGN_STATUSES, type CampaignListQuery, type CampaignSummary } from '../../../contracts/campaigns';
import { SORT_ORDERS } from '../../../contracts/admin-lists';
import { AdminPageHeader } from '../../../components/admin/AdminPage';
import { AdminList } from '../../../components/admin/AdminList';
import type { Column } from '../../../components/admin/DataTable';
import { FilterSelect, ListToolbar } from '../../../components/admin/TableControls';
import { ListSearch } from '../../../components/admin/ListSearch';
import { useAdminListParams } from '../../../components/admin/use-admin-list-params';
import { StatusBadge } from '../../../components/StatusBadge';
import { paths } from '../../../config/paths';
import { formatDayTime } from '../../../lib/format';
import { campaignStatsQuery, campaignsQuery } from '../api/campaigns';
import { CampaignStatCards } from '../components/CampaignStatCards';
import { audienceLabel, isEditable } from '../components/campaign-words';

const LIST_PARAMS = {
  status: { values: CAMPAIGN_STATUSES },
  sortBy: { values: CAMPAIGN_SORT_FIELDS, default: 'createdAt' },
  sortOrder: { values: SORT_ORDERS, default: 'desc' },
};

const when = (campaign: CampaignSummary) =>
  campaign.sentAt ? `Sent ${formatDayTime(campaign.sentAt)}` : campaign.scheduledAt ? `For ${formatDayTime(campaign.scheduledAt)}` : `Created ${formatDayTime(campaign.createdAt)}`;

const COLUMNS: ReadonlyArray<Column<CampaignSummary>> = [
  {
    key: 'name',
    header: 'Campaign',
    sortField: 'name',
    cell: (c) => (
      <div className="min-w-0">
        <Link to={paths.admin.campaign.getHref(c.id)} className="keyboard-focus rounded font-medium text-ink hover:underline">
          {c.name}
        </Link>
        <p className="truncate text-[13px] text-ink-muted">{c.subject}</p>
      </div>
    ),
  },
  { key: 'audience', header: 'Audience', priority: 'secondary', cell: (c) => <span className="text-ink-soft">{audienceLabel(c)}</span> },
  { key: 'status', header: 'Status', cell: (c) => <StatusBadge status={c.status} kind="Status" /> },
  { key: 'when', header: 'When', sortField: 'createdAt', priority: 'secondary', cell: (c) => <span className="text-ink-soft">{when(c)}</span> },
  { key: 'recipients', header: 'Recipients', align: 'right', cell: (c) => <span className="tabular-nums">{c.status === 'sent' || c.status === 'sending' ? c.recipientCount.toLocaleString('en-US') : '—'}</span> },
  {
    key: 'actions',
    header: <span className="sr-only">Actions</span>,
    align: 'right',
    // Only what can still change has an Edit; a sent campaign's row opens its read-only page.
    cell: (c) =>
      isEditable(c) ? (
        <Link to={paths.admin.campaignEdit.getHref(c.id)} aria-label={`Edit ${c.name}`} className="keyboard-focus inline-block rounded-full px-3 py-1.5 text-[13px] font-medium text-sage-700 hover:bg-sage-50">
          Edit
        </Link>
      ) : null,
  },
];

export function AdminCampaignsPage() {
  const list = useAdminListParams(LIST_PARAMS);
  // useAdminListParams only passes values LIST_PARAMS allows, the contract's own.
  const campaigns = useQuery(campaignsQuery(list.query as CampaignListQuery));
  const stats = useQuery(campaignStatsQuery());
  const newCampaign = (
    <Link to={paths.admin.campaignCreate.getHref()} className="btn-primary">
      New campaign
    </Link>
  );

  return (
    <>
      <AdminPageHeader eyebrow="Marketing" title="Email Campaigns" description="Drafts, scheduled and sent campaigns, with their statistics." actions={newCampaign} />
      <div className="mb-8">
        <CampaignStatCards stats={stats.data} />
      </div>
      <ListToolbar>
        <ListSearch value={list.search} onSearch={list.setSearch} label="Search by name or subject" className="sm:flex-1" />
        <FilterSelect
          label="Status"
          value={list.params.status}
          allLabel="All statuses"
          options={CAMPAIGN_STATUSES.map((status) => ({ value: status, label: status[0]!.toUpperCase() + status.slice(1) }))}
          onChange={(value) => list.setParam('status', value)}
        />
      </ListToolbar>
      <AdminList
        query={campaigns}
        items="campaigns"
        list={list}
        caption="Email campaigns"
        columns={COLUMNS}
        sortable
        rowHref={(c) => paths.admin.campaign.getHref(c.id)}
        noMatch={{ title: 'No campaigns match', body: 'Try another search or status.' }}
        empty={{ title: 'No campaigns yet', body: 'Write your first campaign to reach your customers.', action: newCampaign }}
      />
    </>
  );
}
