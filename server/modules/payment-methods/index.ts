/** The saved-cards module's public surface: its routes. */
export { paymentMethodRoutes } from './routes';
