/** GET /general/products, /general/products/featured, /general/products/{id}. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { envelope } from '../../../src/contracts/envelope';
import { productSchema, productsResponse } from '../../../src/contracts/product';
import type { App } from '../../app-types';
import { TAG } from '../../lib/openapi';
import { ok } from '../../lib/reply';
import { cacheKeyOf, catalogueQuery } from './catalogue-query';
import { featuredProducts, productById, productsResponse as readProductsResponse } from './catalogue-service';
import { type CachedAnswer, chooseEncoding, isFresh } from './response-cache';

/** Browsers and the service worker revalidate with the ETag; a match costs a 304 with no body. */
function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply.header('ETag', answer.etag).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
  if (isFresh(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  const encoding = chooseEncoding(request.headers['accept-encoding'], answer.body.length);
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(answer.bytes(encoding));
}

const productParams = z.object({ id: z.string().trim().min(1).max(120) });

export async function catalogueRoutes(app: App): Promise<void> {
  const cache = app.catalogueCache;

  app.get(
    '/general/products',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'listProducts',
        tags: [TAG.catalogue],
        summary: 'The products response: featured, sets, all products and categories',
        querystring: catalogueQuery,
        response: { 200: envelope(productsResponse) },
      },
    },
    async (request, reply) => {
      const answer = await cache.get(`all:${cacheKeyOf(request.query)}`, async () =>
        ok(await readProductsResponse(app.db, request.query), 'Products fetched'),
      );
      return sendCached(request, reply, answer);
    },
  );

  app.get(
    '/general/products/featured',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'listFeaturedProducts',
        tags: [TAG.catalogue],
        summary: 'Featured products',
        response: { 200: envelope(z.object({ products: z.array(productSchema) })) },
      },
    },
    async (request, reply) => {
      const answer = await cache.get('featured', async () =>
        ok({ products: await featuredProducts(app.db) }, 'Featured products fetched'),
      );
      return sendCached(request, reply, answer);
    },
  );

  app.get(
    '/general/products/:id',
    {
      config: { auth: 'public', errors: [404] },
      schema: {
        operationId: 'getProduct',
        tags: [TAG.catalogue],
        summary: 'One product, by id or slug',
        params: productParams,
        response: { 200: envelope(z.object({ product: productSchema })) },
      },
    },
    async (request, reply) => {
      const answer = await cache.get(`product:${request.params.id}`, async () =>
        ok({ product: await productById(app.db, request.params.id) }, 'Product fetched'),
      );
      return sendCached(request, reply, answer);
    },
  );
}
