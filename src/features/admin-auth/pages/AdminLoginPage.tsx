import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: a later issue builds this page (keep the named export). */
export function AdminLoginPage() {
  return (
    <ComingSoon
      eyebrow="Back office"
      title="Admin sign in"
      description="Sign in to the Verdant back office."
    />
  );
}
