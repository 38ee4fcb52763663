/**
 * The notifications module's public surface: its routes, and `recordNotification(tx, ...)`, which
 * any module calls in the transaction of the event it reports (orders, checkout, storefront, and
 * the campaigns module for "campaign sent"); `notificationInsert` is the same row as an INSERT for a
 * caller that sends several writes as one statement (a paid order).
 */
export { adminNotificationRoutes } from './admin-routes';
export { notificationInsert, recordNotification, type NewNotification } from './notification-store';
