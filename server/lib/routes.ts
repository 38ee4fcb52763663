/**
 * A module declares its routes as a table: one row a route (method, url, config with its audience,
 * schema, handler), registered in the table's order. Every route file used to spell the same
 * `app.get(url, { config, schema }, handler)` frame around each route; the rows keep only what
 * differs, and the frame is written once here (docs/decisions/0281-route-tables.md).
 *
 * A row is exactly Fastify's own route options, so nothing changes on the way: the auth plugin's
 * onRoute hook still reads `config.auth` (and refuses a route without it), the docs plugin still
 * reads `schema`, and the route table keeps the order the rows are written in.
 */
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App } from '../app-types';

/** One route's options as the shop's app takes them: zod schemas type the handler's request and answer. */
export type RouteRow<S extends FastifySchema = FastifySchema> = RouteOptions<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/** A row whose schema's types have served their purpose (the handler was checked against them). */
declare const checked: unique symbol;
export type DeclaredRoute = RouteRow & { readonly [checked]: true };

/** One row of a route table; its schema types its handler's request and answer. */
export function route<const S extends FastifySchema>(row: RouteRow<S>): DeclaredRoute {
  return row as unknown as DeclaredRoute;
}

/** Registers a module's routes in the table's order. */
export function routesOf(app: App, rows: readonly DeclaredRoute[]): void {
  for (const row of rows) app.route(row);
}
