import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: a later issue builds this page (keep the named export). */
export function AdminProductEditPage() {
  return (
    <ComingSoon
      eyebrow="Products"
      title="Edit Product"
      description="Update this product’s details, images, price and stock."
      variant="panel"
    />
  );
}
