/**
 * A statement's text built once per shape (server/db/statement-shapes.ts,
 * docs/decisions/0295-statement-text-built-once-per-shape.md): whatever the statement, what is sent
 * has exactly the text and parameters Drizzle builds from it, on the first call and on every call
 * after it with other values; what the walk cannot follow, or a text it cannot cut, is sent as
 * Drizzle builds it.
 */
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PgDialect, alias, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_SHAPES, forgetShapes, shapeCounts, shapedStatement } from '../../server/db/statement-shapes';

const dialect = new PgDialect();
/** What a driver is sent: the text and the parameters (the type hints beside them serve only the AWS Data API driver). */
const built = (query: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, params };
};

const items = pgTable('items', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  stock: integer('stock').notNull(),
  details: jsonb('details'),
  seenAt: timestamp('seen_at', { withTimezone: true }),
});

// A database handle only to make query builders; nothing is sent.
const db = drizzle.mock();

/** A statement like the checkout's: nested fragments, columns, identifiers, lists, a builder's update. */
function placing(input: { ids: string[]; name: string; details: object | null; seenAt: Date; code: string | null }): SQL {
  const wanted = sql.join(
    input.ids.map((id, i) => sql`(${id}::uuid, ${i + 1}::int)`),
    sql`, `,
  );
  const update = db.update(items).set({ name: input.name, details: input.details, seenAt: input.seenAt }).where(inArray(items.id, input.ids));
  return sql`with wanted(id, quantity) as (values ${wanted}),
    written as (${update.getSQL()})
    select ${items.id}, ${sql.identifier('stock')} from ${items}
    where ${eq(items.name, input.name)} and ${items.stock} > ${0}
    ${input.code ? sql`and exists (select from ${items} where ${items.name} = ${input.code})` : sql``}
    and ${input.ids} is not null`;
}

const example = (n: number, overrides: Partial<Parameters<typeof placing>[0]> = {}) => ({
  ids: Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`),
  name: `Rose balm ${n}`,
  details: { size: `${n}0 ml` },
  seenAt: new Date(Date.UTC(2026, 11, n)),
  code: null,
  ...overrides,
});

describe('a statement built once per shape', () => {
  beforeEach(() => forgetShapes());

  it('sends Drizzle’s own text and parameters on the first call and on every call after it', () => {
    const calls = [example(2), example(2, { name: 'Oat wash', details: null }), example(2, { code: 'WELCOME10', name: 'Clay mask' }), example(2, { code: 'SPRING' })];
    for (const input of calls) {
      const query = placing(input);
      expect(built(shapedStatement(query))).toEqual(built(query));
    }
    // Two shapes (with and without a code), each built once and reused once.
    expect(shapeCounts).toMatchObject({ built: 2, reused: 2, unwalkable: 0, refused: 0 });
  });

  it('keeps a shape per bag size: one line, three lines and one again', () => {
    for (const n of [1, 3, 1, 3, 3]) {
      const query = placing(example(n));
      const sent = built(shapedStatement(query));
      expect(sent).toEqual(built(query));
      expect(sent.params).toContain(`Rose balm ${n}`);
    }
    expect(shapeCounts).toMatchObject({ built: 2, reused: 3 });
  });

  it('sends a reused shape with the new call’s values, not the first call’s', () => {
    shapedStatement(placing(example(2)));
    const second = built(shapedStatement(placing(example(2, { name: 'Neroli mist', seenAt: new Date(Date.UTC(2027, 0, 1)) }))));
    expect(second.params).toContain('Neroli mist');
    expect(second.params).not.toContain('Rose balm 2');
    expect(second.params).toContain('2027-01-01T00:00:00.000Z');
    expect(shapeCounts.reused).toBe(1);
  });

  it('tells apart statements that differ only in an identifier, a column or a fixed text', () => {
    const statements = [
      (v: string) => sql`select ${sql.identifier('name')} from ${items} where ${items.id} = ${v}`,
      (v: string) => sql`select ${sql.identifier('stock')} from ${items} where ${items.id} = ${v}`,
      (v: string) => sql`select ${sql.identifier('stock')} from ${items} where ${items.name} = ${v}`,
      (v: string) => sql`select ${sql.identifier('stock')} from ${items} where ${items.name} <> ${v}`,
    ];
    for (const value of ['first', 'second']) for (const statement of statements) expect(built(shapedStatement(statement(value)))).toEqual(built(statement(value)));
    expect(shapeCounts).toMatchObject({ built: 4, reused: 4 });
  });

  it('renders an aliased table as Drizzle does, though each alias is a new object', () => {
    const statement = (stock: number) => {
      const other = alias(items, 'other');
      return sql`select ${other.id} from ${other} join ${items} on ${items.id} = ${other.id} where ${other.stock} < ${stock}`;
    };
    for (const stock of [5, 7, 9]) expect(built(shapedStatement(statement(stock)))).toEqual(built(statement(stock)));
    expect(shapeCounts).toMatchObject({ built: 1, reused: 2 });
  });

  it('sends as Drizzle builds it what the walk does not follow: a placeholder, a subquery', () => {
    const withPlaceholder = sql`select ${items.id} from ${items} where ${items.name} = ${sql.placeholder('name')}`;
    expect(shapedStatement(withPlaceholder)).toBe(withPlaceholder);
    const sub = db.select({ id: items.id }).from(items).as('sub');
    const withSubquery = sql`select * from ${sub}`;
    expect(shapedStatement(withSubquery)).toBe(withSubquery);
    expect(shapeCounts).toMatchObject({ unwalkable: 2, built: 0, reused: 0 });
  });

  it('never reuses a text whose values Drizzle writes into it, or that holds a $n of its own', () => {
    const inlined = (n: number) => sql`select ${items.id} from ${items} where ${items.stock} > ${sql`${n}`.inlineParams()} and ${items.name} = ${'x'}`;
    for (const n of [1, 2, 3]) expect(built(shapedStatement(inlined(n)))).toEqual(built(inlined(n)));
    const dollar = (name: string) => sql`select '$1 off' as label, ${items.id} from ${items} where ${items.name} = ${name}`;
    for (const name of ['a', 'b']) expect(built(shapedStatement(dollar(name)))).toEqual(built(dollar(name)));
    expect(shapeCounts).toMatchObject({ built: 0, reused: 0, refused: 5 });
  });

  it('keeps at most MAX_SHAPES shapes, and builds the ones past it every time, still right', () => {
    const wide = (n: number, value: string) => sql`select ${sql.join(Array.from({ length: n }, () => sql`${value}`), sql`, `)}`;
    for (let n = 1; n <= MAX_SHAPES + 2; n += 1) shapedStatement(wide(n, 'first'));
    expect(shapeCounts.built).toBe(MAX_SHAPES + 2);
    const past = wide(MAX_SHAPES + 1, 'second');
    expect(shapedStatement(past)).toBe(past);
    expect(built(shapedStatement(wide(MAX_SHAPES, 'second')))).toEqual(built(wide(MAX_SHAPES, 'second')));
    expect(shapeCounts.reused).toBe(1);
  });
});
