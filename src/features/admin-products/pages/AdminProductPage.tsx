import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: a later issue builds this page (keep the named export). */
export function AdminProductPage() {
  return (
    <ComingSoon
      eyebrow="Products"
      title="Product"
      description="This product’s details, images and stock."
      variant="panel"
    />
  );
}
