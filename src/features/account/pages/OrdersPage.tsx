import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: a later issue builds this page (keep the named export). */
export function OrdersPage() {
  return (
    <ComingSoon
      eyebrow="Your account"
      title="Orders"
      description="Your ongoing, completed and cancelled orders, with their status."
      variant="panel"
    />
  );
}
