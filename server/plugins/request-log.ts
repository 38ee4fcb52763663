/**
 * One log line per request, at debug level. Fastify's own request logging writes two JSON lines
 * per request at info, which buries the server's own messages in a terminal running `npm start`;
 * operators who want an access log set LOG_LEVEL=debug (or trace).
 */
import type { App } from '../app-types';

export function registerRequestLog(app: App): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug(
      { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request completed',
    );
  });
}
