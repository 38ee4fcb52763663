/**
 * The newsletter module's public surface: the sign-up and unsubscribe routes, the back office's
 * subscribers list (decision 0261), and the unsubscribe links a campaign email carries. It owns who
 * wants marketing email: the subscribers, and the suppression list every campaign audience leaves
 * out (a sign-up lifts it, decision 0134).
 */
import type { App } from '../../app-types';
import { adminNewsletterRoutes } from './admin-routes';
import { storeNewsletterRoutes } from './store-routes';

export { unsubscribeLinks } from './unsubscribe';

export async function newsletterRoutes(app: App): Promise<void> {
  await app.register(storeNewsletterRoutes);
  await app.register(adminNewsletterRoutes);
}
