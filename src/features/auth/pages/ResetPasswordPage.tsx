/**
 * /reset-password?token=… (docs/product/accounts.md#sessions and docs/product/accounts.md#customer-calls). The token is read from the URL first and the
 * page refuses to offer the form without one — the spec's client read the token before defining
 * it. A new password is typed twice; success signs in (the answer is login's) and lands on the
 * overview. An expired or used link shows the server's sentence ('Password reset failed' when it
 * sends none) with a way to ask for a new link. The form is the one both audiences share.
 */
import { ResetPasswordForm } from '../../../components/sign-in/SignInForms';
import { customerAudience } from '../customer-audience';

export function ResetPasswordPage() {
  return <ResetPasswordForm audience={customerAudience} />;
}
