import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: a later issue builds this page (keep the named export). */
export function ForgotPasswordPage() {
  return (
    <ComingSoon
      eyebrow="Password recovery"
      title="Forgot your password?"
      description="Enter your email and we'll send you a link to choose a new password."
    />
  );
}
