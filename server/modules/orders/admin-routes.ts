/** /admin/orders: the list, one order, status changes, fulfilment and refunds. */
import { adminOrderList, adminOrderListQuery, oneAdminOrder, orderStatusBody, refundOrderBody } from '#contracts/admin-orders';
import { envelope, idParam } from '#contracts/envelope';
import { formatMoney } from '#domain/money';
import type { App } from '../../app-types';
import { TAG } from '../../lib/openapi';
import { ok } from '../../lib/reply';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { adminRefund, adminRefundKeepingStock, restocksByDefault } from './admin-refund';
import { ORDER_NOT_FOUND } from './order-queries';
import { actorOf } from '../audit';
import { listExportRoute } from '../exports';
import { exportOrderLines, exportOrders } from './order-exports';
import { runOperation } from './operations';
import { refundAuditHooks } from './refund-audit';
import { listAllOrders } from './admin-order-list';
import { adminOrderDetail } from './admin-order-view';
import { changeOrderStatus } from './status-changes';

export async function adminOrderRoutes(app: App): Promise<void> {
  const tags = [TAG.adminOrders];
  const orderAnswer = { 200: envelope(oneAdminOrder) };
  const answerOrder = async (id: string, message: string) => ok({ order: await adminOrderDetail(app.db, id) }, message);

  app.get(
    '/admin/orders',
    {
      config: { auth: 'admin' },
      schema: {
        operationId: 'listAdminOrders',
        tags,
        summary: 'Orders, found by number or customer, filtered by status, payment status, customer and days, sorted and paged',
        querystring: adminOrderListQuery,
        response: { 200: envelope(adminOrderList) },
      },
    },
    async (request) => ok(await listAllOrders(app.db, request.query), 'Orders fetched'),
  );

  listExportRoute(app, {
    url: '/admin/orders/export',
    operationId: 'exportAdminOrders',
    tag: TAG.adminOrders,
    summary: 'The orders list as a CSV file, one line per order',
    querystring: adminOrderListQuery,
    name: 'orders',
    label: 'Orders',
    rows: (query) => exportOrders(app.db, query),
  });

  listExportRoute(app, {
    url: '/admin/orders/lines/export',
    operationId: 'exportAdminOrderLines',
    tag: TAG.adminOrders,
    summary: 'The lines of the orders list as a CSV file, one line per order line with its order beside it',
    querystring: adminOrderListQuery,
    name: 'order-lines',
    label: 'Order lines',
    rows: (query) => exportOrderLines(app.db, query),
  });

  app.get(
    '/admin/orders/:id',
    {
      config: { auth: 'admin', errors: [404] },
      schema: { operationId: 'getAdminOrder', tags, summary: 'One order: lines, customer, addresses, payment, timeline and the next moves', params: idParam, response: orderAnswer },
    },
    async (request) => answerOrder(request.params.id, 'Order fetched'),
  );

  app.put(
    '/admin/orders/:id/status',
    {
      config: { auth: 'admin', errors: [404, 409] },
      schema: {
        operationId: 'updateAdminOrderStatus',
        tags,
        summary: 'Move an order to its next status',
        description:
          'Allowed: pending to cancelled (stock and code go back), unfulfilled to fulfilled, fulfilled to shipped, shipped to delivered; ' +
          'the last three need a paid order. Anything else, or an order with a refund in flight, answers 409.',
        params: idParam,
        body: orderStatusBody,
        response: orderAnswer,
      },
    },
    async (request) => {
      await changeOrderStatus(app.store, actorOf(request), request.params.id, request.body.status, app.config.publicUrl);
      return answerOrder(request.params.id, `Order marked ${request.body.status}`);
    },
  );

  app.put(
    '/admin/orders/:id/fulfill',
    {
      config: { auth: 'admin', errors: [404, 409] },
      schema: { operationId: 'fulfilAdminOrder', tags, summary: 'Mark a paid, unfulfilled order fulfilled (packed and ready to ship)', params: idParam, response: orderAnswer },
    },
    async (request) => {
      await changeOrderStatus(app.store, actorOf(request), request.params.id, 'fulfilled', app.config.publicUrl);
      return answerOrder(request.params.id, 'Order fulfilled');
    },
  );

  app.put(
    '/admin/orders/:id/refund',
    {
      config: { auth: 'admin', errors: [404, 409] },
      schema: {
        operationId: 'refundAdminOrder',
        tags,
        summary: 'Refund a paid order in full through the payment provider, once, putting its stock back or not',
        description:
          'An order not yet shipped is cancelled by the refund. `restock` says whether its items go back into stock; left out, yes for an order not shipped and no for a shipped or delivered one. Unpaid, already refunded or busy orders answer 409; a provider failure changes nothing.',
        params: idParam,
        body: refundOrderBody,
        response: orderAnswer,
      },
    },
    async (request) => {
      let restock = request.body?.restock;
      if (restock === undefined) {
        const [order] = await app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, request.params.id));
        if (!order) throw notFound(ORDER_NOT_FOUND);
        restock = restocksByDefault(order.status);
      }
      const deps = { store: app.store, payments: app.payments, publicUrl: app.config.publicUrl };
      const refund = await runOperation(deps, restock ? adminRefund : adminRefundKeepingStock, request.params.id, undefined, refundAuditHooks(actorOf(request), restock));
      return answerOrder(request.params.id, `Refunded ${formatMoney(refund.amount)}${restock ? '; the items are back in stock' : ''}`);
    },
  );
}
