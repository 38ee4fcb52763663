/**
 * The one Redis connection of a shop process (REDIS_URL), wrapped once: ioredis with settings that
 * keep the shop selling when Redis goes away (docs/decisions/0181-shared-limits-in-redis.md).
 *
 * - Commands never queue while disconnected (`enableOfflineQueue: false`) and give up after a short
 *   timeout, so a missing Redis costs a request a fraction of a millisecond, not a hang; whoever
 *   calls falls back to its per-process state.
 * - The client reconnects forever, backing off to 2 s.
 * - An outage is logged once when it starts and once when Redis is back, never per request or per
 *   reconnect attempt.
 */
import { Redis } from 'ioredis';

export interface RedisLog {
  warn(message: string): void;
  info(message: string): void;
}

export interface SharedRedis {
  client: Redis;
  /** Prefix of every key this shop writes. */
  prefix: string;
  /** True while the connection is up and ready for commands. */
  readonly available: boolean;
  /** Tells the outage log that a command failed (it logs only the first failure of an outage). */
  reportFailure(error: unknown): void;
  close(): Promise<void>;
}

/** Long enough for a loaded Redis on a busy machine; short enough that a hung one is not waited on. */
const COMMAND_TIMEOUT_MS = 1000;
const CONNECT_WAIT_MS = 2000;

export async function connectRedis(url: string, prefix: string, log: RedisLog): Promise<SharedRedis> {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_WAIT_MS,
    retryStrategy: (times) => Math.min(times * 200, 2000),
    lazyConnect: true,
  });
  let down = false;
  let closing = false;
  let lastSlowCommandLog = 0;
  const markDown = (error: unknown) => {
    if (down || closing) return;
    down = true;
    const reason = error instanceof Error ? error.message : String(error);
    log.warn(`Redis unreachable (${reason}): rate limits and sign-in throttles count per process until it is back`);
  };
  client.on('error', markDown);
  client.on('close', () => markDown(new Error('connection closed')));
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis is back: rate limits and sign-in throttles are shared again');
  });
  // Starting while Redis is away is allowed: the shop sells, and the client keeps reconnecting.
  await client.connect().catch(markDown);

  return {
    client,
    prefix,
    get available() {
      return client.status === 'ready';
    },
    reportFailure(error) {
      if (client.status !== 'ready') return markDown(error);
      // Connected but a command failed (timed out on a loaded Redis): worth a line, not one per request.
      if (Date.now() - lastSlowCommandLog < 60_000) return;
      lastSlowCommandLog = Date.now();
      log.warn(`a Redis command failed (${error instanceof Error ? error.message : String(error)}); counted in this process instead`);
    },
    async close() {
      closing = true;
      await client.quit().catch(() => client.disconnect());
    },
  };
}
