import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: a later issue builds this page (keep the named export). */
export function AdminNotificationsPage() {
  return (
    <ComingSoon
      eyebrow="Back office"
      title="Notifications"
      description="Updates about orders, stock and customers."
      variant="panel"
    />
  );
}
