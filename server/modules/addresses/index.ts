/** The addresses module's public surface: its routes, and a customer's addresses as the back office reads them. */
export { addressRows, addressWithDefaults } from './address-service';
export { storeAddressRoutes } from './store-routes';
