import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: a later issue builds this page (keep the named export). */
export function AdminSettingsPage() {
  return (
    <ComingSoon
      eyebrow="Settings"
      title="Settings"
      description="Store settings for the back office."
      variant="panel"
    />
  );
}
