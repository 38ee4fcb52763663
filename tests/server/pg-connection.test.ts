/**
 * A transaction's BEGIN travels with its first statement on PostgreSQL (server/db/pg-connection.ts,
 * decisions 0242 and 0269), and its COMMIT with a last statement (decision 0246): one round trip
 * less a transaction for each, counted by a proxy that sees only the bytes, and the same transaction as before: its statements share one, an error
 * leaves it to be rolled back, and nothing leaks past its end. What a carried COMMIT means for the
 * caller is tested on both databases in carried-commit.test.ts.
 */
import { sql } from 'drizzle-orm';
import net from 'node:net';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAST_STATEMENT_MARK, lastStatement } from '../../server/db/carried-commit';
import { resetTransactionsOnRelease, shopConnectionClass } from '../../server/db/pg-connection';
import { onPostgres } from './support/database';
import { startRoundTripProxy, type RoundTripProxy } from './support/round-trip-proxy';

describe.runIf(onPostgres)('a PostgreSQL connection', () => {
  // Every write the connections hand to the operating system: a net.Socket sends each through
  // `_write`, or `_writev` for the writes a cork held back together.
  let socketWrites = 0;
  const watchedSocket = () => {
    const socket = new net.Socket();
    for (const method of ['_write', '_writev'] as const) {
      const write = socket[method]!.bind(socket) as (...args: unknown[]) => void;
      socket[method] = ((...args: unknown[]) => {
        socketWrites += 1;
        write(...args);
      }) as never;
    }
    return socket;
  };
  const Client = shopConnectionClass(pg, { connectTimeoutMs: 5_000, preparedStatements: true, socket: watchedSocket });
  let proxy: RoundTripProxy;
  let pool: pg.Pool;
  let db: ReturnType<typeof drizzle>;
  const countRoundTrips = async (work: () => Promise<unknown>) => {
    const before = proxy.roundTrips();
    await work();
    return proxy.roundTrips() - before;
  };
  const txid = sql`select txid_current()::text as id`;

  beforeAll(async () => {
    proxy = await startRoundTripProxy(process.env.TEST_DATABASE_URL!);
    // One connection, so every transaction below meets the state the one before left.
    pool = new pg.Pool({ connectionString: proxy.url, max: 1, Client });
    resetTransactionsOnRelease(pool);
    db = drizzle(pool);
    await db.execute(sql`create temporary table carried (id int primary key)`);
    // Even the connection's first transaction sends its BEGIN with its first statement.
    expect(await countRoundTrips(() => db.transaction(async (tx) => tx.execute(sql`select 1`)))).toBe(2);
  });
  afterAll(async () => {
    await pool.end();
    await proxy.close();
  });

  it('sends BEGIN with the first statement: two statements and COMMIT in three round trips, in one transaction', async () => {
    let ids: string[] = [];
    const trips = await countRoundTrips(async () => {
      ids = await db.transaction(async (tx) => {
        const first = (await tx.execute<{ id: string }>(txid)).rows[0]!.id;
        const second = (await tx.execute<{ id: string }>(txid)).rows[0]!.id;
        return [first, second];
      });
    });
    expect(trips).toBe(3);
    expect(ids[0]).toBe(ids[1]);
    // Outside a transaction every statement is its own.
    const alone = (await db.execute<{ id: string }>(txid)).rows[0]!.id;
    expect(alone).not.toBe(ids[0]);
  });

  it('answers the first statement’s own rows, with its parameters', async () => {
    const rows = await db.transaction(async (tx) => (await tx.execute<{ n: number; s: string }>(sql`select ${41}::int + 1 as n, ${'rose'}::text as s`)).rows);
    expect(rows).toEqual([{ n: 42, s: 'rose' }]);
  });

  it('rolls back what the first statement wrote when the transaction throws', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into carried (id) values (${1})`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await db.execute(sql`select count(*)::int as n from carried`)).rows).toEqual([{ n: 0 }]);
  });

  it('a first statement that fails fails its transaction, and leaves the connection clean for the next', async () => {
    await db.execute(sql`insert into carried (id) values (${2})`);
    await expect(db.transaction((tx) => tx.execute(sql`insert into carried (id) values (${2})`))).rejects.toMatchObject({ cause: { code: '23505' } });
    // A statement the server cannot parse, twice: it is not taken for prepared.
    for (let attempt = 0; attempt < 2; attempt++) {
      await expect(db.transaction((tx) => tx.execute(sql`select * from no_such_table where id = ${attempt}`))).rejects.toMatchObject({ cause: { code: '42P01' } });
    }
    const ids = await db.transaction(async (tx) => {
      await tx.execute(sql`insert into carried (id) values (${3})`);
      return (await tx.execute<{ id: number }>(sql`select id from carried order by id`)).rows.map((row) => row.id);
    });
    expect(ids).toEqual([2, 3]);
  });

  it('a transaction that sends nothing sends nothing', async () => {
    expect(await countRoundTrips(() => db.transaction(async () => 'nothing to do'))).toBe(0);
  });

  it('a BEGIN its transaction never used is dropped when the connection goes back to the pool', async () => {
    const client = await pool.connect();
    await client.query('begin');
    client.release();
    const next = await pool.connect();
    try {
      await next.query('select $1::int as n', [1]);
      expect((next as unknown as { getTransactionStatus(): string }).getTransactionStatus()).toBe('I');
    } finally {
      next.release();
    }
  });

  it('answers a held BEGIN and its COMMIT through callbacks too', async () => {
    const client = await pool.connect();
    try {
      const viaCallback = (text: string) => new Promise((resolve, reject) => client.query(text, (error, result) => (error ? reject(error) : resolve(result.command))));
      expect(await viaCallback('begin')).toBe('BEGIN');
      const row = await new Promise((resolve, reject) => client.query('select $1::int as n', [7], (error, result) => (error ? reject(error) : resolve(result.rows[0]))));
      expect(row).toEqual({ n: 7 });
      expect((client as unknown as { getTransactionStatus(): string }).getTransactionStatus()).toBe('T');
      expect(await viaCallback('commit')).toBe('COMMIT');
    } finally {
      client.release();
    }
  });

  it('sends COMMIT with the last statement: two statements in two round trips, in one transaction, committed', async () => {
    await db.execute(sql`delete from carried`);
    let ids: string[] = [];
    const writesBefore = socketWrites;
    const trips = await countRoundTrips(async () => {
      ids = await db.transaction(async (tx) => {
        const first = (await tx.execute<{ id: string }>(txid)).rows[0]!.id;
        const [last] = await lastStatement<{ id: string }>(tx, sql`with written as (insert into carried (id) values (${20})) ${txid}`);
        return [first, last!.id];
      });
    });
    expect(trips).toBe(2);
    // Four queries (BEGIN, the first, the last, COMMIT) in two writes: each pair leaves together.
    expect(socketWrites - writesBefore).toBe(2);
    expect(ids[0]).toBe(ids[1]);
    expect((await db.execute(sql`select id from carried`)).rows).toEqual([{ id: 20 }]);
  });

  it('a last statement that fails is rolled back by its own COMMIT, and the connection is clean', async () => {
    const before = proxy.roundTrips();
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into carried (id) values (${21})`);
        await lastStatement(tx, sql`insert into carried (id) values (${20})`);
      }),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    // BEGIN with the first statement, then the last with its COMMIT, which the server answers by
    // rolling the failed transaction back; Drizzle's ROLLBACK is answered without being sent.
    expect(proxy.roundTrips() - before).toBe(2);
    const client = await pool.connect();
    try {
      expect((client as unknown as { getTransactionStatus(): string }).getTransactionStatus()).toBe('I');
    } finally {
      client.release();
    }
    expect((await db.execute(sql`select id from carried order by id`)).rows).toEqual([{ id: 20 }]);
  });

  it('answers the carried statement through a callback too, and then its COMMIT without sending it', async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const row = await new Promise((resolve, reject) =>
        client.query(`${LAST_STATEMENT_MARK} select $1::int as n`, [8], (error, result) => (error ? reject(error) : resolve(result.rows[0]))),
      );
      expect(row).toEqual({ n: 8 });
      expect((client as unknown as { getTransactionStatus(): string }).getTransactionStatus()).toBe('I');
      expect((await client.query('commit')).command).toBe('COMMIT');
    } finally {
      client.release();
    }
  });

  it('a connection that drops under a transaction fails its statement and nothing else: the process carries on', async () => {
    const cut = await startRoundTripProxy(process.env.TEST_DATABASE_URL!);
    const own = new pg.Pool({ connectionString: cut.url, max: 1, Client });
    own.on('error', () => {});
    try {
      const client = await own.connect();
      await client.query('begin');
      const sleeping = client.query('select pg_sleep(5)');
      await new Promise((resolve) => setTimeout(resolve, 100));
      await cut.close();
      // pg fails the statement, then emits 'error' on the checked-out client, which the pool does
      // not hear; unheard, that event would end the process here.
      await expect(sleeping).rejects.toThrow(/Connection terminated/);
      await new Promise((resolve) => setImmediate(resolve));
      client.release(true);
      expect(own.totalCount).toBe(0);
    } finally {
      await own.end();
    }
  });
});
