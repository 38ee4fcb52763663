/**
 * The back office's orders module: its routes. Stock, refunds and the provider operations belong
 * to the orders module and are reached through its public surface; this module reads every order
 * for the back office and moves orders along the transition table.
 */
export { adminOrderRoutes } from './routes';
export { listAllOrders } from './order-list';
