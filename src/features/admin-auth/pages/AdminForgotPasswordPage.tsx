import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: a later issue builds this page (keep the named export). */
export function AdminForgotPasswordPage() {
  return (
    <ComingSoon
      eyebrow="Back office"
      title="Forgot your password?"
      description="Enter your admin email and we'll send you a reset link."
    />
  );
}
