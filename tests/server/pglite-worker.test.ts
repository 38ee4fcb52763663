/**
 * The embedded database on its own thread (server/db/pglite-worker-client.ts) behaves as PGlite
 * did on the request thread: transactions commit, roll back and nest, a statement sent outside a
 * running transaction waits for it, errors arrive with PostgreSQL's fields exactly as on the
 * request thread, dumps load back, files survive a reopen, and a worker that dies fails every
 * call waiting on it instead of leaving it hanging
 * (docs/decisions/0238-the-embedded-database-on-its-own-thread.md); a repeated statement is parsed
 * once, answering as PGlite's own query does (decision 0248). Embedded only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { messages, PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type EmbeddedThread, openDatabase, queryRows } from '../../server/db/client';
import { LAST_STATEMENT_MARK } from '../../server/db/carried-commit';
import { EMBEDDED_WORKER_LIMITS } from '../../server/db/embedded-memory';
import { EmbeddedDatabaseLostError, PGliteWorkerClient } from '../../server/db/pglite-worker-client';
import { withStatementTally } from '../../server/db/statement-count';
import { isUniqueViolation } from '../../server/lib/db-errors';
import { onPostgres } from './support/database';

const notes = pgTable('notes', {
  id: integer('id').primaryKey(),
  body: text('body').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'verdant-pglite-worker-'));
  folders.push(dir);
  return dir;
};

async function openWithNotes(thread: EmbeddedThread = 'worker'): Promise<Database> {
  const database = await openDatabase({ dataDir: folder(), inMemory: true, embeddedThread: thread });
  await database.db.execute(sql`create table notes (id int primary key, body text not null check (length(body) > 0), at timestamptz not null default now())`);
  return database;
}

/** The error a statement fails with (Drizzle's, PGlite's as its cause). */
const failureOf = (query: PromiseLike<unknown>) =>
  Promise.resolve(query).then(
    () => {
      throw new Error('the statement was expected to fail');
    },
    (error: unknown) => error as Error & { cause: Record<string, unknown> },
  );

const count = async (database: Database) => (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from notes`))[0]!.n;

describe.skipIf(onPostgres)('the embedded database on its own thread', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openWithNotes();
  });
  afterAll(async () => {
    await database?.close();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it('commits a transaction, and rolls one back when its callback throws, giving the caller that error', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(notes).values({ id: 1, body: 'kept' });
    });
    const refusal = new Error('changed my mind');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(notes).values({ id: 2, body: 'dropped' });
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    const rows = await database.db.select().from(notes);
    expect(rows.map((row) => row.id)).toEqual([1]);
    // Drizzle reads timestamps itself: the identity parsers crossed to the worker, the Date is Drizzle's.
    expect(rows[0]!.at).toBeInstanceOf(Date);
  });

  it('rolls back a nested transaction (a savepoint) alone', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(notes).values({ id: 10, body: 'outer' });
      await tx.transaction(async (inner) => {
        await inner.insert(notes).values({ id: 11, body: 'inner' });
        inner.rollback();
      }).catch(() => {});
    });
    const ids = (await database.db.select({ id: notes.id }).from(notes)).map((row) => row.id);
    expect(ids).toContain(10);
    expect(ids).not.toContain(11);
  });

  it('opens a transaction with its first statement: a failing one rolls back and frees the database, statements sent at once share it, and a callback that sends nothing opens nothing', async () => {
    // The first statement fails (an empty body breaks the check): PostgreSQL's error reaches the caller.
    const failed = await failureOf(database.db.transaction(async (tx) => tx.insert(notes).values({ id: 30, body: '' })));
    expect(failed.cause).toMatchObject({ code: '23514', constraint: 'notes_body_check' });
    // Caught inside the callback, the transaction is still PostgreSQL's failed one until it ends.
    const aborted = await failureOf(
      database.db.transaction(async (tx) => {
        await tx.insert(notes).values({ id: 31, body: '' }).catch(() => undefined);
        await tx.insert(notes).values({ id: 32, body: 'after the failure' });
      }),
    );
    expect(aborted.cause).toMatchObject({ code: '25P02' });
    // Two statements sent at once: the second waits for the transaction the first opens, and both roll back with it.
    await expect(
      database.db.transaction(async (tx) => {
        await Promise.all([tx.insert(notes).values({ id: 33, body: 'one' }), tx.insert(notes).values({ id: 34, body: 'two' })]);
        expect((await tx.select({ id: notes.id }).from(notes).where(sql`id in (33, 34)`)).length).toBe(2);
        throw new Error('undo both');
      }),
    ).rejects.toThrow('undo both');
    expect(await database.db.transaction(async () => 'nothing sent')).toBe('nothing sent');
    // Nothing is left holding the database: this answers, and none of the rows above stayed.
    expect((await database.db.select({ id: notes.id }).from(notes).where(sql`id between 30 and 34`)).length).toBe(0);
  });

  it('commits with a last statement: a message each way for it and its COMMIT, the answer after the COMMIT', async () => {
    const client = await PGliteWorkerClient.open({});
    try {
      await client.exec('create table kept (id int primary key)');
      let messages = 0;
      const post = client.worker.postMessage.bind(client.worker);
      client.worker.postMessage = (message: unknown) => {
        messages += 1;
        post(message);
      };
      await client.transaction(async (tx) => {
        await tx.query('insert into kept values (1)');
        await tx.query(`${LAST_STATEMENT_MARK} insert into kept values (2)`);
      });
      // The first statement with BEGIN, the last with COMMIT: no message of its own for either.
      expect(messages).toBe(2);
      expect((await client.query<{ n: number }>('select count(*)::int as n from kept')).rows).toEqual([{ n: 2 }]);
      // A last statement that fails leaves the transaction open; the callback's throw rolls it back.
      await expect(
        client.transaction(async (tx) => {
          await tx.query('insert into kept values (3)');
          await tx.query(`${LAST_STATEMENT_MARK} insert into kept values (1)`);
        }),
      ).rejects.toMatchObject({ code: '23505' });
      expect((await client.query<{ n: number }>('select count(*)::int as n from kept')).rows).toEqual([{ n: 2 }]);
    } finally {
      await client.close();
    }
  });

  it('makes a statement sent while a transaction runs wait for its end, and see its commit', async () => {
    const order: string[] = [];
    let outside: Promise<number> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.insert(notes).values({ id: 20, body: 'in the transaction' });
      outside = count(database).then((n) => {
        order.push('outside answered');
        return n;
      });
      // Time for the outside statement to overtake, were it not held behind the transaction.
      await new Promise((resolve) => setTimeout(resolve, 100));
      await tx.insert(notes).values({ id: 21, body: 'still in it' });
      order.push('transaction done');
    });
    const seen = await outside!;
    expect(order).toEqual(['transaction done', 'outside answered']);
    expect(seen).toBe(await count(database));
    expect(seen).toBeGreaterThanOrEqual(2);
  });

  it('gives the same errors, class and fields, as PGlite on the request thread', async () => {
    const here = await openWithNotes('main');
    try {
      const failures = async (db: Database) => {
        await db.db.insert(notes).values({ id: 1, body: 'first' }).onConflictDoNothing();
        const unique = await failureOf(db.db.insert(notes).values({ id: 1, body: 'again' }));
        const check = await failureOf(db.db.insert(notes).values({ id: 99, body: '', at: new Date('2026-01-01T00:00:00Z') }));
        return { unique, check };
      };
      const there = await failures(database);
      const local = await failures(here);
      expect(isUniqueViolation(there.unique)).toBe(true);
      for (const kind of ['unique', 'check'] as const) {
        const [cause, expected] = [there[kind].cause, local[kind].cause];
        expect(cause).toBeInstanceOf(messages.DatabaseError);
        expect(there[kind].message).toBe(local[kind].message);
        const { queryOptions: _options, ...fields } = expected;
        expect(cause).toMatchObject(fields);
        expect((cause as unknown as Error).message).toBe((expected as unknown as Error).message);
        // The caller's own query options are put back, parsers (functions) included.
        expect(cause.queryOptions).toMatchObject({ rowMode: 'object', parsers: { 1184: expect.any(Function) } });
      }
      expect(there.unique.cause).toMatchObject({ code: '23505', constraint: 'notes_pkey', table: 'notes', detail: 'Key (id)=(1) already exists.' });
      expect(there.check.cause).toMatchObject({ code: '23514', constraint: 'notes_body_check' });
    } finally {
      await here.close();
    }
  });

  it('counts the BEGIN and COMMIT PGlite sends itself, and shows calls in flight', async () => {
    const tally = { count: 0 };
    let during = { total: 0, idle: 0, waiting: 0 };
    await withStatementTally(tally, () =>
      database.db.transaction(async (tx) => {
        await tx.insert(notes).values({ id: 30, body: 'counted' });
        during = database.poolStats();
      }),
    );
    expect(tally.count).toBe(3);
    expect(during.idle).toBe(0);
    expect(database.poolStats()).toEqual({ total: 1, idle: 1, waiting: 0 });
    await database.ping();
  });

  it('dumps its files and starts a new database from the dump', async () => {
    const dump = await database.dumpDataDir!();
    expect(dump.type).toBe('application/x-gzip');
    const restored = await openDatabase({ dataDir: folder(), inMemory: true, loadDataDir: dump });
    try {
      expect(await count(restored)).toBe(await count(database));
    } finally {
      await restored.close();
    }
  });

  it('keeps an on-disk database across a close and a reopen, under the DATA_DIR lock', async () => {
    const dataDir = folder();
    const first = await openDatabase({ dataDir });
    await first.db.execute(sql`create table kept (n int)`);
    await first.db.execute(sql`insert into kept values (7)`);
    await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by another shop process/);
    await first.close();
    const second = await openDatabase({ dataDir });
    try {
      expect(await queryRows<{ n: number }>(second.db, sql`select n from kept`)).toEqual([{ n: 7 }]);
    } finally {
      await second.close();
    }
  });

  it("starts PostgreSQL with the embedded memory settings on either thread, and the worker's small young generation (decision 0286)", async () => {
    const settings = async (database: Database) =>
      Object.fromEntries(
        (await queryRows<{ name: string; setting: string; unit: string }>(
          database.db,
          sql`select name, setting, unit from pg_settings where name in ('shared_buffers', 'temp_buffers', 'maintenance_work_mem', 'work_mem')`,
        )).map((row) => [row.name, `${row.setting} ${row.unit}`]),
      );
    // In 8 kB pages for the buffers, kB for the rest: 16 MB, 2 MB, 16 MB, and work_mem left at 4 MB.
    const expected = { shared_buffers: '2048 8kB', temp_buffers: '256 8kB', maintenance_work_mem: '16384 kB', work_mem: '4096 kB' };
    expect(await settings(database)).toEqual(expected);
    const here = await openWithNotes('main');
    try {
      expect(await settings(here)).toEqual(expected);
    } finally {
      await here.close();
    }
    const client = await PGliteWorkerClient.open({});
    try {
      expect(client.worker.resourceLimits?.maxYoungGenerationSizeMb).toBe(EMBEDDED_WORKER_LIMITS.maxYoungGenerationSizeMb);
    } finally {
      await client.close();
    }
  });

  it("runs a repeated statement as a named statement, parsed once, answering as PGlite's own query does", async () => {
    const client = await PGliteWorkerClient.open({});
    const here = new PGlite();
    try {
      const setUp = 'create table typed (id uuid primary key, n int, big bigint, price numeric(10,2), ok boolean, at timestamptz, doc jsonb, tags text[], raw bytea)';
      await client.exec(setUp);
      await here.exec(setUp);
      const insert = 'insert into typed values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning *';
      const rows = [
        ['6f1c2a3e-9b7d-4c1e-8f2a-0d3b5e7c9a11', 7, 9_007_199_254_740_993n, '12.50', true, new Date('2026-11-27T06:00:00.123Z'), { a: [1, 'two'] }, ['x', 'y z'], new Uint8Array([0, 1, 255])],
        ['0a9b8c7d-6e5f-4a3b-2c1d-0e9f8a7b6c5d', null, null, null, false, null, null, [], null],
      ];
      for (const params of rows) expect(await client.query(insert, params)).toEqual(await here.query(insert, params));
      const select = 'select * from typed where n is not distinct from $1 or ok = $2 order by id';
      expect(await client.query(select, [7, false])).toEqual(await here.query(select, [7, false]));
      expect(await client.query(select, [7, false], { rowMode: 'array' })).toEqual(await here.query(select, [7, false], { rowMode: 'array' }));
      // Identity parsers (Drizzle's for dates) leave those columns as PostgreSQL's text, the others parsed.
      const asText = { rowMode: 'array' as const, parsers: { 1184: (value: string) => value } };
      expect(await client.query(select, [7, false], asText)).toEqual(await here.query(select, [7, false], asText));
      // Without parameters: the same answers, and the same error.
      const all = 'select * from typed order by id';
      expect(await client.query(all, [], asText)).toEqual(await here.query(all, [], asText));
      expect(await client.query(all)).toEqual(await here.query(all));
      const [noParamsThere, noParamsHere] = await Promise.all([client.query('select 1/0').catch((e: unknown) => e), here.query('select 1/0').catch((e: unknown) => e)]);
      expect(noParamsThere).toBeInstanceOf(messages.DatabaseError);
      expect(noParamsThere).toMatchObject({ message: (noParamsHere as Error).message, code: '22012', query: 'select 1/0' });
      // Sent three times, from outside and inside a transaction: prepared once, run three times.
      const total = 'select count(*)::int as n from typed where ok = $1';
      await client.query(total, [true]);
      await client.transaction(async (tx) => {
        expect((await tx.query<{ n: number }>(total, [false])).rows).toEqual([{ n: 1 }]);
      });
      await client.query(total, [true]);
      const kept = await client.query<{ name: string }>('select name from pg_prepared_statements where statement = $1', [total]);
      expect(kept.rows).toHaveLength(1);
      expect(kept.rows[0]!.name).toMatch(/^s_[0-9a-f]{40}$/);
      // A text that does not parse is not kept: its error as PGlite gives it, and the next statement runs.
      const broken = 'selec $1::int';
      const [thereError, hereError] = await Promise.all([client.query(broken, [1]).catch((e: unknown) => e), here.query(broken, [1]).catch((e: unknown) => e)]);
      expect(thereError).toBeInstanceOf(messages.DatabaseError);
      expect(thereError).toMatchObject({ message: (hereError as Error).message, code: '42601', query: broken, params: [1] });
      expect((await client.query<{ n: number }>(total, [true])).rows).toEqual([{ n: 1 }]);
      // A named statement's failure inside a transaction rolls it back whole.
      await expect(
        client.transaction(async (tx) => {
          await tx.query(insert, ['11111111-1111-4111-8111-111111111111', 1, 1, '1', true, null, null, [], null]);
          await tx.query(insert, rows[0]);
        }),
      ).rejects.toMatchObject({ code: '23505', constraint: 'typed_pkey' });
      expect((await client.query<{ n: number }>('select count(*)::int as n from typed where n = $1', [1])).rows).toEqual([{ n: 0 }]);
    } finally {
      await client.close();
      await here.close();
    }
  });

  it('sends every statement unnamed when prepared statements are off', async () => {
    const client = await PGliteWorkerClient.open({ preparedStatements: false });
    try {
      await client.query('select $1::int as n', [1]);
      expect((await client.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows).toEqual([{ n: 0 }]);
    } finally {
      await client.close();
    }
  });

  it('refuses query options it cannot send, loudly', async () => {
    const client = await PGliteWorkerClient.open({});
    try {
      await expect(client.query('select 1', [], { parsers: { 25: (value) => value.toUpperCase() } })).rejects.toThrow(/only identity parsers/);
      await expect(client.query('select 1', [], { onNotice: () => {} })).rejects.toThrow(/cannot take the query option\(s\) onNotice/);
    } finally {
      await client.close();
    }
  });

  it('fails every call waiting on a worker that dies, and every later one, and says so once', async () => {
    const lost: Error[] = [];
    const client = await PGliteWorkerClient.open({ onLost: (error) => lost.push(error) });
    await client.query('create table t (n int)');
    let queued: Promise<unknown> | undefined;
    const transaction = client.transaction(async (tx) => {
      await tx.query('insert into t values (1)');
      // Held behind the open transaction in the worker: waiting when the worker dies.
      queued = client.query('select count(*) from t');
      await client.worker.terminate();
      await tx.query('insert into t values (2)');
    });
    await expect(transaction).rejects.toBeInstanceOf(EmbeddedDatabaseLostError);
    await expect(queued).rejects.toBeInstanceOf(EmbeddedDatabaseLostError);
    await expect(client.query('select 1')).rejects.toThrow(/the embedded database's thread stopped \(exit code 1\)/);
    expect(lost).toHaveLength(1);
    await client.close();
  });
});
