import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: a later issue builds this page (keep the named export). */
export function AdminProductsPage() {
  return (
    <ComingSoon
      eyebrow="Products"
      title="Products"
      description="The catalogue with stock levels, to search and manage."
      variant="panel"
    />
  );
}
