import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: a later issue builds this page (keep the named export). */
export function AdminOrdersPage() {
  return (
    <ComingSoon
      eyebrow="Orders"
      title="Orders"
      description="Every order with its status, to search, filter and sort."
      variant="panel"
    />
  );
}
