/**
 * Prometheus metrics at GET /metrics (docs/decisions/0190-metrics-endpoint.md): every answer is
 * counted and timed by route pattern, and the scrape adds the process's figures, the database
 * pool, the jobs, the orders and the SQL statements each route and job sends (lib/metrics.ts). The endpoint is not public: it exists only when
 * METRICS_TOKEN is set, and answers only `Authorization: Bearer <METRICS_TOKEN>`. It is outside
 * /api, so it is not in the API document, and the API's rate limit does not count scrapes.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { App } from '../app-types';
import { type StatementTally, withStatementTally } from '../db/statement-count';
import type { ShopMetrics } from '../lib/metrics';
import { routeLabel } from '../lib/route-label';
import { bearerToken } from './auth';

export const METRICS_PATH = '/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests, so the time taken says nothing about how much of the token was right. */
function tokenMatches(given: string | null, expected: string): boolean {
  return given !== null && timingSafeEqual(digest(given), digest(expected));
}

/** Each request's statement tally, opened when it arrives and read when its answer has gone. */
const tallies = new WeakMap<FastifyRequest, StatementTally>();

export function registerMetrics(app: App, metrics: ShopMetrics, token: string | undefined): void {
  // A callback hook: the rest of the request's life runs inside `done`, so inside its tally.
  app.addHook('onRequest', (request, _reply, done) => {
    const tally: StatementTally = { count: 0 };
    tallies.set(request, tally);
    withStatementTally(tally, done);
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = routeLabel(request);
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    metrics.observeStatements(route, tallies.get(request)?.count ?? 0);
  });
  if (!token) return;
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!tokenMatches(bearerToken(request), token)) {
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer realm="metrics"')
        .send({ success: false, message: 'Metrics need the metrics token', data: null });
    }
    const { contentType, body } = await metrics.scrape();
    return reply.header('Cache-Control', 'no-store').type(contentType).send(body);
  });
}
