/** GET /general/products, /general/products/featured, /general/products/{id}. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { envelope } from '#contracts/envelope';
import { productSchema, productsResponse } from '#contracts/product';
import type { App } from '../../app-types';
import { TAG } from '../../lib/openapi';
import { cachedFeatured, cachedProduct, cachedProducts } from './cached-reads';
import { catalogueQuery } from './catalogue-query';
import { type CachedAnswer, sendCachedAnswer } from './response-cache';

/** Browsers and the service worker revalidate with the ETag; a match costs a 304 with no body. */
const sendCached = (request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) =>
  sendCachedAnswer(request, reply, answer, 'application/json; charset=utf-8');

const productParams = z.object({ id: z.string().trim().min(1).max(120) });

export async function catalogueRoutes(app: App): Promise<void> {
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
    async (request, reply) => sendCached(request, reply, await cachedProducts(app, request.query)),
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
    async (request, reply) => sendCached(request, reply, await cachedFeatured(app)),
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
    async (request, reply) => sendCached(request, reply, await cachedProduct(app, request.params.id)),
  );
}
