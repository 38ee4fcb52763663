import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: a later issue builds this page (keep the named export). */
export function AdminCampaignsPage() {
  return (
    <ComingSoon
      eyebrow="Marketing"
      title="Email Campaigns"
      description="Drafts, scheduled and sent campaigns, with their statistics."
      variant="panel"
    />
  );
}
