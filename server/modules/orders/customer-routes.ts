/** /user/orders (all, ongoing, completed, cancelled), one order, cancel; /user/dashboard. */
import { envelope, idParam, pageQuery } from '../../../src/contracts/envelope';
import { customerDashboard as dashboardSchema, oneOrder, type OrderGroup, orderSummaryList, recentOrders as recentOrdersSchema } from '../../../src/contracts/orders';
import type { App } from '../../app-types';
import { ok } from '../../lib/reply';
import { customerIdOf } from '../../plugins/auth';
import { CUSTOMER_TAG, customerSecurity } from '../accounts/openapi';
import { cancelOrder } from './cancel-order';
import { customerDashboard, listOrders, orderDetail, recentOrders } from './order-queries';

const LISTS: ReadonlyArray<{ path: string; group?: OrderGroup; summary: string }> = [
  { path: '/user/orders', summary: 'All orders, newest first' },
  { path: '/user/orders/ongoing', group: 'ongoing', summary: 'Orders pending, unfulfilled, fulfilled or shipped' },
  { path: '/user/orders/completed', group: 'completed', summary: 'Delivered orders' },
  { path: '/user/orders/cancelled', group: 'cancelled', summary: 'Cancelled orders' },
];

export async function customerOrderRoutes(app: App): Promise<void> {
  const common = { tags: [CUSTOMER_TAG], security: customerSecurity };

  for (const list of LISTS) {
    app.get(
      list.path,
      {
        config: { auth: 'customer' },
        schema: { ...common, summary: list.summary, querystring: pageQuery, response: { 200: envelope(orderSummaryList) } },
      },
      async (request) => ok(await listOrders(app.db, customerIdOf(request), { ...request.query, group: list.group }), 'Orders fetched'),
    );
  }

  app.get(
    '/user/orders/:id',
    {
      config: { auth: 'customer' },
      schema: { ...common, summary: 'One order in full: lines, amounts, addresses, timeline', params: idParam, response: { 200: envelope(oneOrder) } },
    },
    async (request) => ok({ order: await orderDetail(app.db, customerIdOf(request), request.params.id) }, 'Order fetched'),
  );

  app.put(
    '/user/orders/:id/cancel',
    {
      config: { auth: 'customer' },
      schema: {
        ...common,
        summary: 'Cancel an order that is pending or unfulfilled; a paid one is refunded',
        description: 'Fulfilled, shipped, delivered or already cancelled orders answer 409.',
        params: idParam,
        response: { 200: envelope(oneOrder) },
      },
    },
    async (request) => {
      const cancelled = await cancelOrder({ store: app.store, payments: app.payments }, customerIdOf(request), request.params.id);
      const message = cancelled.refund ? 'Your order has been cancelled and refunded' : 'Your order has been cancelled';
      return ok({ order: cancelled.order }, message);
    },
  );

  app.get(
    '/user/dashboard',
    {
      config: { auth: 'customer' },
      schema: { ...common, summary: 'Order counts, total spent (pence, paid orders) and member-since date', response: { 200: envelope(dashboardSchema) } },
    },
    async (request) => ok(await customerDashboard(app.db, customerIdOf(request)), 'Dashboard fetched'),
  );

  app.get(
    '/user/dashboard/recent-orders',
    {
      config: { auth: 'customer' },
      schema: { ...common, summary: 'The five latest orders', response: { 200: envelope(recentOrdersSchema) } },
    },
    async (request) => ok({ orders: await recentOrders(app.db, customerIdOf(request)) }, 'Recent orders fetched'),
  );
}
