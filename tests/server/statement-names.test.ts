/**
 * Repeated statements go named (server/db/statement-names.ts, decision 0239): the same text gets
 * the same name, what must stay unnamed does, a connection's list is bounded, and on PostgreSQL a
 * statement sent twice is parsed once and kept by the server.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { products } from '../../server/db/schema';
import { ConnectionStatements, MAX_PER_CONNECTION, statementName } from '../../server/db/statement-names';
import { createTestDatabase, onPostgres, type TestDatabase } from './support/database';
import { insertProduct } from './support/fixtures';

describe('statement names', () => {
  it('one name per text, on every connection; none for a text too long', () => {
    const text = 'select "id" from "products" where "id" = $1';
    expect(statementName(text)).toMatch(/^s_[0-9a-f]{40}$/);
    expect(statementName(`${text} `)).not.toBe(statementName(text));
    expect(statementName(text)).toBe(statementName(`select "id" from "products" where "id" = $1`));
    expect(statementName(`select ${'1, '.repeat(9_000)}$1`)).toBeNull();
  });

  it('names only parameterised statements, keeps a name given, and stops at the connection’s bound', () => {
    const connection = new ConnectionStatements();
    expect(connection.name({ text: 'begin' }, undefined)).toEqual({ text: 'begin' });
    expect(connection.name('select 1', [1])).toBe('select 1');
    expect(connection.name({ text: 'select $1::int', name: 'mine' }, [1])).toEqual({ text: 'select $1::int', name: 'mine' });
    expect(connection.name({ text: 'select $1::int' }, [1])).toMatchObject({ name: statementName('select $1::int') });
    expect(connection.name({ text: 'select $1::int + 1', values: [1] }, undefined)).toHaveProperty('name');
    for (let i = 0; i < MAX_PER_CONNECTION; i++) connection.name({ text: `select $1::int + ${i + 2}` }, [1]);
    // Full: a new text goes unnamed; one already prepared here keeps its name.
    expect(connection.name({ text: 'select $1::int * 7' }, [1])).not.toHaveProperty('name');
    expect(connection.name({ text: 'select $1::int' }, [1])).toHaveProperty('name');
  });
});

describe.runIf(onPostgres)('on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it('a statement sent twice on one connection is prepared once, and answers each call’s own parameters', async () => {
    const a = await insertProduct(database.db, { name: 'Prepared Rose' });
    const b = await insertProduct(database.db, { name: 'Prepared Thyme' });
    const names = await database.db.transaction(async (tx) => {
      const read = (id: string) => tx.select({ name: products.name }).from(products).where(eq(products.id, id));
      expect(await read(a.id)).toEqual([{ name: 'Prepared Rose' }]);
      expect(await read(b.id)).toEqual([{ name: 'Prepared Thyme' }]);
      return queryRows<{ name: string; calls: number }>(
        tx,
        sql`select name, generic_plans + custom_plans as calls from pg_prepared_statements where statement like ${'select "name" from "products"%'}`,
      );
    });
    expect(names).toHaveLength(1);
    expect(names[0]!.name).toMatch(/^s_[0-9a-f]{40}$/);
    expect(Number(names[0]!.calls)).toBe(2);
  });
});
