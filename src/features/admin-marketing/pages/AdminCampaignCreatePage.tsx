/**
 * /admin/marketing/email-campaigns/create: the campaign editor (CampaignForm) on an example body.
 * "Save draft" stores it and opens the campaign, where it is scheduled or sent.
 */
import { AdminPageHeader } from '../../../components/admin/AdminPage';
import { paths } from '../../../config/paths';
import { createCampaign } from '../api/campaigns';
import { NEW_CAMPAIGN } from '../campaign-form-values';
import { CampaignForm } from '../components/CampaignForm';

export function AdminCampaignCreatePage() {
  return (
    <>
      <AdminPageHeader eyebrow="Marketing" title="New campaign" description="Write a campaign, then send it, schedule it or keep it as a draft." back={{ to: paths.admin.campaigns.getHref(), label: 'Email Campaigns' }} />
      <CampaignForm initial={NEW_CAMPAIGN} save={createCampaign} failure="Failed to create campaign" submitLabel="Save draft" />
    </>
  );
}
