/** /admin/orders: the list, one order, status changes, fulfilment, tracking, refunds (in full, and of lines or an amount) and bulk moves. */
import { z } from 'zod';
import { bulkAnswer } from '#contracts/admin-bulk';
import {
  adminOrderList,
  adminOrderListQuery,
  oneAdminOrder,
  orderBulkBody,
  orderStatusBody,
  orderTrackingBody,
  partialRefundBody,
  refundOrderBody,
} from '#contracts/admin-orders';
import { envelope, idParam } from '#contracts/envelope';
import { formatMoney } from '#domain/money';
import type { App } from '../../app-types';
import { TAG } from '../../lib/openapi';
import { ok } from '../../lib/reply';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { restocksByDefault } from './admin-refund';
import { ORDER_NOT_FOUND } from './order-queries';
import { actorOf } from '../audit';
import { requestRefund } from './refund-requests';
import { idempotencyKeyOf } from '../../lib/idempotency-key';
import { adminListRoutes } from '../exports';
import { exportOrderLines, exportOrders } from './order-exports';
import { listAllOrders } from './admin-order-list';
import { adminOrderDetail } from './admin-order-view';
import { changeOrderStatus } from './status-changes';
import { changeOrderTracking } from './tracking';
import { bulkChangeOrders } from './bulk-orders';
import { bulkMessage } from '../../lib/bulk-actions';
import { route, routesOf } from '../../lib/routes';

export async function adminOrderRoutes(app: App): Promise<void> {
  const tags = [TAG.adminOrders];
  const orderAnswer = { 200: envelope(oneAdminOrder) };
  const answerOrder = async (id: string, message: string) => ok({ order: await adminOrderDetail(app.db, id) }, message);
  const deps = { store: app.store, payments: app.payments, publicUrl: app.config.publicUrl };

  routesOf(app, [
    ...adminListRoutes(app, {
      url: '/admin/orders', operationId: 'listAdminOrders', tag: TAG.adminOrders, querystring: adminOrderListQuery, answer: adminOrderList,
      summary: 'Orders, found by number or customer, filtered by status, payment status, customer and days, sorted and paged',
      fetched: 'Orders fetched', page: (query) => listAllOrders(app.db, query),
      exports: [
        { url: '/admin/orders/export', operationId: 'exportAdminOrders', name: 'orders', label: 'Orders', rows: (query) => exportOrders(app.db, query),
          summary: 'The orders list as a CSV file, one line per order' },
        { url: '/admin/orders/lines/export', operationId: 'exportAdminOrderLines', name: 'order-lines', label: 'Order lines', rows: (query) => exportOrderLines(app.db, query),
          summary: 'The lines of the orders list as a CSV file, one line per order line with its order beside it' },
      ],
    }),
    route({ method: 'GET', url: '/admin/orders/:id', config: { auth: 'admin', errors: [404] },
      schema: { operationId: 'getAdminOrder', tags, summary: 'One order: lines, customer, addresses, payment, timeline and the next moves', params: idParam, response: orderAnswer },
      handler: async (request) => answerOrder(request.params.id, 'Order fetched'),
    }),
    route({ method: 'PUT', url: '/admin/orders/:id/status', config: { auth: 'admin', errors: [404, 409] },
      schema: {
        operationId: 'updateAdminOrderStatus',
        tags,
        summary: 'Move an order to its next status',
        description:
          'Allowed: pending to cancelled (stock and code go back), unfulfilled to fulfilled, fulfilled to shipped, shipped to delivered; ' +
          'the last three need a paid order. Anything else, or an order with a refund in flight, answers 409. ' +
          'Marking shipped may carry `tracking` (carrier and number), shown to the customer and in the shipped email.',
        params: idParam,
        body: orderStatusBody,
        response: orderAnswer,
      },
      handler: async (request) => {
        await changeOrderStatus(app.store, actorOf(request), request.params.id, request.body.status, app.config.publicUrl, request.body.tracking);
        return answerOrder(request.params.id, `Order marked ${request.body.status}`);
      },
    }),
    route({ method: 'PUT', url: '/admin/orders/:id/tracking', config: { auth: 'admin', errors: [404, 409] },
      schema: {
        operationId: 'updateAdminOrderTracking',
        tags,
        summary: 'Add or correct the tracking of a shipped or delivered order',
        description: 'The carrier (royal-mail, dpd, evri, dhl, ups or other) and the number. Any other status answers 409; the customer is not emailed again.',
        params: idParam,
        body: orderTrackingBody,
        response: orderAnswer,
      },
      handler: async (request) => {
        await changeOrderTracking(app.store, actorOf(request), request.params.id, request.body);
        return answerOrder(request.params.id, 'Tracking saved');
      },
    }),
    route({ method: 'POST', url: '/admin/orders/bulk', config: { auth: 'admin' },
      schema: {
        operationId: 'bulkChangeAdminOrders',
        tags,
        summary: 'Fulfil, or mark shipped, many orders: each on its own, reported order by order',
        description:
          '`ids` (the orders ticked) or `filter` (the list query: every order it matches), at most 500 orders either way; a filter matching more answers 400. ' +
          'Each order moves in its own transaction exactly as PUT /fulfill or PUT /status would move it; one that cannot is reported as refused with the reason, and the rest still move.',
        body: orderBulkBody,
        response: { 200: envelope(bulkAnswer) },
      },
      handler: async (request) => {
        const answer = await bulkChangeOrders({ store: app.store, publicUrl: app.config.publicUrl, log: request.log }, actorOf(request), request.body);
        return ok(answer, bulkMessage(answer, request.body.action === 'fulfil' ? 'Fulfilled' : 'Marked shipped', 'order', 'orders'));
      },
    }),
    route({ method: 'PUT', url: '/admin/orders/:id/fulfill', config: { auth: 'admin', errors: [404, 409] },
      schema: { operationId: 'fulfilAdminOrder', tags, summary: 'Mark a paid, unfulfilled order fulfilled (packed and ready to ship)', params: idParam, response: orderAnswer },
      handler: async (request) => {
        await changeOrderStatus(app.store, actorOf(request), request.params.id, 'fulfilled', app.config.publicUrl);
        return answerOrder(request.params.id, 'Order fulfilled');
      },
    }),
    route({ method: 'PUT', url: '/admin/orders/:id/refund', config: { auth: 'admin', errors: [404, 409] },
      schema: {
        operationId: 'refundAdminOrder',
        tags,
        summary: 'Refund what is left of a paid order through the payment provider, once, putting its stock back or not',
        description:
          'Every unit not refunded yet and every penny left (docs/decisions/0232). An order not yet shipped is cancelled by it. `restock` says whether the units go back into stock; left out, yes for an order not shipped and no for a shipped or delivered one. Unpaid, already refunded or busy orders answer 409; a provider failure changes nothing.',
        params: idParam,
        body: refundOrderBody,
        response: orderAnswer,
      },
      handler: async (request) => {
        let restock = request.body?.restock;
        if (restock === undefined) {
          const [order] = await app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, request.params.id));
          if (!order) throw notFound(ORDER_NOT_FOUND);
          restock = restocksByDefault(order.status);
        }
        const refund = await requestRefund(deps, actorOf(request), request.params.id, { kind: 'remaining', restock }, null);
        return answerOrder(request.params.id, `Refunded ${formatMoney(refund.amount)}${restock ? '; the items are back in stock' : ''}`);
      },
    }),
    route({ method: 'POST', url: '/admin/orders/:id/refunds', config: { auth: 'admin', errors: [400, 404, 409] },
      schema: {
        operationId: 'refundAdminOrderPart',
        tags,
        summary: 'Refund chosen lines and units, or an amount, of a paid order, up to what is left, once',
        description:
          'Either `lines` (units of the order’s lines, each with `restock`: whether they go back into stock) or `amount` (pence), with an optional `note` (docs/decisions/0232). ' +
          'A line’s units are worth their share of what was paid, discount, tax and shipping included. More units than are left of a line answer 400; more money than is left, an unpaid, refunded or busy order 409. ' +
          'When nothing is left the payment becomes refunded and an order not yet shipped is cancelled. An Idempotency-Key header makes a retried request answer the refund the first one made (200 instead of 201).',
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        params: idParam,
        body: partialRefundBody,
        response: { 201: envelope(oneAdminOrder), 200: envelope(oneAdminOrder) },
      },
      handler: async (request, reply) => {
        const key = idempotencyKeyOf(request.headers['idempotency-key']);
        const refund = await requestRefund(deps, actorOf(request), request.params.id, { kind: 'partial', body: request.body }, key);
        const answer = await answerOrder(request.params.id, `${refund.replayed ? 'Already refunded' : 'Refunded'} ${formatMoney(refund.amount)}`);
        return reply.code(refund.replayed ? 200 : 201).send(answer);
      },
    }),
  ]);
}
