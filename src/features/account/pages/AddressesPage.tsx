import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: a later issue builds this page (keep the named export). */
export function AddressesPage() {
  return (
    <ComingSoon
      eyebrow="Your account"
      title="Addresses"
      description="Your saved shipping and billing addresses, with your defaults."
      variant="panel"
    />
  );
}
