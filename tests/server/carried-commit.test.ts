/**
 * A transaction's COMMIT sent with its last statement (server/db/carried-commit.ts), and a refusal
 * the statement raises itself (server/db/refusal.ts), on both databases
 * (docs/decisions/0246-commit-with-the-last-statement.md): what the last statement writes is
 * committed when it answers, a refusal undoes the whole transaction and says why, nothing can be
 * sent after it, and the connection is clean for the next transaction whatever happened.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { AfterCarriedCommitError, lastStatement } from '../../server/db/carried-commit';
import { refusalOf, refuseUnless } from '../../server/db/refusal';
import { isUniqueViolation } from '../../server/lib/db-errors';
import { createTestDatabase, type TestDatabase } from './support/database';

describe('a transaction that commits with its last statement', () => {
  let database: TestDatabase;
  const ids = async () => (await queryRows<{ id: number }>(database.db, sql`select id from carried order by id`)).map((row) => row.id);
  const failureOf = (work: Promise<unknown>) =>
    work.then(
      () => {
        throw new Error('the transaction was expected to fail');
      },
      (error: unknown) => error,
    );

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: true });
    await database.db.execute(sql`create table carried (id int primary key)`);
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    await database.db.execute(sql`delete from carried`);
  });

  it('carries it again once the transaction’s savepoints have ended, released or rolled back', async () => {
    const error = await failureOf(
      database.db.transaction(async (tx) => {
        await tx.transaction(async (inner) => inner.execute(sql`insert into carried values (16)`));
        await tx.transaction(async () => {
          throw new Error('undone');
        }).catch(() => {});
        await lastStatement(tx, sql`insert into carried values (17)`);
        await tx.execute(sql`insert into carried values (18)`);
      }),
    );
    // The last statement carried COMMIT (outside any savepoint), so the one after it was refused.
    expect((error as Error).cause).toBeInstanceOf(AfterCarriedCommitError);
    expect(await ids()).toEqual([16, 17]);
  });

  it('commits what the transaction wrote, and answers the last statement’s rows', async () => {
    const rows = await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into carried values (1)`);
      return lastStatement<{ id: number }>(tx, sql`insert into carried values (2) returning id`);
    });
    expect(rows).toEqual([{ id: 2 }]);
    expect(await ids()).toEqual([1, 2]);
  });

  it('carries BEGIN and COMMIT both when the last statement is also the first', async () => {
    const rows = await database.db.transaction(async (tx) => lastStatement<{ id: number }>(tx, sql`insert into carried values (3) returning id`));
    expect(rows).toEqual([{ id: 3 }]);
    expect(await ids()).toEqual([3]);
  });

  it('undoes the whole transaction when the last statement refuses itself, and gives the reason back', async () => {
    const error = await failureOf(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into carried values (1)`);
        return lastStatement(
          tx,
          sql`with written as (insert into carried values (2), (3) returning id)
            select ${refuseUnless(sql`(select count(*) from written) > 5`, sql`json_build_object('wrote', (select count(*) from written))`)} as ok`,
        );
      }),
    );
    expect(refusalOf(error)).toEqual({ wrote: 2 });
    expect(await ids()).toEqual([]);
  });

  it('lets a statement that passes its own check stand', async () => {
    await database.db.transaction(async (tx) =>
      lastStatement(tx, sql`with written as (insert into carried values (4) returning id) select ${refuseUnless(sql`exists (select from written)`, sql`'{}'::json`)} as ok`),
    );
    expect(await ids()).toEqual([4]);
  });

  it('rolls back on any other failure of the last statement, and the connection serves the next transaction', async () => {
    await database.db.execute(sql`insert into carried values (5)`);
    const error = await failureOf(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into carried values (6)`);
        return lastStatement(tx, sql`insert into carried values (5)`);
      }),
    );
    expect(isUniqueViolation(error)).toBe(true);
    expect(refusalOf(error)).toBeUndefined();
    expect(await ids()).toEqual([5]);
    // Every connection of the pool, or the one embedded database, is usable again.
    await Promise.all(
      [7, 8, 9].map((id) => database.db.transaction(async (tx) => lastStatement(tx, sql`insert into carried values (${id}::int)`))),
    );
    expect(await ids()).toEqual([5, 7, 8, 9]);
  });

  it('refuses a statement sent after it, and keeps what it committed', async () => {
    const error = await failureOf(
      database.db.transaction(async (tx) => {
        await lastStatement(tx, sql`insert into carried values (10)`);
        await tx.execute(sql`insert into carried values (11)`);
      }),
    );
    // Drizzle wraps a driver's error in its own, the driver's as the cause.
    expect((error as Error).cause).toBeInstanceOf(AfterCarriedCommitError);
    // What the last statement wrote was committed: the rule is that nothing is decided after it.
    expect(await ids()).toEqual([10]);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into carried values (12)`);
      await tx.execute(sql`insert into carried values (13)`);
    });
    expect(await ids()).toEqual([10, 12, 13]);
  });

  it('inside a savepoint, sends the statement and the COMMIT apart, and the transaction goes on', async () => {
    await database.db.transaction(async (tx) => {
      await tx.transaction(async (inner) => lastStatement(inner, sql`insert into carried values (14)`));
      await tx.execute(sql`insert into carried values (15)`);
    });
    expect(await ids()).toEqual([14, 15]);
  });
});
