/** The admin discounts module's public surface: its routes. Checkout's rules for using a code stay in checkout. */
export { adminDiscountRoutes } from './routes';
