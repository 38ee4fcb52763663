/**
 * The access log: one line per answered request at the default level (info), written when the
 * answer has gone out: method, route pattern (lib/route-label.ts: never the raw URL, which can
 * carry ids and tokens), status, milliseconds and body bytes, with the request id Fastify's child
 * logger adds (`reqId`, plugins/request-id.ts). Fastify's own two lines per request stay off.
 * Its cost was measured on the catalogue bench (docs/decisions/0193-access-log.md); LOG_LEVEL=warn
 * turns it off.
 */
import type { FastifyReply } from 'fastify';
import type { App } from '../app-types';
import { routeLabel } from '../lib/route-label';

/** The body's size as sent (Content-Length); absent for a streamed answer without one. */
function bodyBytes(reply: FastifyReply): number | undefined {
  const length = Number(reply.getHeader('content-length'));
  return Number.isFinite(length) && length >= 0 ? length : undefined;
}

export function registerRequestLog(app: App): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        route: routeLabel(request),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        bytes: bodyBytes(reply),
      },
      'request',
    );
  });
}
