import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: a later issue builds this page (keep the named export). */
export function AccountDetailsPage() {
  return (
    <ComingSoon
      eyebrow="Your account"
      title="Account Details"
      description="Your name, email, password and profile picture."
      variant="panel"
    />
  );
}
