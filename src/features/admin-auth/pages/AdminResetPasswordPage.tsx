/**
 * /admin/reset-password?token=… : a new password typed twice; success signs the admin in (the
 * answer is login's) and opens the dashboard. A used or expired link shows the server's sentence,
 * 'Password reset failed' when it sends none (docs/product/accounts.md#sign-in-and-account-messages). Without a token there is no form.
 * The form is the one both audiences share.
 */
import { ResetPasswordForm } from '../../../components/sign-in/SignInForms';
import { adminAudience } from '../admin-audience';

export function AdminResetPasswordPage() {
  return <ResetPasswordForm audience={adminAudience} />;
}
