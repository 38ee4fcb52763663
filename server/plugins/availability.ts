/**
 * Answers for when the shop cannot serve: while this process is still migrating its database every
 * request but the health checks gets a 503, and a request that failed because the database is
 * gone gets one too (plugins/errors.ts, plugins/static.ts). Storefront navigations get the 503
 * page, API calls the error envelope; neither is cacheable (lib/unavailable-page.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../app-types';
import { API_BASE } from '../lib/api-path';
import type { Readiness } from '../lib/readiness';
import { sendUnavailableEnvelope, sendUnavailablePage } from '../lib/unavailable-page';

const HEALTH_PREFIX = `${API_BASE}/health`;

export function answerUnavailable(request: FastifyRequest, reply: FastifyReply, supportEmail: string): FastifyReply {
  return request.url.startsWith('/api') ? sendUnavailableEnvelope(reply) : sendUnavailablePage(reply, supportEmail);
}

/** While migrations run, only the health checks (and the files of the built PWA) are answered. */
export function registerStartupGate(app: App, readiness: Readiness, supportEmail: string): void {
  app.addHook('onRequest', async (request, reply) => {
    if (readiness.phase !== 'migrating' || request.url.startsWith(HEALTH_PREFIX)) return;
    const isFile = request.routeOptions.url !== undefined && !request.url.startsWith('/api');
    if (isFile) return;
    return answerUnavailable(request, reply, supportEmail);
  });
}
