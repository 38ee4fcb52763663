/** The addresses module's public surface: its routes. */
export { storeAddressRoutes } from './store-routes';
