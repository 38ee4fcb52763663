/** The saved-cards module's public surface: its routes. */
export { storePaymentMethodRoutes } from './store-routes';
