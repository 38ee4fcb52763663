/**
 * POST /admin/orders/bulk (docs/decisions/0230-bulk-actions.md): fulfil, or mark shipped, the
 * orders ticked on the list or every order its filter matches. Each order goes through
 * changeOrderStatus exactly as PUT /fulfill and PUT /status do, in its own transaction under its
 * row lock, with its own audit entry and (when shipped) its own email; an order the move does not
 * fit is reported with the sentence the one-order move answers, and the others still move.
 */
import type { FastifyBaseLogger } from 'fastify';
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { BULK_MAX_ROWS, type BulkAnswer } from '#contracts/admin-bulk';
import type { OrderBulkAction, orderBulkBody } from '#contracts/admin-orders';
import type { OrderStatus } from '#contracts/orders';
import type { Store } from '../../db/unit-of-work';
import { orders } from '../../db/schema';
import { applyEach, targetsOfIds, withinCap } from '../../lib/bulk-actions';
import type { AuditActor } from '../audit';
import { ordersMatching } from './admin-order-list';
import { ORDER_NOT_FOUND } from './order-queries';
import { changeOrderStatus } from './status-changes';

const MOVE: Record<OrderBulkAction, OrderStatus> = { fulfil: 'fulfilled', ship: 'shipped' };

export interface BulkOrderDeps {
  store: Store;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export async function bulkChangeOrders(deps: BulkOrderDeps, actor: AuditActor, body: z.output<typeof orderBulkBody>): Promise<BulkAnswer> {
  const { db } = deps.store;
  const { targets, unknown } = body.ids
    ? await targetsOfIds(
        body.ids,
        async (ids) =>
          (await db.select({ id: orders.id, number: orders.number }).from(orders).where(inArray(orders.id, ids))).map((row) => ({ id: row.id, label: `#${row.number}` })),
        ORDER_NOT_FOUND,
      )
    : { targets: withinCap(await ordersMatching(db, body.filter!, BULK_MAX_ROWS + 1), BULK_MAX_ROWS, 'orders'), unknown: [] };
  const to = MOVE[body.action];
  return applyEach(targets, (target) => changeOrderStatus(deps.store, actor, target.id, to, deps.publicUrl), deps.log, unknown);
}
