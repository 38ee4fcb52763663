import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: a later issue builds this page (keep the named export). */
export function ProductsPage() {
  return (
    <ComingSoon
      eyebrow="The collection"
      title="All Products"
      description="Every Verdant product in one list, to browse by category."
    />
  );
}
