/**
 * A generous per-IP ceiling on the whole API so one client cannot starve the rest. Tighter limits
 * for sign-in, sign-up and password recovery are set per route by the accounts module.
 *
 * The store is in memory; with several API processes, per-IP limits are per process. A shared
 * store (Redis, REDIS_URL) is the hardening issue's work.
 */
import rateLimit from '@fastify/rate-limit';
import type { App } from '../app-types';
import type { Config } from '../config';

export async function registerRateLimit(app: App, config: Config): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // Static files and media are cheap and cached; the ceiling is for the API.
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      success: false,
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      data: null,
    }),
  });
}
