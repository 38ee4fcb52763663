/**
 * Two shop processes behind the balancer with Redis (docs/decisions/0181-shared-limits-in-redis.md,
 * 0182-trusted-proxies.md): a per-IP limit of 60 a minute lets 60 through in all, whichever process
 * answers; wrong passwords are counted once for the shop, so the sign-in throttle answers 429 at
 * the same attempt one process would; and a forged X-Forwarded-For never moves the counted address.
 */
import { randomBytes } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_FAILURES } from '../../server/modules/accounts/throttles/auth-limits';
import { call, clearRedisKeys, missingForCluster, skipReason, useCluster } from './support';

const LIMIT = 60;
const skip = skipReason('shared-limits', await missingForCluster({ redis: true }));
const cluster = useCluster({ port: 8244, env: { RATE_LIMIT_PER_MINUTE: String(LIMIT) } }, !skip);

beforeEach(async () => {
  if (!skip) await clearRedisKeys(cluster.current.redisPrefix);
});

const randomAddress = () => Array.from(randomBytes(4)).join('.');

/** `count` API reads through the balancer, a few at a time; answers the statuses. */
async function browse(count: number, headers: () => Record<string, string> = () => ({})): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 10) {
    const batch = Array.from({ length: Math.min(10, count - i) }, () => call(`${cluster.current.url}/api/v1/general/products?limit=1`, { headers: headers() }));
    statuses.push(...(await Promise.all(batch)).map((answer) => answer.status));
  }
  return statuses;
}

describe.skipIf(skip)('limits shared through Redis by two processes', () => {
  it(`lets ${LIMIT} requests a minute through in all, not ${LIMIT} per process`, async () => {
    const statuses = await browse(150);
    const passed = statuses.filter((status) => status === 200).length;
    console.log(`[cluster] limit ${LIMIT}/min, 150 requests through two processes: ${passed} passed, ${statuses.filter((s) => s === 429).length} refused`);
    expect(passed).toBe(LIMIT);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
  });

  it('counts the balancer-seen address whatever X-Forwarded-For the client forges', async () => {
    const statuses = await browse(120, () => ({ 'x-forwarded-for': `${randomAddress()}, ${randomAddress()}` }));
    const passed = statuses.filter((status) => status === 200).length;
    console.log(`[cluster] 120 requests with a forged X-Forwarded-For each: ${passed} passed`);
    expect(passed).toBe(LIMIT);
  });

  it('answers 429 to wrong passwords at the attempt one process would, however the balancer spreads them', async () => {
    const email = `nobody-${randomBytes(3).toString('hex')}@example.com`;
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 20; attempt++) {
      const answer = await call(`${cluster.current.url}/api/v1/user/login`, { method: 'POST', json: { email, password: `wrong-password-${attempt}` } });
      statuses.push(answer.status);
    }
    const firstRefusal = statuses.indexOf(429) + 1;
    console.log(`[cluster] 20 wrong passwords through two processes: first 429 at attempt ${firstRefusal}; statuses ${statuses.join(' ')}`);
    // One process answers 401 to the first nine and 429 from the tenth on (auth-limits.ts).
    expect(firstRefusal).toBe(ACCOUNT_FAILURES);
    expect(statuses.slice(ACCOUNT_FAILURES - 1).every((status) => status === 429)).toBe(true);
    expect(new Set(statuses.slice(0, ACCOUNT_FAILURES - 1))).toEqual(new Set([401]));
  });
});
