import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: a later issue builds this page (keep the named export). */
export function ProductDetailsPage() {
  return (
    <ComingSoon
      eyebrow="The collection"
      title="Product Details"
      description="Images, ingredients, size and price of this product, ready to add to your bag."
    />
  );
}
