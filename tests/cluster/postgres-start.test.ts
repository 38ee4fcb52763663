/**
 * Starting on PostgreSQL as a deploy does: four processes at once on an empty database all start
 * and the migrations are applied once (they queue on an advisory lock); and a process started
 * before its database is reachable waits, says so, and starts when the database appears
 * (docs/decisions/0172-shutdown-order-and-start-up-wait.md,
 * 0174-one-process-per-data-dir-and-migration-lock.md).
 */
import { readdirSync } from 'node:fs';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../server/db/client';
import { createEmptyPostgresDatabase, type EmptyPostgresDatabase, postgresServerUrl } from '../support/postgres-database';
import { residentMegabytes, type ShopProcess, spawnShop, startShop } from '../support/shop-process';

/** A port of this helper's range with nothing listening until the test opens its relay. */
const LATE_DATABASE_PORT = 8233;

const databases: EmptyPostgresDatabase[] = [];
const running: ShopProcess[] = [];
afterAll(async () => {
  await Promise.all(running.map((shop) => shop.stop('SIGKILL')));
  for (const database of databases) await database.drop();
});

const migrationCount = () => readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.sql')).length;

/** Forwards every connection on `port` to the real PostgreSQL: the database "appearing". */
function relayTo(port: number, target: URL): Promise<net.Server> {
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end);
    upstream.on('error', end);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

describe.skipIf(!postgresServerUrl)('starting on PostgreSQL', () => {
  it('four processes started at once on an empty database all start; the migrations run once', async () => {
    const database = await createEmptyPostgresDatabase();
    databases.push(database);
    const started = Date.now();
    const shops = await Promise.all(Array.from({ length: 4 }, () => startShop({ databaseUrl: database.url })));
    running.push(...shops);
    console.log(
      `four processes on an empty PostgreSQL: all healthy in ${Date.now() - started} ms ` +
        `(each: ${shops.map((shop) => shop.startupMs).join(', ')} ms; RSS ${(await Promise.all(shops.map((shop) => residentMegabytes(shop.pid)))).join(', ')} MB)`,
    );
    for (const shop of shops) expect((await fetch(`${shop.url}/api/v1/general/products`)).status).toBe(200);

    const applied = await database.query<{ hash: string; count: number }>(
      'select hash, count(*)::int as count from drizzle.__drizzle_migrations group by hash',
    );
    expect(applied).toHaveLength(migrationCount());
    expect(applied.every((row) => row.count === 1)).toBe(true);
    const exits = await Promise.all(shops.map((shop) => shop.stop('SIGTERM')));
    expect(exits.map((exit) => exit.code)).toEqual([0, 0, 0, 0]);
    for (const shop of shops) expect(shop.errorLines()).toEqual([]);
  }, 900_000);

  it('waits for a database that is not reachable yet, then starts when it appears', async () => {
    const database = await createEmptyPostgresDatabase();
    databases.push(database);
    const lateUrl = new URL(database.url);
    lateUrl.host = `127.0.0.1:${LATE_DATABASE_PORT}`;
    const shop = spawnShop({ databaseUrl: lateUrl.toString(), env: { DATABASE_WAIT_MS: '120000' } });
    const waiting = await shop.waitForLog(/database not reachable \(ECONNREFUSED/, 600_000);
    expect(waiting).toMatch(/retrying in \d+ ms, giving up in \d+ s \(DATABASE_WAIT_MS\)/);
    // Still waiting, not exited, after a second try.
    await shop.waitForLog(/try 2, retrying/, 600_000);
    expect(shop.child.exitCode).toBeNull();

    const appearedAt = Date.now();
    const relay = await relayTo(LATE_DATABASE_PORT, new URL(database.url));
    try {
      const { port } = await shop.ready;
      console.log(`start-up with a late database: healthy ${Date.now() - appearedAt} ms after it appeared`);
      expect(shop.log()).toMatch(/database reachable after \d+ tries/);
      expect((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).status).toBe(200);
      shop.signalledAt.at = Date.now();
      shop.child.kill('SIGTERM');
      expect((await shop.exited).code).toBe(0);
    } finally {
      shop.child.kill('SIGKILL');
      await new Promise((resolve) => relay.close(resolve));
    }
  }, 900_000);

  it('gives up after DATABASE_WAIT_MS with one clear line and no stack trace', async () => {
    const shop = spawnShop({
      databaseUrl: `postgres://postgres@127.0.0.1:${LATE_DATABASE_PORT + 1}/nowhere`,
      env: { DATABASE_WAIT_MS: '1500' },
    });
    const exit = await shop.exited;
    expect(exit.code).toBe(1);
    expect(shop.log()).toMatch(/the database is not reachable \(ECONNREFUSED.*gave up after DATABASE_WAIT_MS=1500 ms/);
    expect(shop.log()).not.toMatch(/^\s+at /m);
  }, 600_000);
});
