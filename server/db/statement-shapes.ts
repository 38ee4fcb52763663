/**
 * A large statement's text, built once per shape (docs/decisions/0295-statement-text-built-once-per-shape.md).
 *
 * Drizzle turns a query into text and parameters each time it is sent, by walking its fragments and
 * asking of each, with `is()`, which of a dozen kinds it is. For create-order's placing statement,
 * a hundred nested fragments, that walk took about a third of a millisecond per order, a few per
 * cent of the request thread that bounds the shop's checkout rate (docs/measurements/checkout-cost.md).
 * Yet the text depends only on the statement's shape (how many lines the bag has, whether a code
 * was given), never on its values.
 *
 * So `shapedStatement` walks the fragments once itself, cheaply (`instanceof` only, no numbering,
 * no nested results to merge), collecting two things: the shape, a key made of the text's fixed
 * parts with a mark where each value goes, and the values in the order Drizzle numbers them. The first time a shape is seen,
 * Drizzle builds the text as always; the walk's values must equal Drizzle's parameters, and the
 * text must number its parameters $1, $2, … once each in order, or the shape is never taken from
 * here (it is sent as Drizzle builds it, every time). After that the statement goes out as one flat
 * fragment: the text's pieces with the values between them, which Drizzle reads through in a pass
 * without nesting. The text PostgreSQL receives, and so its named prepared statement
 * (statement-names.ts), is the same either way, and so are the parameters. (Drizzle's type hints
 * beside them, which only its AWS Data API driver reads, are not kept: node-postgres and PGlite
 * ignore them.)
 *
 * Anything the walk does not know (a placeholder, a subquery, a view, a value that is itself a
 * query) makes it give up for that call: the statement is sent as Drizzle
 * builds it. Shapes kept are bounded (MAX_SHAPES); past that, a new shape is built every time.
 */
import { Column, Name, Param, Placeholder, SQL, StringChunk, Subquery, Table, View, entityKind, isSQLWrapper, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/** At most this many shapes are kept (create-order has one per bag size and code, well under it). */
export const MAX_SHAPES = 256;

/** The shop's dialect as Drizzle makes it for `drizzle(pool)` with no casing (client.ts). */
const dialect = new PgDialect();

/** A shape's text cut at its parameters: `pieces[i]` comes before value i, the last one after them all. */
type Pieces = readonly string[];

/** Each shape seen: its pieces, or null when it is always sent as Drizzle builds it. */
const shapes = new Map<string, Pieces | null>();

/** How the statements given here were sent, for the tests. */
export const shapeCounts = { built: 0, reused: 0, unwalkable: 0, refused: 0 };

/** Tables and columns render alone exactly as inside a statement: their text, kept per object. */
const renderedNames = new WeakMap<object, string>();
function renderedName(chunk: Table | Column): string {
  let text = renderedNames.get(chunk);
  if (text === undefined) {
    text = dialect.sqlToQuery(sql`${chunk}`).sql;
    renderedNames.set(chunk, text);
  }
  return text;
}

/**
 * A name as the dialect quotes it, kept: the names in statements are the code's own columns and
 * tables, a few hundred at most, and quoting one makes a new string on each call. Past
 * MAX_NAMES (a name made from data), the cache starts again.
 */
const MAX_NAMES = 1024;
const escapedNames = new Map<string, string>();
function escapedName(name: string): string {
  let text = escapedNames.get(name);
  if (text === undefined) {
    if (escapedNames.size >= MAX_NAMES) escapedNames.clear();
    text = dialect.escapeName(name);
    escapedNames.set(name, text);
  }
  return text;
}

/** Raised inside the walk when it meets a fragment it does not follow; caught in `walk`. */
class Unwalkable extends Error {}

/**
 * Where a value goes, in the key. Everything else in the key is the text itself, as Drizzle renders
 * it, so a key stands for one text: the key with its marks numbered $1, $2, … A NUL byte cannot be
 * in a statement's text (the protocol ends the text at one), and a fragment with one is not followed.
 */
const VALUE = '\u0000';

/**
 * Follows a fragment, and those inside it, in the order Drizzle's `SQL.buildQueryFromSourceParams`
 * does, adding the text they make (or a mark for it) to `key` and each parameter to `values`. It
 * runs on every call of a shaped statement, so it allocates nothing it can avoid: one fragment at a
 * time (no one-element arrays), and a text chunk's single string as it is (most have one).
 */
function follow(chunk: unknown, key: string[], values: unknown[]): void {
  if (chunk instanceof StringChunk) {
    const text = chunk.value.length === 1 ? chunk.value[0]! : chunk.value.join('');
    if (text.includes(VALUE)) throw new Unwalkable();
    key.push(text);
  } else if (chunk instanceof Name) key.push(escapedName(chunk.value));
  else if (chunk === undefined) return;
  // A fragment whose values Drizzle writes into the text (`.inlineParams()`) gives a build with
  // fewer parameters than the walk's values, so its shape is refused (piecesOf).
  else if (chunk instanceof SQL) for (const inner of chunk.queryChunks) follow(inner, key, values);
  else if (Array.isArray(chunk)) {
    key.push('(');
    for (let i = 0; i < chunk.length; i++) {
      if (i > 0) key.push(', ');
      follow(chunk[i], key, values);
    }
    key.push(')');
  } else if (chunk instanceof Table || chunk instanceof Column) key.push(renderedName(chunk));
  else if (chunk instanceof Param) {
    if (chunk.value instanceof Placeholder) throw new Unwalkable();
    const mapped: unknown = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
    if (isDrizzleEntity(mapped)) throw new Unwalkable();
    key.push(VALUE);
    values.push(mapped);
  } else if (chunk instanceof View || chunk instanceof Placeholder || chunk instanceof SQL.Aliased || chunk instanceof Subquery || typeof chunk === 'function') {
    throw new Unwalkable();
  } else if (isSQLWrapper(chunk)) {
    // A query builder or other wrapper: Drizzle puts its SQL in parentheses unless it says not to.
    const wrapper = chunk as { getSQL(): SQL; shouldOmitSQLParens?: () => boolean };
    if (wrapper.shouldOmitSQLParens?.()) follow(wrapper.getSQL(), key, values);
    else {
      key.push('(');
      follow(wrapper.getSQL(), key, values);
      key.push(')');
    }
  } else if (isDrizzleEntity(chunk)) {
    throw new Unwalkable();
  } else {
    key.push(VALUE);
    values.push(chunk);
  }
}

function isDrizzleEntity(value: unknown): value is object {
  return typeof value === 'object' && value !== null && typeof value.constructor === 'function' && entityKind in value.constructor;
}

/** The shape's key and values, or null when the walk gave up. */
function walk(query: SQL): { key: string; values: unknown[] } | null {
  const key: string[] = [];
  const values: unknown[] = [];
  try {
    follow(query, key, values);
  } catch (error) {
    if (error instanceof Unwalkable) return null;
    throw error;
  }
  return { key: key.join(''), values };
}

/**
 * `query`'s text cut at its parameters, when Drizzle's build of it has exactly the walk's values as
 * its parameters and numbers them $1…$n once each, in order; otherwise null.
 */
function piecesOf(query: SQL, values: readonly unknown[]): Pieces | null {
  const built = dialect.sqlToQuery(query);
  if (built.params.length !== values.length || built.params.some((param, i) => !Object.is(param, values[i]))) return null;
  const pieces: string[] = [];
  let from = 0;
  let expected = 1;
  for (const match of built.sql.matchAll(/\$(\d+)/g)) {
    if (Number(match[1]) !== expected) return null;
    pieces.push(built.sql.slice(from, match.index));
    from = match.index + match[0].length;
    expected += 1;
  }
  if (expected - 1 !== values.length) return null;
  pieces.push(built.sql.slice(from));
  return pieces;
}

/** The text's pieces with the values between them, as one fragment Drizzle reads without nesting. */
function flat(pieces: Pieces, values: readonly unknown[]): SQL {
  const chunks: unknown[] = [new StringChunk(pieces[0]!)];
  values.forEach((value, i) => {
    // An object value (a Date, an array) goes as a parameter as it is, not read as SQL or as a list.
    chunks.push(typeof value === 'object' && value !== null ? new Param(value) : value, new StringChunk(pieces[i + 1]!));
  });
  return sql.fromList(chunks as never);
}

/**
 * `query` to send: the same text and parameters Drizzle would build from it, taken from its
 * shape's text when the shape has been seen (module comment).
 */
export function shapedStatement(query: SQL): SQL {
  const walked = walk(query);
  if (!walked) {
    shapeCounts.unwalkable += 1;
    return query;
  }
  let pieces = shapes.get(walked.key);
  if (pieces === undefined) {
    pieces = piecesOf(query, walked.values);
    if (shapes.size < MAX_SHAPES) shapes.set(walked.key, pieces);
    if (pieces) shapeCounts.built += 1;
    else shapeCounts.refused += 1;
    // Built by Drizzle this once, either way: sent as it is.
    return query;
  }
  if (!pieces) {
    shapeCounts.refused += 1;
    return query;
  }
  shapeCounts.reused += 1;
  return flat(pieces, walked.values);
}

/** Forgets every shape (for tests). */
export function forgetShapes(): void {
  shapes.clear();
  Object.assign(shapeCounts, { built: 0, reused: 0, unwalkable: 0, refused: 0 });
}
