/**
 * An insert written in SQL (a statement Drizzle's builder cannot express, such as create-order's
 * insert inside a CTE that inserts only when the stock was taken) names its columns in one list
 * and their values in another, and the two must stay in step: a column added to one and not the
 * other puts every value after it in the wrong column, of the same type as often as not. Here each
 * column is written beside its value, and both lists are made from those pairs.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** A column and the SQL of its value, typed (`${amount}::int`), so the value cannot be mistaken. */
export type ColumnValue = readonly [column: PgColumn, value: SQL];

/** The column list and the value list of one row, in the same order. */
export function insertRow(pairs: readonly ColumnValue[]): { columns: SQL; values: SQL } {
  return {
    columns: sql.join(pairs.map(([column]) => sql.identifier(column.name)), sql`, `),
    values: sql.join(pairs.map(([, value]) => value), sql`, `),
  };
}

/**
 * The column list and `(…), (…)` rows for many, each row's pairs made by the same function so
 * every row lists the same columns; a function that answered a different list for some item throws.
 */
export function insertRows<T>(items: readonly T[], pairsOf: (item: T) => readonly ColumnValue[]): { columns: SQL; rows: SQL } {
  if (items.length === 0) throw new Error('insertRows needs at least one row');
  const rows = items.map(pairsOf);
  const names = (pairs: readonly ColumnValue[]) => pairs.map(([column]) => column.name).join(',');
  const first = names(rows[0]!);
  if (rows.some((pairs) => names(pairs) !== first)) throw new Error(`insertRows: every row must list the columns ${first}`);
  return {
    columns: insertRow(rows[0]!).columns,
    rows: sql.join(rows.map((pairs) => sql`(${insertRow(pairs).values})`), sql`, `),
  };
}
