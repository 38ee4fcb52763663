/**
 * /login (docs/product/storefront.md#storefront-routes and docs/product/accounts.md#sessions): email and password. Success stores the session and goes to
 * `?next=` or the overview; a refusal shows the server's message ('Login failed' when it sends
 * none), including the throttle's 429 sentence. Signed-in visitors go straight on. The form is
 * the one both audiences share (src/components/sign-in), in the customer's words.
 */
import { SignInForm } from '../../../components/sign-in/SignInForms';
import { customerAudience } from '../customer-audience';

export function LoginPage() {
  return <SignInForm audience={customerAudience} />;
}
