/** The back office's dashboard module: its routes (read-only figures over orders, customers and products). */
export { adminDashboardRoutes } from './admin-routes';
