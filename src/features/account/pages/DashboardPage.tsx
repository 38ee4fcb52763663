import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: a later issue builds this page (keep the named export). */
export function DashboardPage() {
  return (
    <ComingSoon
      eyebrow="Your account"
      title="Dashboard"
      description="Your recent orders and account activity at a glance."
      variant="panel"
    />
  );
}
