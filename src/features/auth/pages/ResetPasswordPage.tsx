import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: a later issue builds this page (keep the named export). */
export function ResetPasswordPage() {
  return (
    <ComingSoon
      eyebrow="Password recovery"
      title="Choose a new password"
      description="Set a new password for your account and sign straight back in."
    />
  );
}
