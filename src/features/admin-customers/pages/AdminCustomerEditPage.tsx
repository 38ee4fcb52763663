import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: a later issue builds this page (keep the named export). */
export function AdminCustomerEditPage() {
  return (
    <ComingSoon
      eyebrow="Customers"
      title="Edit Customer"
      description="Update this customer’s details, reset their password or archive the account."
      variant="panel"
    />
  );
}
