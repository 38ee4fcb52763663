import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: a later issue builds this page (keep the named export). */
export function AdminOrderPage() {
  return (
    <ComingSoon
      eyebrow="Orders"
      title="Order"
      description="This order’s items and addresses, to fulfil, refund or update."
      variant="panel"
    />
  );
}
