/**
 * The contact module's public surface: the contact form's route. A message is stored, emailed to
 * the shop's support address and announced to the admins, in one transaction.
 */
export { storeContactRoutes } from './store-routes';
