/**
 * What the API document says about one operation, derived from what its route already declares,
 * so the document cannot disagree with the code: `security` from `config.auth` (and
 * `config.optionalAuth`), the 4xx answers from the audience, the power an admin route needs
 * (admin-powers.ts), the rate limit and `config.errors`.
 * A route whose declaration is incomplete is refused here, at start-up, the way a route without
 * an audience is refused by plugins/auth.ts.
 */
import type { RouteOptions } from 'fastify';
import { EVERY_ADMIN, routePower } from './admin-powers';
import { ERROR_ANSWERS, type ErrorStatus, isApiTag, isErrorStatus, type SecurityRequirement, securityFor } from './openapi';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The 4xx answers this route gives beyond the ones derived for it: 400 (every route: schema
     * validation and the input guard), 401 (routes that take a token), 403 (admin routes some staff
     * roles may not call) and 429 (rate-limited routes).
     */
    errors?: readonly ErrorStatus[];
  }
}

export interface OperationContract {
  operationId: string;
  security: SecurityRequirement[];
  /** Ascending, each once. */
  errorStatuses: ErrorStatus[];
}

/** camelCase, a verb then a noun: listProducts, getProduct, loginCustomer, updateAccountPassword. */
const OPERATION_ID = /^[a-z]+(?:[A-Z][a-z0-9]*)+$/;

const documentedMethods = (route: RouteOptions) => [route.method].flat().filter((method) => method !== 'HEAD');

function declarationProblems(route: RouteOptions): string[] {
  const { schema, config } = route;
  const problems: string[] = [];
  if (documentedMethods(route).length !== 1) problems.push('declares several methods: declare one route per method, each with its own operationId');
  if (!config?.auth) problems.push("config.auth is missing: 'public', 'customer' or 'admin'");

  const operationId = schema?.operationId;
  if (!operationId) problems.push('schema.operationId is missing: camelCase verb + noun, e.g. listAdminCustomers');
  else if (!OPERATION_ID.test(operationId)) problems.push(`schema.operationId "${operationId}" is not camelCase verb + noun, e.g. listAdminCustomers`);

  if (!schema?.summary?.trim()) problems.push('schema.summary is missing: one plain sentence for the docs page');
  const tags = schema?.tags ?? [];
  if (tags.length !== 1 || !isApiTag(tags[0] ?? ''))
    problems.push(`schema.tags must name exactly one area from TAG in server/lib/openapi.ts (has ${JSON.stringify(tags)})`);

  if (schema?.security && config?.auth) {
    const derived = securityFor(config.auth, config.optionalAuth);
    problems.push(
      `schema.security is derived from config.auth ('${config.auth}' gives ${JSON.stringify(derived)}): ` +
        `remove the hand-written ${JSON.stringify(schema.security)}`,
    );
  }
  const unknown = (config?.errors ?? []).filter((status) => !isErrorStatus(status));
  if (unknown.length)
    problems.push(`config.errors has ${unknown.join(', ')}: the documented 4xx answers are ${Object.keys(ERROR_ANSWERS).join(', ')}`);
  return problems;
}

/** The route's operation contract; throws, naming every gap, when its declaration is incomplete. */
export function operationContractOf(route: RouteOptions): OperationContract {
  const problems = declarationProblems(route);
  const { schema, config } = route;
  if (problems.length || !config?.auth || !schema?.operationId)
    throw new Error(`${documentedMethods(route).join(',')} ${route.url} is not declared completely:\n  - ${problems.join('\n  - ')}`);

  const takesToken = config.auth !== 'public' || config.optionalAuth !== undefined;
  const rateLimited = config.rateLimit !== false;
  const power = config.auth === 'admin' ? routePower(documentedMethods(route)[0] ?? '', route.url) : undefined;
  const roleLimited = power !== undefined && power !== EVERY_ADMIN;
  const statuses = new Set<ErrorStatus>([
    400,
    ...(takesToken ? [401 as const] : []),
    ...(roleLimited ? [403 as const] : []),
    ...(rateLimited ? [429 as const] : []),
    ...(config.errors ?? []),
  ]);
  return {
    operationId: schema.operationId,
    security: securityFor(config.auth, config.optionalAuth),
    errorStatuses: [...statuses].sort((a, b) => a - b),
  };
}
