/**
 * The OpenAPI 3.1 document at /api/docs/json, browsable at /api/docs, generated from the route
 * schemas. Each API route's declaration is checked as the route is registered (a gap refuses the
 * start) and becomes its operation's `security` and 4xx answers, so the document cannot claim
 * what the code does not do. Tags, schemes and the error envelope come from lib/openapi.ts; the
 * version and licence from package.json.
 */
import { STATUS_CODES } from 'node:http';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import packageJson from '../../package.json';
import type { App } from '../app-types';
import { API_BASE, isApiRoute } from '../lib/api-path';
import { type OperationContract, operationContractOf } from '../lib/operation-contract';
import { API_TAGS, type ErrorStatus, SECURITY_SCHEMES, type SecurityRequirement, errorComponents, errorResponseRef } from '../lib/openapi';

const DESCRIPTION = [
  'The storefront, customer account and admin back office API of a Verdant shop.',
  '',
  '- Every answer is `{ success, message, data }`; every refusal is the `ErrorEnvelope` with `data: null`, and `message` is written to be shown to people.',
  '- Money is an integer count of pence, in GBP.',
  '- Customers sign in with `POST /user/login`, admins with `POST /admin/login`; send the token as `Authorization: Bearer <token>`. A customer token is never accepted on an admin call, nor the other way round.',
].join('\n');

/** The parts of the generated document this plugin completes. */
interface Operation {
  operationId?: string;
  security?: SecurityRequirement[];
  responses?: Record<string, { description?: string } | { $ref: string }>;
}
interface ApiDocument {
  paths?: Record<string, Partial<Record<(typeof HTTP_METHODS)[number], Operation>> | undefined>;
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** What @fastify/swagger calls an answer whose schema has no description of its own. */
const UNDESCRIBED = 'Default Response';

/** Checks every API route as it is registered; answers their contracts by operationId. */
function collectOperationContracts(app: App): ReadonlyMap<string, OperationContract> {
  const contracts = new Map<string, OperationContract & { route: string }>();
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isApiRoute(route.url) || route.method === 'HEAD') return;
    const contract = operationContractOf(route);
    const here = `${String(route.method)} ${route.url}`;
    const taken = contracts.get(contract.operationId);
    if (taken) throw new Error(`${here}: operationId "${contract.operationId}" is already used by ${taken.route}`);
    contracts.set(contract.operationId, { ...contract, route: here });
  });
  return contracts;
}

/** Writes each operation's derived security and 4xx answers into the generated document, and names its other answers by status. */
function applyContracts(document: ApiDocument, contracts: ReadonlyMap<string, OperationContract>): void {
  const used = new Set<ErrorStatus>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const contract = operation.operationId ? contracts.get(operation.operationId) : undefined;
      if (!contract) throw new Error(`${method.toUpperCase()} ${path} is in the API document, but no API route declares it`);
      operation.security = contract.security;
      operation.responses ??= {};
      for (const [status, answer] of Object.entries(operation.responses))
        if ('description' in answer && answer.description === UNDESCRIBED) answer.description = STATUS_CODES[status] ?? status;
      for (const status of contract.errorStatuses) {
        operation.responses[status] = errorResponseRef(status);
        used.add(status);
      }
    }
  }
  const errors = errorComponents(used);
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ...errors.schemas },
    responses: { ...document.components?.responses, ...errors.responses },
  };
}

/**
 * The document is always built (its checks run, and the contract check reads it); it is served
 * at /api/docs only when `serve` is on (config.apiDocs, docs/decisions/0216-api-surface-in-production.md).
 */
export async function registerDocs(app: App, { publicUrl, serve }: { publicUrl: string; serve: boolean }): Promise<void> {
  const contracts = collectOperationContracts(app);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Verdant shop API',
        version: packageJson.version,
        description: DESCRIPTION,
        contact: { name: 'Verdant customer care', url: `${publicUrl}/contact` },
        license: { name: 'MIT License', identifier: packageJson.license },
      },
      servers: [{ url: API_BASE, description: 'This shop' }],
      tags: API_TAGS,
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: jsonSchemaTransform,
    transformObject: (generated) => {
      if (!('openapiObject' in generated)) throw new Error('The API document is OpenAPI 3, never Swagger 2');
      applyContracts(generated.openapiObject, contracts);
      return generated.openapiObject;
    },
  });
  if (serve) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
