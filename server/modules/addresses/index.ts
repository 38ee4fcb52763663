/** The addresses module's public surface: its routes. */
export { addressRoutes } from './routes';
