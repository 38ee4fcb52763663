import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: a later issue builds this page (keep the named export). */
export function AboutPage() {
  return (
    <ComingSoon
      eyebrow="About"
      title="About Verdant"
      description="Who we are, what we make and the promises behind every formula."
    />
  );
}
