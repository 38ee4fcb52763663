import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: a later issue builds this page (keep the named export). */
export function AdminRegisterPage() {
  return (
    <ComingSoon
      eyebrow="Back office"
      title="Create an admin account"
      description="Register a new administrator for the back office."
    />
  );
}
