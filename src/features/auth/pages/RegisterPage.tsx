import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: a later issue builds this page (keep the named export). */
export function RegisterPage() {
  return (
    <ComingSoon
      eyebrow="Register"
      title="Create your account"
      description="Join Verdant to check out faster and keep your orders in one place."
    />
  );
}
