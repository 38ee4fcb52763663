/**
 * A generous per-IP ceiling on the whole API so one client cannot starve the rest. Tighter limits
 * for sign-in, sign-up and password recovery are set per route by the accounts module.
 *
 * Without REDIS_URL the counts live in this process (one process: the limit is the shop's). With
 * it they live in Redis through @fastify/rate-limit's own Redis store, so a limit of N a minute is
 * N for the whole shop however many processes serve it; while Redis is unreachable each process
 * counts on its own again (its in-memory store) rather than refusing or letting everything through,
 * and goes back to the shared counts once Redis returns (docs/decisions/0181-shared-limits-in-redis.md).
 * The address counted is the one TRUST_PROXY lets through (server/lib/trust-proxy.ts).
 */
import { createRequire } from 'node:module';
import rateLimit, { type FastifyRateLimitOptions, type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { App } from '../app-types';
import type { Config } from '../config';
import type { SharedRedis } from '../lib/redis';

type StoreCallback = Parameters<FastifyRateLimitStore['incr']>[1];
interface StoreWithRead extends FastifyRateLimitStore {
  read(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): StoreWithRead;
}
interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
}

// The library's own stores (not re-exported by its entry point): the Redis one runs its Lua script.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: SharedRedis['client'],
  key: string,
) => StoreWithRead;
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  cache?: number,
) => StoreWithRead;

/** Redis while it answers; this process's own counts while it does not. */
class SharedOrLocalStore implements StoreWithRead {
  constructor(
    private readonly redis: SharedRedis,
    private readonly shared: StoreWithRead,
    private readonly local: StoreWithRead,
  ) {}

  private call(method: 'incr' | 'read', key: string, callback: StoreCallback, timeWindow: number, max: number) {
    if (!this.redis.available) return this.local[method](key, callback, timeWindow, max);
    this.shared[method](
      key,
      (error, result) => {
        if (!error) return callback(null, result);
        this.redis.reportFailure(error);
        this.local[method](key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  incr(key: string, callback: StoreCallback, timeWindow: number, max: number) {
    this.call('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: StoreCallback, timeWindow: number, max: number) {
    this.call('read', key, callback, timeWindow, max);
  }

  child(routeOptions: unknown): StoreWithRead {
    return new SharedOrLocalStore(this.redis, this.shared.child(routeOptions), this.local.child(routeOptions));
  }
}

/** The store class the plugin builds (it calls `new Store(options)`), bound to this app's Redis. */
function sharedOrLocalStore(redis: SharedRedis) {
  return class extends SharedOrLocalStore {
    constructor(options: FastifyRateLimitOptions) {
      const { continueExceeding, exponentialBackoff, cache } = options as StoreOptions;
      super(
        redis,
        new RedisStore(continueExceeding, exponentialBackoff, redis.client, `${redis.prefix}rate:`),
        new LocalStore(continueExceeding, exponentialBackoff, cache),
      );
    }
  };
}

export async function registerRateLimit(app: App, config: Config, redis: SharedRedis | null): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    ...(redis ? { store: sharedOrLocalStore(redis) } : {}),
    // Static files and media are cheap and cached; the ceiling is for the API.
    allowList: (request) => !request.url.startsWith('/api/'),
    // The counts go out with a refusal (429 and Retry-After), not with every answer: no client of
    // the shop reads them, and they were a sixth of a JSON answer's headers (decision 0218).
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      success: false,
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      data: null,
    }),
  });
}
