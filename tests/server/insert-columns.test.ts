/**
 * An SQL insert's columns and values come from one list of pairs (server/db/insert-columns.ts), so
 * they cannot drift apart; and rows made by one function must all list the same columns.
 */
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { insertRow, insertRows } from '../../server/db/insert-columns';
import { orderLines, orders } from '../../server/db/schema';

const dialect = new PgDialect();

describe('an insert’s columns and values', () => {
  it('lists each column with its own value, in one order', () => {
    const { columns, values } = insertRow([
      [orders.total, sql`${1250}::int`],
      [orders.currency, sql`'GBP'`],
    ]);
    const query = dialect.sqlToQuery(sql`insert into ${orders} (${columns}) select ${values}`);
    expect(query.sql).toBe('insert into "orders" ("total", "currency") select $1::int, \'GBP\'');
    expect(query.params).toEqual([1250]);
  });

  it('makes many rows with the same columns', () => {
    const { columns, rows } = insertRows([2, 3], (quantity) => [
      [orderLines.quantity, sql`${quantity}::int`],
      [orderLines.lineTotal, sql`${quantity * 500}::int`],
    ]);
    const query = dialect.sqlToQuery(sql`(${columns}) values ${rows}`);
    expect(query.sql).toBe('("quantity", "line_total") values ($1::int, $2::int), ($3::int, $4::int)');
    expect(query.params).toEqual([2, 1000, 3, 1500]);
  });

  it('refuses rows that list different columns, and no rows at all', () => {
    expect(() =>
      insertRows([1, 2], (n) => (n === 1 ? [[orderLines.quantity, sql`1`]] : [[orderLines.lineTotal, sql`2`]])),
    ).toThrow('every row must list the columns quantity');
    expect(() => insertRows([], () => [])).toThrow('at least one row');
  });
});
