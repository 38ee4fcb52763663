import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: a later issue builds this page (keep the named export). */
export function AdminMarketingPage() {
  return (
    <ComingSoon
      eyebrow="Marketing"
      title="Marketing"
      description="Discounts and email campaigns, with how they are performing."
      variant="panel"
    />
  );
}
