/** GET /general/products, /general/products/featured, /general/products/{id}; POST /general/products/{id}/views. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { envelope, idParam } from '#contracts/envelope';
import { productSchema, productsResponse } from '#contracts/product';
import type { App } from '../../app-types';
import { TAG } from '../../lib/openapi';
import { ok } from '../../lib/reply';
import { cachedFeatured, cachedProduct, cachedProducts } from './cached-reads';
import { catalogueQuery } from './catalogue-query';
import { createThrottle } from '../accounts';
import { createProductViewCounter } from './view-counter';
import { type CachedAnswer, sendCachedAnswer } from '../../lib/response-cache';
import { route, routesOf } from '../../lib/routes';

/** Browsers and the service worker revalidate with the ETag; a match costs a 304 with no body. */
const sendCached = (request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) =>
  sendCachedAnswer(request, reply, answer, 'application/json; charset=utf-8');

const productParams = z.object({ id: z.string().trim().min(1).max(120) });

export async function storeProductRoutes(app: App): Promise<void> {
  const views = createProductViewCounter(app.db, app.log, createThrottle(app));
  app.addHook('onClose', () => views.stop());

  routesOf(app, [
    route({ method: 'GET', url: '/general/products', config: { auth: 'public' },
      schema: { operationId: 'listProducts', tags: [TAG.catalogue], summary: 'The products response: featured, sets, all products and categories', querystring: catalogueQuery, response: { 200: envelope(productsResponse) } },
      handler: async (request, reply) => sendCached(request, reply, await cachedProducts(app, request.query)),
    }),
    route({ method: 'GET', url: '/general/products/featured', config: { auth: 'public' },
      schema: { operationId: 'listFeaturedProducts', tags: [TAG.catalogue], summary: 'Featured products', response: { 200: envelope(z.object({ products: z.array(productSchema) })) } },
      handler: async (request, reply) => sendCached(request, reply, await cachedFeatured(app)),
    }),
    route({ method: 'GET', url: '/general/products/:id', config: { auth: 'public', errors: [404] },
      schema: { operationId: 'getProduct', tags: [TAG.catalogue], summary: 'One product, by id or slug', params: productParams, response: { 200: envelope(z.object({ product: productSchema })) } },
      handler: async (request, reply) => sendCached(request, reply, await cachedProduct(app, request.params.id)),
    }),
    route({ method: 'POST', url: '/general/products/:id/views', config: { auth: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        operationId: 'recordProductView',
        tags: [TAG.catalogue],
        summary: 'Count a product page view (feeds the popular list)',
        description: 'One view per address per product per 30 minutes, for products on sale; anything else is accepted and not counted.',
        params: idParam,
        response: { 202: envelope(z.null()) },
      },
      handler: async (request, reply) => {
        await views.record(request.params.id, request.ip);
        return reply.code(202).send(ok(null, 'Noted'));
      },
    }),
  ]);
}
