import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: a later issue builds this page (keep the named export). */
export function AdminCampaignCreatePage() {
  return (
    <ComingSoon
      eyebrow="Marketing"
      title="New Email Campaign"
      description="Write a campaign, then send it, schedule it or keep it as a draft."
      variant="panel"
    />
  );
}
