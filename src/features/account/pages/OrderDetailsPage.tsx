import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: a later issue builds this page (keep the named export). */
export function OrderDetailsPage() {
  return (
    <ComingSoon
      eyebrow="Your account"
      title="Order Details"
      description="The items, addresses, payment and progress of this order."
      variant="panel"
    />
  );
}
