import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: a later issue builds this page (keep the named export). */
export function OverviewPage() {
  return (
    <ComingSoon
      eyebrow="Your account"
      title="Overview"
      description="A summary of your orders, saved addresses and account details."
      variant="panel"
    />
  );
}
