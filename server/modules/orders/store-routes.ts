/** /user/orders (all, ongoing, completed, cancelled), one order, cancel; /user/dashboard. */
import { envelope, idParam, pageQuery } from '#contracts/envelope';
import { customerDashboard as dashboardSchema, oneOrder, type OrderGroup, orderSummaryList, recentOrders as recentOrdersSchema } from '#contracts/orders';
import type { App } from '../../app-types';
import { TAG } from '../../lib/openapi';
import { ok } from '../../lib/reply';
import { customerIdOf } from '../../plugins/auth';
import { cancelOrder } from './cancel-order';
import { customerDashboard, listOrders, orderDetail, recentOrders } from './order-queries';
import { route, routesOf } from '../../lib/routes';

const LISTS: ReadonlyArray<{ path: string; operationId: string; group?: OrderGroup; summary: string }> = [
  { path: '/user/orders', operationId: 'listOrders', summary: 'All orders, newest first' },
  { path: '/user/orders/ongoing', operationId: 'listOngoingOrders', group: 'ongoing', summary: 'Orders pending, unfulfilled, fulfilled or shipped' },
  { path: '/user/orders/completed', operationId: 'listCompletedOrders', group: 'completed', summary: 'Delivered orders' },
  { path: '/user/orders/cancelled', operationId: 'listCancelledOrders', group: 'cancelled', summary: 'Cancelled orders' },
];

export async function storeOrderRoutes(app: App): Promise<void> {
  const tags = [TAG.orders];

  routesOf(app, [
    ...LISTS.map((list) =>
      route({ method: 'GET', url: list.path, config: { auth: 'customer' },
        schema: { operationId: list.operationId, tags, summary: list.summary, querystring: pageQuery, response: { 200: envelope(orderSummaryList) } },
        handler: async (request) => ok(await listOrders(app.db, customerIdOf(request), { ...request.query, group: list.group }), 'Orders fetched'),
      }),
    ),
    route({ method: 'GET', url: '/user/orders/:id', config: { auth: 'customer', errors: [404] },
      schema: { operationId: 'getOrder', tags, summary: 'One order in full: lines, amounts, addresses, timeline', params: idParam, response: { 200: envelope(oneOrder) } },
      handler: async (request) => ok({ order: await orderDetail(app.db, customerIdOf(request), request.params.id) }, 'Order fetched'),
    }),
    route({ method: 'PUT', url: '/user/orders/:id/cancel', config: { auth: 'customer', errors: [404, 409] },
      schema: {
        operationId: 'cancelOrder',
        tags,
        summary: 'Cancel an order that is pending or unfulfilled; a paid one is refunded',
        description: 'Fulfilled, shipped, delivered or already cancelled orders answer 409.',
        params: idParam,
        response: { 200: envelope(oneOrder) },
      },
      handler: async (request) => {
        const cancelled = await cancelOrder({ store: app.store, payments: app.payments, publicUrl: app.config.publicUrl }, customerIdOf(request), request.params.id);
        const message = cancelled.refund ? 'Your order has been cancelled and refunded' : 'Your order has been cancelled';
        return ok({ order: cancelled.order }, message);
      },
    }),
    route({ method: 'GET', url: '/user/dashboard', config: { auth: 'customer' },
      schema: { operationId: 'getDashboard', tags: [TAG.account], summary: 'Order counts, total spent (pence, paid orders) and member-since date', response: { 200: envelope(dashboardSchema) } },
      handler: async (request) => ok(await customerDashboard(app.db, customerIdOf(request)), 'Dashboard fetched'),
    }),
    route({ method: 'GET', url: '/user/dashboard/recent-orders', config: { auth: 'customer' },
      schema: { operationId: 'listRecentOrders', tags, summary: 'The five latest orders', response: { 200: envelope(recentOrdersSchema) } },
      handler: async (request) => ok({ orders: await recentOrders(app.db, customerIdOf(request)) }, 'Recent orders fetched'),
    }),
  ]);
}
