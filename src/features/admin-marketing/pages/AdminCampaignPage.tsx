import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: a later issue builds this page (keep the named export). */
export function AdminCampaignPage() {
  return (
    <ComingSoon
      eyebrow="Marketing"
      title="Email Campaign"
      description="This campaign’s content and schedule, ready to send or save as a draft."
      variant="panel"
    />
  );
}
