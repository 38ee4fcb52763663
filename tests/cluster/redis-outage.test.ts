/**
 * Redis away for a while (docs/decisions/0181-shared-limits-in-redis.md): the test runs a Redis of
 * its own on a spare port, two shop processes use it, and it is killed and started again. While it
 * is away the shop keeps selling (sign-up, checkout and payment all answer 2xx; limits count per
 * process), each process logs the outage once, not once per request; once it is back the limit is
 * shared again: 60 a minute in all.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { Shopper } from '../../scripts/cluster-shopper';
import { call, missingForCluster, msUntil, redisUp, skipReason, useCluster } from './support';

const LIMIT = 60;
const REDIS_PORT = 8259;
const REDIS_URL = `redis://127.0.0.1:${REDIS_PORT}`;
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
const skip = skipReason('redis-outage', hasRedisServer ? await missingForCluster({ redis: false }) : 'redis-server is not installed');

let redis: ChildProcess | undefined;
async function startRedis(): Promise<void> {
  redis = spawn('redis-server', ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await msUntil(() => redisUp(REDIS_URL), 10_000);
}
async function killRedis(): Promise<void> {
  const exited = new Promise((resolve) => redis!.once('exit', resolve));
  redis!.kill('SIGKILL');
  await exited;
}
afterAll(async () => {
  if (redis && redis.exitCode === null && redis.signalCode === null) await killRedis();
});

const cluster = useCluster(() => ({ port: 8247, redisUrl: REDIS_URL, env: { RATE_LIMIT_PER_MINUTE: String(LIMIT), LOG_LEVEL: 'info' } }), !skip);
if (!skip) await startRedis();

const occurrences = (text: string, phrase: string) => text.split(phrase).length - 1;
const outputs = () => cluster.current.shops.map((shop) => shop.log());

async function productOnSale(): Promise<{ id: string }> {
  const db = new pg.Client({ connectionString: cluster.current.databaseUrl });
  await db.connect();
  const { rows } = await db.query<{ id: string }>(
    `insert into products (slug, name, description, category, price, stock) values ($1, 'Outage Balm', 'Sold while Redis is away.', 'body', 1200, 1000) returning id`,
    [`outage-balm-${randomBytes(3).toString('hex')}`],
  );
  await db.end();
  return rows[0]!;
}

async function browse(count: number): Promise<number[]> {
  const answers = await Promise.all(Array.from({ length: count }, () => call(`${cluster.current.url}/api/v1/general/products?limit=1`)));
  return answers.map((answer) => answer.status);
}

describe.skipIf(skip)('Redis away for a while', () => {
  it('keeps selling while Redis is away, logs the outage once, and shares the limit again when it returns', async () => {
    const product = await productOnSale();
    expect((await browse(10)).every((status) => status === 200)).toBe(true);

    await killRedis();
    const statuses: number[] = [];
    const record = (_step: string, status: number) => statuses.push(status);
    let paid = 0;
    for (let i = 0; i < 4; i++) {
      const shopper = new Shopper(cluster.current.url, record);
      await shopper.signUp();
      await shopper.checkOut([{ productId: product.id, quantity: 1 }]);
      paid += 1;
    }
    const browsing = await browse(40);
    console.log(`[cluster] Redis away: ${paid} paid checkouts, ${statuses.length} shopper calls all ${[...new Set(statuses)].join('/')}, browsing ${browsing.filter((s) => s === 200).length}/40 answered 200`);
    expect(paid).toBe(4);
    expect(statuses.every((status) => status < 300)).toBe(true);
    expect(browsing.every((status) => status === 200)).toBe(true);
    for (const output of outputs()) expect(occurrences(output, 'Redis unreachable')).toBe(1);

    await startRedis();
    const backAfter = await msUntil(async () => outputs().every((output) => output.includes('Redis is back')), 15_000);
    console.log(`[cluster] Redis back: both processes noticed within ${backAfter.toFixed(0)} ms`);
    const after = await browse(90);
    const passed = after.filter((status) => status === 200).length;
    console.log(`[cluster] after Redis returned, limit ${LIMIT}/min: ${passed} of 90 passed across two processes`);
    expect(passed).toBe(LIMIT);
    for (const output of outputs()) expect(occurrences(output, 'Redis unreachable')).toBe(1);
  });
});
