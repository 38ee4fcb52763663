import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: a later issue builds this page (keep the named export). */
export function JournalPage() {
  return (
    <ComingSoon
      eyebrow="Journal"
      title="The Journal"
      description="Skincare rituals, ingredient notes and stories from our studio."
    />
  );
}
