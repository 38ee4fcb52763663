/**
 * The times Drizzle's migrator goes by, kept in order (docs/decisions/0247-migration-times-in-order.md).
 *
 * Drizzle applies a migration only when its journal time (`when` in migrations/meta/_journal.json)
 * is later than the newest time recorded in the database's `drizzle.__drizzle_migrations`; it never
 * asks which migrations were applied. Migration 0018 was given a time a day ahead of its writing
 * (2026-11-28 00:00 UTC), so every database that ran it recorded that time, and the migrations
 * written after it (0019, 0020) looked older and were skipped when such a database was upgraded;
 * a new database applies every migration in order, which is why no test saw it. The journal now
 * puts 0018 where it belongs, and `REPAIR_MIGRATION_TIMES` rewrites the time a database recorded
 * for it to match, before the migrator looks. tests/tooling/migration-times.test.ts keeps every
 * journal time later than the one before and not ahead of the clock.
 */

/** Migration 0018's time as databases recorded it, and as the journal has it now. */
export const MISDATED_0018 = { recorded: 1_795_795_200_000, journal: 1_795_720_000_000 } as const;

/** Run before the migrator, on both databases; a database that never migrated has nothing to repair. */
export const REPAIR_MIGRATION_TIMES = `DO $$
BEGIN
  IF to_regclass('drizzle.__drizzle_migrations') IS NOT NULL THEN
    UPDATE drizzle.__drizzle_migrations SET created_at = ${MISDATED_0018.journal} WHERE created_at = ${MISDATED_0018.recorded};
  END IF;
END
$$`;
