/**
 * /admin/login (docs/product/back-office.md#admin-routes, docs/product/back-office.md#admin-session and docs/product/accounts.md#sign-in-and-account-messages): email and password. Success stores the admin session
 * and goes to `?next=` (a back-office page) or the dashboard; a refusal shows the server's
 * message, 'Admin login failed' when it sends none. An admin already signed in goes straight on.
 * The form is the one both audiences share (src/components/sign-in), in the back office's words.
 */
import { SignInForm } from '../../../components/sign-in/SignInForms';
import { adminAudience } from '../admin-audience';

export function AdminLoginPage() {
  return <SignInForm audience={adminAudience} />;
}
