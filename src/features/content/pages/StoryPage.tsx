import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: a later issue builds this page (keep the named export). */
export function StoryPage() {
  return (
    <ComingSoon
      eyebrow="Our story"
      title="Our Story"
      description="How Verdant began, and why everything we make stays true to nature."
    />
  );
}
