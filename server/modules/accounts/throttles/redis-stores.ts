/**
 * The brute-force counters in Redis, so every shop process counts the same attempts: twenty wrong
 * passwords are twenty however the balancer spreads them (docs/decisions/0181-shared-limits-in-redis.md).
 * Each store answers the same calls as its in-memory twin (throttle.ts, slowdown.ts), each call one
 * atomic Lua script, with Redis's own clock so processes on different machines agree on windows.
 * `throttleStores` puts them in front of the in-memory ones: while Redis is away, counting goes on
 * per process (lib/shared-or-local.ts).
 */
import type { Clock } from '../../../lib/clock';
import type { SharedRedis } from '../../../lib/redis';
import { sharedOrLocal } from '../../../lib/shared-or-local';
import { type Claim, MemorySlowdownStore, type SlowdownRule, type SlowdownStore } from './slowdown';
import { type CounterStore, MemoryCounterStore } from './throttle';

/** INCR, starting the window on the first hit (a key left without expiry gets one). */
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const DECREMENT_TO_ZERO = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** slowdown.ts's claim: refuse inside the gap, else count a failure in advance and open the next gap. */
const CLAIM = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local nextAt = tonumber(redis.call('HGET', KEYS[1], 'nextAt') or '0')
if now < nextAt then return {0, nextAt - now} end
local count = redis.call('HINCRBY', KEYS[1], 'count', 1)
local past = count - tonumber(ARGV[1])
local delay = 0
if past > 0 then delay = math.min(tonumber(ARGV[3]), tonumber(ARGV[2]) * 2 ^ (past - 1)) end
redis.call('HSET', KEYS[1], 'nextAt', now + delay)
redis.call('PEXPIRE', KEYS[1], math.max(delay, tonumber(ARGV[4])))
return {1, 0}`;

const RELEASE = `
local count = tonumber(redis.call('HGET', KEYS[1], 'count') or '0')
if count > 0 then redis.call('HINCRBY', KEYS[1], 'count', -1) end
return 0`;

export class RedisCounterStore implements CounterStore {
  constructor(private readonly redis: SharedRedis) {}

  private key(key: string) {
    return `${this.redis.prefix}throttle:${key}`;
  }

  async increment(key: string, windowMs: number) {
    const [count, resetInMs] = (await this.redis.client.eval(INCREMENT, 1, this.key(key), windowMs)) as [number, number];
    return { count, resetInMs };
  }

  async decrement(key: string) {
    await this.redis.client.eval(DECREMENT_TO_ZERO, 1, this.key(key));
  }

  async reset(key: string) {
    await this.redis.client.del(this.key(key));
  }
}

export class RedisSlowdownStore implements SlowdownStore {
  constructor(private readonly redis: SharedRedis) {}

  private key(key: string) {
    return `${this.redis.prefix}slowdown:${key}`;
  }

  async claim(rule: SlowdownRule): Promise<Claim> {
    const [allowed, retryInMs] = (await this.redis.client.eval(
      CLAIM,
      1,
      this.key(rule.key),
      rule.freeFailures,
      rule.firstDelayMs,
      rule.maxDelayMs,
      rule.forgetAfterMs,
    )) as [number, number];
    return allowed === 1 ? { allowed: true } : { allowed: false, retryInMs };
  }

  async release(key: string) {
    await this.redis.client.eval(RELEASE, 1, this.key(key));
  }

  async reset(key: string) {
    await this.redis.client.del(this.key(key));
  }
}

/**
 * The throttle's stores: in Redis (falling back to the process) when there is one, else in memory.
 * `clock` times the in-memory ones only: in Redis, windows and gaps run on Redis's clock (decision 0285).
 */
export function throttleStores(redis: SharedRedis | null, clock: Clock): { counters: CounterStore; slowdowns: SlowdownStore } {
  const local = { counters: new MemoryCounterStore(undefined, clock), slowdowns: new MemorySlowdownStore(undefined, clock) };
  if (!redis) return local;
  return {
    counters: sharedOrLocal<CounterStore>(redis, new RedisCounterStore(redis), local.counters),
    slowdowns: sharedOrLocal<SlowdownStore>(redis, new RedisSlowdownStore(redis), local.slowdowns),
  };
}
