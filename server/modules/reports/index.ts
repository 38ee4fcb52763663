/** The back office's reports module: its routes (read-only figures over paid orders, customers and products, and their CSV). */
export { adminReportRoutes } from './admin-routes';
