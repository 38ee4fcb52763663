/**
 * /forgot-password: asks for an email and then always shows the same neutral confirmation, which
 * never tells whether an account exists (the server answers alike for every email). Only a
 * failed call — no connection, or the throttle's 429 — shows an error ('Failed to send reset
 * email' when the server gives no message). The form is the one both audiences share.
 */
import { ForgotPasswordForm } from '../../../components/sign-in/SignInForms';
import { customerAudience } from '../customer-audience';

export function ForgotPasswordPage() {
  return <ForgotPasswordForm audience={customerAudience} />;
}
