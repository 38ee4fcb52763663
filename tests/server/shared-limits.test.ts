/**
 * The limits with REDIS_URL (docs/decisions/0181-shared-limits-in-redis.md): the Redis throttle
 * stores count as their in-memory twins do, shared by two processes' clients; and a Redis that is
 * not there changes nothing for a shopper: requests are answered, limits count per process, and
 * the outage is logged once. The Redis-backed parts need a Redis at 127.0.0.1:6379 and say so
 * when skipped.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis, type SharedRedis } from '../../server/lib/redis';
import { RedisCounterStore, RedisSlowdownStore, throttleStores } from '../../server/modules/accounts/throttles/redis-stores';
import { Slowdown } from '../../server/modules/accounts/throttles/slowdown';
import { authLimits } from '../../server/modules/accounts/throttles/auth-limits';
import { DeviceProofs } from '../../server/modules/accounts/sign-in/device-proofs';
import { Throttle } from '../../server/modules/accounts/throttles/throttle';
import { systemClock } from '../../server/lib/clock';
import { type HttpError, unauthorized } from '../../server/lib/http-errors';
import { redisUp } from '../../scripts/cluster';
import { useTestApp } from './support/app';

const LOCAL_REDIS = 'redis://127.0.0.1:6379';
/** Nothing listens here (a port of this branch's range kept free). */
const NO_REDIS = 'redis://127.0.0.1:8258';

const lines: string[] = [];
const log = { warn: (message: string) => lines.push(`warn ${message}`), info: (message: string) => lines.push(`info ${message}`) };

const hasRedis = await redisUp(LOCAL_REDIS);
if (!hasRedis) console.log(`[shared-limits] Redis-backed tests skipped: no Redis at ${LOCAL_REDIS}`);

describe.skipIf(!hasRedis)('throttle stores in Redis', () => {
  let one: SharedRedis;
  let two: SharedRedis;
  const prefix = `verdant-test-${randomBytes(4).toString('hex')}:`;
  beforeAll(async () => {
    one = await connectRedis(LOCAL_REDIS, prefix, log);
    two = await connectRedis(LOCAL_REDIS, prefix, log);
  });
  afterAll(async () => {
    const keys = await one.client.keys(`${prefix}*`);
    if (keys.length > 0) await one.client.del(...keys);
    await one.close();
    await two.close();
  });

  it('counts one window across two processes, taking back and resetting like the memory store', async () => {
    const a = new RedisCounterStore(one);
    const b = new RedisCounterStore(two);
    expect(await a.increment('k', 60_000)).toMatchObject({ count: 1 });
    expect(await b.increment('k', 60_000)).toMatchObject({ count: 2 });
    const third = await a.increment('k', 60_000);
    expect(third.count).toBe(3);
    expect(third.resetInMs).toBeGreaterThan(50_000);
    expect(third.resetInMs).toBeLessThanOrEqual(60_000);
    await b.decrement('k');
    expect((await a.increment('k', 60_000)).count).toBe(3);
    await b.reset('k');
    expect((await a.increment('k', 60_000)).count).toBe(1);
    // Never below zero.
    await a.reset('z');
    await a.decrement('z');
    expect((await b.increment('z', 60_000)).count).toBe(1);
  });

  it('opens the slowdown gap for every process once the free failures are used', async () => {
    const rule = { key: 'acct', freeFailures: 2, firstDelayMs: 60_000, maxDelayMs: 120_000, forgetAfterMs: 60_000 };
    const a = new RedisSlowdownStore(one);
    const b = new RedisSlowdownStore(two);
    expect(await a.claim(rule)).toEqual({ allowed: true });
    expect(await b.claim(rule)).toEqual({ allowed: true });
    expect(await a.claim(rule)).toEqual({ allowed: true });
    const refused = await b.claim(rule);
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryInMs).toBeGreaterThan(50_000);
    await a.reset('acct');
    expect(await b.claim(rule)).toEqual({ allowed: true });
  });

  it('honours a device proof from any process, counting its failures once across them', async () => {
    const secrets = { customer: 'c'.repeat(48), admin: 'a'.repeat(48) };
    const ada = { email: 'ada@example.com', passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$salt$hash' };
    const proof = new DeviceProofs(secrets).issue('customer', ada);
    const device = new DeviceProofs(secrets).verify('customer', ada, proof);
    expect(device).not.toBeNull();
    const processes = [one, two].map((redis) => new Throttle(new RedisCounterStore(redis), new Slowdown(new RedisSlowdownStore(redis))));
    const rules = [authLimits.signInFromDevice('customer', device!)];
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push(await processes[i % 2]!.run(rules, () => Promise.reject(unauthorized('Invalid email or password'))).catch((error: HttpError) => error.statusCode));
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 401, 429]);
  });
});

describe('a Redis that is not there', () => {
  const t = useTestApp({ REDIS_URL: NO_REDIS, RATE_LIMIT_PER_MINUTE: '4' });
  it('counts in the process, logs the outage once, and answers every call', async () => {
    lines.length = 0;
    const redis = await connectRedis(NO_REDIS, 'verdant-none:', log);
    try {
      const stores = throttleStores(redis, systemClock);
      for (let i = 1; i <= 5; i++) expect((await stores.counters.increment('k', 60_000)).count).toBe(i);
      const slowdown = new Slowdown(stores.slowdowns);
      await expect(slowdown.run({ key: 's', freeFailures: 1, firstDelayMs: 1000, maxDelayMs: 1000, forgetAfterMs: 1000 }, async () => 'ok')).resolves.toBe('ok');
      expect(lines.filter((line) => line.includes('Redis unreachable'))).toHaveLength(1);
    } finally {
      await redis.close();
    }
  });

  it('keeps the API answering, with the per-IP limit counted by the process', async () => {
    // The sign-in throttle answers too: a wrong password is a 401, not a failure of ours.
    const signIn = await t.app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email: 'nobody@example.com', password: 'wrong-password-1' } });
    expect(signIn.statusCode).toBe(401);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await t.app.inject({ method: 'GET', url: '/api/v1/general/products?limit=1' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});
