import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: a later issue builds this page (keep the named export). */
export function AdminDashboardPage() {
  return (
    <ComingSoon
      eyebrow="Back office"
      title="Dashboard"
      description="Sales, orders and customers at a glance, with the latest activity."
      variant="panel"
    />
  );
}
