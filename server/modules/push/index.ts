/**
 * The push module's public surface (docs/decisions/0257-web-push-for-orders.md): queueing a push
 * about an order in the event's transaction (or its INSERT, to send inside a statement of the
 * caller's), the delivery job, and the customer's routes. What each order event says is the orders
 * module's (orders/status-pushes.ts); this module only keeps devices and delivers.
 */
export { hasPushDevices, pushInsert, queuePush, type OrderPush } from './outbox';
export { PUSH_DELIVERY_JOB, pushDeliveryJob, type PushOutcome } from './delivery';
export { storePushRoutes } from './store-routes';
