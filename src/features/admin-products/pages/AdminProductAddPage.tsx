import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: a later issue builds this page (keep the named export). */
export function AdminProductAddPage() {
  return (
    <ComingSoon
      eyebrow="Products"
      title="Add Product"
      description="Add a product with its images, price, stock and category."
      variant="panel"
    />
  );
}
