import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: a later issue builds this page (keep the named export). */
export function AdminResetPasswordPage() {
  return (
    <ComingSoon
      eyebrow="Back office"
      title="Choose a new password"
      description="Set a new password for your admin account."
    />
  );
}
