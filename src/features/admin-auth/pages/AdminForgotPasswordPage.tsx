/**
 * /admin/forgot-password: asks for the admin's email, then always shows the same neutral
 * confirmation (the server answers alike for every email). A failed call shows the server's
 * message, 'Failed to send reset email' when it sends none (docs/product/accounts.md#sign-in-and-account-messages).
 * The form is the one both audiences share.
 */
import { ForgotPasswordForm } from '../../../components/sign-in/SignInForms';
import { adminAudience } from '../admin-audience';

export function AdminForgotPasswordPage() {
  return <ForgotPasswordForm audience={adminAudience} />;
}
