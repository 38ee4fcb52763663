import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: a later issue builds this page (keep the named export). */
export function LoginPage() {
  return (
    <ComingSoon
      eyebrow="Log in"
      title="Welcome back"
      description="Sign in to check out, follow your orders and manage your addresses."
    />
  );
}
