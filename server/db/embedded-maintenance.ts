/**
 * Autovacuum for the embedded engine (docs/decisions/0296-plans-that-outlive-an-empty-table.md).
 * PostgreSQL's autovacuum is a process of its own beside the server; PGlite runs PostgreSQL as one
 * process with one connection, so on the embedded engine nothing ever vacuums or analyzes: the
 * planner keeps guessing from the sizes of tables it has never measured, the plans a trigger kept
 * while a table was empty are never made again (an ANALYZE is what makes a connection replan a
 * table's statements), and dead row versions pile up in the indexes.
 *
 * This job does what autovacuum would, by autovacuum's own rule and settings (read from the
 * server, so a change to them applies here too): a table is analyzed once the rows changed since
 * its last ANALYZE pass `autovacuum_analyze_threshold + autovacuum_analyze_scale_factor × its
 * rows`, and vacuumed (with an ANALYZE) once its dead rows, or the rows inserted since its last
 * VACUUM, pass the vacuum thresholds the same way. The scale factors make the work rarer as a
 * table grows, so its cost per row stays the same.
 *
 * One table a round, the one furthest past its threshold, because the embedded engine runs one
 * statement at a time and a request waits behind a VACUUM: the round says more is waiting, and
 * the runner comes back at once for the next. PGlite keeps its activity counts in the process
 * until it is told to publish them, so each round first asks for them
 * (`pg_stat_force_next_flush`).
 */
import { sql } from 'drizzle-orm';
import { type Job } from '../jobs/runner';
import { type Db, queryRows } from './client';

export const EMBEDDED_MAINTENANCE_JOB = 'embedded-maintenance';

/** As often as autovacuum looks (its `autovacuum_naptime`, a minute by default). */
const EVERY_MS = 60_000;

export interface TableUpkeep {
  schema: string;
  table: string;
  /** VACUUM (ANALYZE) when true; ANALYZE alone when false. */
  vacuum: boolean;
}

/**
 * The tables past autovacuum's thresholds now, the furthest past first (how many times its
 * threshold the table's count is).
 */
export async function tablesDueUpkeep(db: Db): Promise<TableUpkeep[]> {
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const rows = await queryRows<{ schema: string; table: string; vacuum: boolean; due: number }>(
    db,
    sql`
      with setting as (
             select current_setting('autovacuum_vacuum_threshold')::float8 as vacuum_base,
                    current_setting('autovacuum_vacuum_scale_factor')::float8 as vacuum_scale,
                    current_setting('autovacuum_vacuum_insert_threshold')::float8 as insert_base,
                    current_setting('autovacuum_vacuum_insert_scale_factor')::float8 as insert_scale,
                    current_setting('autovacuum_analyze_threshold')::float8 as analyze_base,
                    current_setting('autovacuum_analyze_scale_factor')::float8 as analyze_scale
           ),
           ratio as (
             select s.schemaname as schema, s.relname as "table",
                    greatest(s.n_dead_tup / (t.vacuum_base + t.vacuum_scale * greatest(c.reltuples, 0)),
                             s.n_ins_since_vacuum / (t.insert_base + t.insert_scale * greatest(c.reltuples, 0))) as vacuum_due,
                    s.n_mod_since_analyze / (t.analyze_base + t.analyze_scale * greatest(c.reltuples, 0)) as analyze_due
             from pg_stat_user_tables s join pg_class c on c.oid = s.relid cross join setting t
           )
      select schema, "table", vacuum_due > 1 as vacuum, greatest(vacuum_due, analyze_due)::float8 as due
      from ratio
      where vacuum_due > 1 or analyze_due > 1
      order by due desc, schema, "table"`,
  );
  return rows.map(({ schema, table, vacuum }) => ({ schema, table, vacuum }));
}

/** Brings the table furthest past its threshold up to date; answers whether another one is waiting. */
export async function maintainOneTable(db: Db): Promise<boolean> {
  const [first, ...rest] = await tablesDueUpkeep(db);
  if (!first) return false;
  const name = sql`${sql.identifier(first.schema)}.${sql.identifier(first.table)}`;
  await db.execute(first.vacuum ? sql`vacuum (analyze) ${name}` : sql`analyze ${name}`);
  return rest.length > 0;
}

export const embeddedMaintenanceJob = (db: Db): Job => ({
  name: EMBEDDED_MAINTENANCE_JOB,
  everyMs: EVERY_MS,
  runOnce: () => maintainOneTable(db),
});
