/**
 * /admin/marketing/email-campaigns/{id}/edit: the campaign editor (CampaignForm) filled with the
 * saved campaign; saving is PUT /admin/campaigns/{id}. Only draft and scheduled campaigns change
 * (the server refuses the rest with a 409): for a sending or sent one the page says so instead of
 * showing a form. A scheduled campaign keeps its time when saved (decision 0132).
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { CampaignBody, CampaignDetail } from '../../../contracts/campaigns';
import { AdminPageHeader } from '../../../components/admin/AdminPage';
import { EmptyState } from '../../../components/StatusPanels';
import { StatusBadge } from '../../../components/StatusBadge';
import { paths } from '../../../config/paths';
import { formatDayTime } from '../../../lib/format';
import { campaignQuery, updateCampaign } from '../api/campaigns';
import { formValuesOf } from '../campaign-form-values';
import { CampaignForm } from '../components/CampaignForm';
import { CampaignLoadState } from '../components/CampaignLoadState';
import { isEditable } from '../components/campaign-words';

function ReadOnly({ campaign }: { campaign: CampaignDetail }) {
  return (
    <EmptyState
      title={campaign.status === 'sent' ? 'This campaign has been sent' : 'This campaign is being sent'}
      action={
        <Link to={paths.admin.campaign.getHref(campaign.id)} className="btn-primary">
          View the campaign
        </Link>
      }
    >
      {campaign.sentAt ? `It went out on ${formatDayTime(campaign.sentAt)}. ` : ''}A campaign that has started sending can no longer be edited. To send something
      similar, write a new campaign.
    </EmptyState>
  );
}

export function AdminCampaignEditPage() {
  const { id = '' } = useParams();
  const campaign = useQuery(campaignQuery(id));
  const back = { to: paths.admin.campaign.getHref(id), label: 'Back to campaign' };
  const c = campaign.data;
  if (!c) return <CampaignLoadState query={campaign} header={<AdminPageHeader eyebrow="Email campaign" title="Edit campaign" back={back} />} />;
  if (!isEditable(c)) {
    return (
      <>
        <AdminPageHeader eyebrow="Email campaign" title={c.name} description={<StatusBadge status={c.status} kind="Status" />} back={back} />
        <ReadOnly campaign={c} />
      </>
    );
  }

  const notice =
    c.status === 'scheduled' && c.scheduledAt ? (
      <>
        Scheduled for <strong className="font-semibold text-ink">{formatDayTime(c.scheduledAt)}</strong>. Saving keeps that time; the email goes out with
        what is saved then. To hold it back, use “Back to draft” on the campaign.
      </>
    ) : undefined;
  return (
    <>
      <AdminPageHeader eyebrow="Email campaign" title={`Edit ${c.name}`} description={<StatusBadge status={c.status} kind="Status" />} back={back} />
      {/* Keyed by the campaign, not its version: the page re-reads a scheduled campaign every few
          seconds, and that must never wipe what the admin is typing. */}
      <CampaignForm
        key={c.id}
        initial={formValuesOf(c)}
        save={(body: CampaignBody) => updateCampaign(c.id, body)}
        failure="Failed to update campaign"
        submitLabel="Save changes"
        notice={notice}
      />
    </>
  );
}
