/** The checkout module's public surface: its routes (registered by modules/index.ts). */
export { storeCheckoutRoutes } from './store-routes';
