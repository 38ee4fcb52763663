import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: a later issue builds this page (keep the named export). */
export function ShopPage() {
  return (
    <ComingSoon
      eyebrow="The collection"
      title="Shop"
      description="Face, hair, body and accessories, with our best sellers, popular picks and recommendations."
    />
  );
}
