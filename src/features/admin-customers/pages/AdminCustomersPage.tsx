import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: a later issue builds this page (keep the named export). */
export function AdminCustomersPage() {
  return (
    <ComingSoon
      eyebrow="Customers"
      title="Customers"
      description="Search, filter and sort every customer account."
      variant="panel"
    />
  );
}
