/**
 * A route is right by construction or the server does not start: an API route registered without
 * an audience, without an operationId (or with a badly shaped or duplicate one), without one known
 * tag, or with hand-written security that its audience does not give is refused at start-up. A
 * complete declaration is enough for its whole OpenAPI entry.
 */
import Fastify, { type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope } from '#contracts/envelope';
import type { App } from '../../server/app-types';
import { API_BASE } from '../../server/lib/api-path';
import { TAG } from '../../server/lib/openapi';
import { createTokenService } from '../../server/lib/tokens';
import { registerRouteAuth } from '../../server/plugins/auth';
import { registerDocs } from '../../server/plugins/docs';
import { createTestDatabase, type TestDatabase } from './support/database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
});
afterAll(async () => {
  await database?.dispose();
});

type Declaration = Omit<RouteOptions, 'handler'>;

const complete: Declaration = {
  method: 'GET',
  url: '/admin/products/widgets/:id',
  config: { auth: 'admin', errors: [404] },
  schema: {
    operationId: 'getAdminWidget',
    tags: [TAG.adminEmails],
    summary: 'One widget',
    params: z.object({ id: z.uuid() }),
    response: { 200: envelope(z.null()) },
  },
};

/** An app with the real auth and docs plugins and the given routes under /api/v1, started. */
async function startWith(...routes: Declaration[]): Promise<App> {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const tokens = createTokenService({ customerSecret: 'c'.repeat(40), adminSecret: 'a'.repeat(40), issuer: 'verdant-shop' });
  registerRouteAuth(app, database.db, tokens);
  await registerDocs(app, { publicUrl: 'https://shop.example', serve: true });
  await app.register(
    async (api) => {
      for (const route of routes) api.route({ ...route, handler: async () => ({ success: true, message: 'OK', data: null }) });
    },
    { prefix: API_BASE },
  );
  try {
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}

const without = (key: string, from: object | undefined) => Object.fromEntries(Object.entries(from ?? {}).filter(([k]) => k !== key));

describe('route declarations', () => {
  it('turn a complete declaration into the whole OpenAPI entry', async () => {
    const app = await startWith(complete);
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    await app.close();
    const operation = document.paths['/admin/products/widgets/{id}'].get;
    expect(operation.operationId).toBe('getAdminWidget');
    expect(operation.security).toEqual([{ adminToken: [] }]);
    // 403: the catalogue's power, which not every staff role holds (server/lib/admin-powers.ts).
    expect(Object.keys(operation.responses)).toEqual(['200', '400', '401', '403', '404', '429']);
    expect(operation.responses['404']).toEqual({ $ref: '#/components/responses/NotFound' });
  });

  it('refuse a route without an audience', async () => {
    await expect(startWith({ ...complete, config: without('auth', complete.config) })).rejects.toThrow(/must declare config\.auth/);
  });

  it('refuse a route without an operationId', async () => {
    await expect(startWith({ ...complete, schema: without('operationId', complete.schema) })).rejects.toThrow(
      /GET \/api\/v1\/admin\/products\/widgets\/:id is not declared completely:\n {2}- schema\.operationId is missing/,
    );
  });

  it('refuse an operationId that is not camelCase verb + noun', async () => {
    for (const operationId of ['get_admin_widget', 'GetAdminWidget', 'widget']) {
      await expect(startWith({ ...complete, schema: { ...complete.schema, operationId } }), operationId).rejects.toThrow(
        `schema.operationId "${operationId}" is not camelCase verb + noun`,
      );
    }
  });

  it('refuse an operationId two routes share', async () => {
    await expect(startWith(complete, { ...complete, method: 'DELETE' })).rejects.toThrow(
      'DELETE /api/v1/admin/products/widgets/:id: operationId "getAdminWidget" is already used by GET /api/v1/admin/products/widgets/:id',
    );
  });

  it('refuse hand-written security that disagrees with the audience', async () => {
    const lying = { ...complete, config: { auth: 'public' as const }, schema: { ...complete.schema, security: [{ adminToken: [] }] } };
    await expect(startWith(lying)).rejects.toThrow(
      `schema.security is derived from config.auth ('public' gives []): remove the hand-written [{"adminToken":[]}]`,
    );
  });

  it('refuse a route without exactly one known tag, or without a summary', async () => {
    await expect(startWith({ ...complete, schema: { ...complete.schema, tags: ['admin'] } })).rejects.toThrow(/schema\.tags must name exactly one area/);
    await expect(startWith({ ...complete, schema: without('tags', complete.schema) })).rejects.toThrow(/schema\.tags must name exactly one area/);
    await expect(startWith({ ...complete, schema: without('summary', complete.schema) })).rejects.toThrow(/schema\.summary is missing/);
  });

  it('refuse an optional token on a route that always needs one', async () => {
    await expect(startWith({ ...complete, config: { auth: 'customer', optionalAuth: 'admin' } })).rejects.toThrow(
      /config\.optionalAuth is for public routes/,
    );
  });

  it('refuse an error answer the API does not document', async () => {
    // @ts-expect-error 418 is not one of the documented 4xx answers: the type refuses it too
    await expect(startWith({ ...complete, config: { auth: 'admin', errors: [418] } })).rejects.toThrow(/config\.errors has 418/);
  });
});
