/** /admin/discounts: the list, the stats, one code, create, edit and delete (decision 0120). */
import {
  adminDiscountList,
  adminDiscountListQuery,
  deletedDiscount,
  discountCreateBody,
  discountStats as discountStatsAnswer,
  discountUpdateBody,
  oneAdminDiscount,
} from '#contracts/admin-discounts';
import { envelope, idParam } from '#contracts/envelope';
import type { App } from '../../app-types';
import { TAG } from '../../lib/openapi';
import { ok } from '../../lib/reply';
import { actorOf } from '../audit';
import { createDiscount, deleteDiscount, findDiscountById, updateDiscount } from './discount-changes';
import { adminListRoutes } from '../exports';
import { exportDiscounts } from './discount-export';
import { listDiscounts } from './discount-list';
import { discountStats } from './discount-stats';
import { toAdminDiscount } from './discount-view';
import { route, routesOf } from '../../lib/routes';

export async function adminDiscountRoutes(app: App): Promise<void> {
  const tags = [TAG.adminDiscounts];
  const oneAnswer = { 200: envelope(oneAdminDiscount) };

  routesOf(app, [
    ...adminListRoutes(app, {
      url: '/admin/discounts', operationId: 'listAdminDiscounts', tag: TAG.adminDiscounts, querystring: adminDiscountListQuery, answer: adminDiscountList,
      summary: 'Discount codes, searched by code, description or email, filtered by state (active, scheduled, expired, disabled), sorted and paged', fetched: 'Discounts fetched', page: (query) => listDiscounts(app.db, query),
      exports: [{ url: '/admin/discounts/export', operationId: 'exportAdminDiscounts', name: 'discounts', label: 'Discount codes', rows: (query) => exportDiscounts(app.db, query),
        summary: 'The discount codes list as a CSV file, each code with its offer, state and uses' }],
    }),
    route({ method: 'GET', url: '/admin/discounts/stats', config: { auth: 'admin' },
      schema: { operationId: 'getAdminDiscountStats', tags, summary: 'Active codes, redemptions, discount given, revenue from orders with codes, and the top codes (paid orders)', response: { 200: envelope(discountStatsAnswer) } },
      handler: async () => ok(await discountStats(app.db), 'Discount stats fetched'),
    }),
    route({ method: 'GET', url: '/admin/discounts/:id', config: { auth: 'admin', errors: [404] },
      schema: { operationId: 'getAdminDiscount', tags, summary: 'One discount code', params: idParam, response: oneAnswer },
      handler: async (request) => ok({ discount: toAdminDiscount(await findDiscountById(app.db, request.params.id)) }, 'Discount fetched'),
    }),
    route({ method: 'POST', url: '/admin/discounts', config: { auth: 'admin', errors: [409] },
      schema: {
        operationId: 'createAdminDiscount',
        tags,
        summary: 'Create a discount code (upper-cased; unique)',
        description: 'A code another discount has, archived ones included, answers 409.',
        body: discountCreateBody,
        response: { 201: envelope(oneAdminDiscount) },
      },
      handler: async (request, reply) => {
        const row = await createDiscount(app.store, actorOf(request), request.body);
        return reply.code(201).send(ok({ discount: toAdminDiscount(row) }, `Discount code ${row.code} created`));
      },
    }),
    route({ method: 'PUT', url: '/admin/discounts/:id', config: { auth: 'admin', errors: [404, 409] },
      schema: {
        operationId: 'updateAdminDiscount',
        tags,
        summary: 'Edit a discount code',
        description:
          'Absent fields stay. A code another discount has answers 409, as does a usage limit below the uses already taken.',
        params: idParam,
        body: discountUpdateBody,
        response: oneAnswer,
      },
      handler: async (request) => {
        const row = await updateDiscount(app.store, actorOf(request), request.params.id, request.body);
        return ok({ discount: toAdminDiscount(row) }, `Discount code ${row.code} updated`);
      },
    }),
    route({ method: 'DELETE', url: '/admin/discounts/:id', config: { auth: 'admin', errors: [404] },
      schema: { operationId: 'deleteAdminDiscount', tags, summary: 'Delete a discount code: erased when no order used it, archived (hidden and unusable) when orders did', params: idParam, response: { 200: envelope(deletedDiscount) } },
      handler: async (request) => {
        const outcome = await deleteDiscount(app.store, actorOf(request), request.params.id);
        return ok(
          { outcome },
          outcome === 'erased' ? 'Discount deleted' : 'Discount archived: orders used it, so it is kept for their history and can no longer be used',
        );
      },
    }),
  ]);
}
