/** The OpenAPI document, generated from the routes' zod schemas, served at /api/docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { App } from '../app-types';

export async function registerDocs(app: App): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Verdant shop API',
        description:
          'Storefront, customer account and admin back office API. Every answer is `{ success, message, data }`; money is integer pence in GBP.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          customerToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          adminToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
