import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: a later issue builds this page (keep the named export). */
export function AdminCustomerPage() {
  return (
    <ComingSoon
      eyebrow="Customers"
      title="Customer"
      description="This customer’s details, addresses and order history."
      variant="panel"
    />
  );
}
