/** The health module's public surface: its route. */
export { probeRoutes } from './probe-routes';
