/**
 * Prometheus metrics at GET /metrics (docs/decisions/0190-metrics-endpoint.md): every answer is
 * counted and timed by route pattern, and the scrape adds the process's figures, the database
 * pool, the jobs and the orders (lib/metrics.ts). The endpoint is not public: it exists only when
 * METRICS_TOKEN is set, and answers only `Authorization: Bearer <METRICS_TOKEN>`. It is outside
 * /api, so it is not in the API document, and the API's rate limit does not count scrapes.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { App } from '../app-types';
import type { ShopMetrics } from '../lib/metrics';
import { routeLabel } from '../lib/route-label';
import { bearerToken } from './auth';

export const METRICS_PATH = '/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests, so the time taken says nothing about how much of the token was right. */
function tokenMatches(given: string | null, expected: string): boolean {
  return given !== null && timingSafeEqual(digest(given), digest(expected));
}

export function registerMetrics(app: App, metrics: ShopMetrics, token: string | undefined): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(request.method, routeLabel(request), reply.statusCode, reply.elapsedTime / 1000);
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
