/**
 * The notifications module's public surface: its routes, and `recordNotification(tx, ...)`, which
 * any module calls in the transaction of the event it reports (orders, checkout, storefront, and
 * the campaigns module for "campaign sent").
 */
export { adminNotificationRoutes } from './admin-routes';
export { recordNotification, type NewNotification } from './notification-store';
