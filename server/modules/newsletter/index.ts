/**
 * The newsletter module's public surface: the sign-up and unsubscribe routes, and the unsubscribe
 * links a campaign email carries. It owns who wants marketing email: the subscribers, and the
 * suppression list every campaign audience leaves out (a sign-up lifts it, decision 0134).
 */
export { storeNewsletterRoutes } from './store-routes';
export { unsubscribeLinks } from './unsubscribe';
