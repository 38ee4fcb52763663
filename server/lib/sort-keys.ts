/**
 * A list's order written once, as its sort keys, so a page of the list and an export of the whole
 * list read the rows in the same order: the page as ORDER BY the keys with OFFSET, the export in
 * batches by the keys themselves (keyset paging: "the next 1,000 rows after the last one read"),
 * which costs the same at the millionth row as at the first and holds one batch at a time. Keyset
 * batches rather than a cursor: a cursor needs one transaction open for the whole export, which on
 * the embedded database would hold its only connection and stall every other request.
 *
 * The last row's keys come back as text (a timestamp keeps its microseconds, which a JavaScript
 * Date would round away and so repeat or skip rows) and go back cast to the key's type.
 * PostgreSQL puts nulls last ascending and first descending, and the batches follow it.
 */
import { and, asc, desc, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SortOrder } from '#contracts/admin-lists';
import { flipped } from './admin-lists';

export interface SortKey {
  value: PgColumn | SQL;
  order: SortOrder;
  /** The type the key's text is cast back to. */
  type: 'timestamptz' | 'text' | 'integer' | 'bigint' | 'uuid';
  /** A column that may be null (the keyset then places nulls as ORDER BY does). */
  nullable?: boolean;
}

/** The row's place in the order: each key's value as text (null stays null). */
export type SortCursor = Array<string | null>;

/** Keys sorted by the value in the given direction, ties broken by the id the same way (pages never overlap). */
export function keysBy(value: SortKey['value'], type: SortKey['type'], id: PgColumn, order: SortOrder, nullable = false): SortKey[] {
  return [
    { value, type, order, nullable },
    { value: id, type: 'uuid', order },
  ];
}

/**
 * A list's sort keys from what each of its sort fields sorts by (a value and its type): the asked
 * field in the asked direction, ties broken by the id the same way. Naming the list's fields as the
 * type argument makes a field left out, or one the list does not have, a type error.
 */
export function sortKeysBy<Field extends string>(fields: Record<Field, readonly [SortKey['value'], SortKey['type']]>, id: PgColumn) {
  return (query: { sortBy: Field; sortOrder: SortOrder }): SortKey[] => {
    const [value, type] = fields[query.sortBy];
    return keysBy(value, type, id, query.sortOrder);
  };
}

/** ORDER BY the keys; reversed reads the same order from the other end (a deep page, lib/admin-lists.ts pageWindow). */
export function orderOf(keys: readonly SortKey[], reversed = false): SQL[] {
  return keys.map((key) => ((reversed ? flipped(key.order) : key.order) === 'asc' ? asc : desc)(key.value));
}

/** A select field holding the row's cursor (its keys as a JSON array of text). */
export function cursorField(keys: readonly SortKey[]): SQL<SortCursor> {
  return sql<SortCursor>`json_build_array(${sql.join(
    keys.map((key) => sql`(${key.value})::text`),
    sql`, `,
  )})`;
}

const typed = (key: SortKey, text: string) => sql`cast(${text} as ${sql.raw(key.type)})`;

/** Rows strictly after the cursor on one nullable key (nulls last ascending, first descending). */
function pastNullable(key: SortKey, text: string | null): SQL {
  if (key.order === 'asc') return text === null ? sql`false` : or(sql`${key.value} > ${typed(key, text)}`, isNull(key.value))!;
  return text === null ? isNotNull(key.value) : sql`${key.value} < ${typed(key, text)}`;
}

/**
 * The rows after the cursor in the keys' order. A run of keys that are never null and go the same
 * way is one row comparison, `(created_at, id) < ($1, $2)`, which an index on those columns
 * answers as a range; a nullable key or a change of direction splits the condition there.
 */
function pastFrom(keys: readonly SortKey[], cursor: SortCursor, start: number): SQL {
  const key = keys[start]!;
  let end = start + 1;
  let past: SQL;
  let tie: SQL;
  if (key.nullable) {
    const text = cursor[start] ?? null;
    past = pastNullable(key, text);
    tie = text === null ? isNull(key.value) : sql`${key.value} = ${typed(key, text)}`;
  } else {
    while (end < keys.length && !keys[end]!.nullable && keys[end]!.order === key.order) end += 1;
    const run = keys.slice(start, end);
    const left = sql`(${sql.join(
      run.map((k) => sql`${k.value}`),
      sql`, `,
    )})`;
    const right = sql`(${sql.join(
      run.map((k, index) => typed(k, cursor[start + index] ?? '')),
      sql`, `,
    )})`;
    past = key.order === 'asc' ? sql`${left} > ${right}` : sql`${left} < ${right}`;
    tie = sql`${left} = ${right}`;
  }
  return end === keys.length ? past : or(past, and(tie, pastFrom(keys, cursor, end)))!;
}

export const after = (keys: readonly SortKey[], cursor: SortCursor): SQL => pastFrom(keys, cursor, 0);

/** Rows in a batch: a few hundred kilobytes of CSV, and few enough round trips. */
export const BATCH_ROWS = 1000;

/**
 * Every row of a sorted list in batches: `read(after, limit)` reads the first `limit` rows after
 * the condition (none: from the start) in the keys' order, each row with its `cursor`.
 */
export async function* keysetBatches<Row extends { cursor: SortCursor }>(
  keys: readonly SortKey[],
  read: (past: SQL | undefined, limit: number) => Promise<Row[]>,
  size = BATCH_ROWS,
): AsyncGenerator<Row[]> {
  let past: SQL | undefined;
  for (;;) {
    const rows = await read(past, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    past = after(keys, rows.at(-1)!.cursor);
  }
}

/** A list's query as far as its fields and tables: the condition, order and batch size are added to it. */
interface SelectedFrom<Row> {
  where(condition: SQL | undefined): { orderBy(...order: SQL[]): { limit(limit: number): PromiseLike<Row[]> } };
}

/**
 * Every row a list shows under its condition, in keyset batches: `select(cursor)` names what a row
 * reads (the cursor field among it) and from where; the list's condition, the rows past the last
 * batch, the keys' order and the batch size are added the same way for every export.
 */
export function listBatches<Row extends { cursor: SortCursor }>(
  keys: readonly SortKey[],
  where: SQL | undefined,
  select: (cursor: SQL<SortCursor>) => SelectedFrom<Row>,
): AsyncGenerator<Row[]> {
  const cursor = cursorField(keys);
  return keysetBatches(keys, async (past, limit) => select(cursor).where(and(where, past)).orderBy(...orderOf(keys)).limit(limit));
}

/** The row type of a list's batches (what its CSV columns read). */
export type BatchRow<Batches> = Batches extends AsyncIterable<ReadonlyArray<infer Row>> ? Row : never;
