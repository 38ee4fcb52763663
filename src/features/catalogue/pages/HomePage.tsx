import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: a later issue builds this page (keep the named export). */
export function HomePage() {
  return (
    <ComingSoon
      eyebrow="Welcome to Verdant"
      title="Skincare, true to nature"
      description="Our landing page: featured products, new arrivals and the Verdant story, all in one place."
    />
  );
}
