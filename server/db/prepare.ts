/**
 * Brings a database up to date at start: migrations always; the demo catalogue and logins in the
 * demo shop (idempotent); otherwise only the first admin, when ADMIN_EMAIL and ADMIN_PASSWORD are
 * given. A production shop with no admin and no way to create one safely does not start: its
 * sign-up is closed to anonymous callers (docs/decisions/0173-first-admin-in-production.md); nor
 * does one whose ADMIN_PASSWORD would create an admin with an easily guessed password.
 */
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import { ConfigError, DEMO_CUSTOMER } from '../config';
import { hashPassword } from '../lib/passwords';
import { type Database, migrate } from './client';
import { admins } from './schema';
import { seedDatabase } from './seed/seed';

/** The accounts module's admin password rule, handed in by the caller (db code reaches no module). */
export type AdminPasswordRule = (admin: { name: string; email: string; password: string }) => Promise<string | null>;

export async function prepareDatabase(
  database: Database,
  config: Config,
  log: (message: string) => void,
  adminPasswordProblem: AdminPasswordRule,
): Promise<void> {
  const started = Date.now();
  await migrate(database);
  log(`database migrated (${database.kind}) in ${Date.now() - started} ms`);

  if (config.seed && config.admin) {
    const result = await seedDatabase(database.db, {
      uploadsDir: config.uploadsDir,
      admin: config.admin,
      demoCustomer: DEMO_CUSTOMER,
      log,
    });
    if (result.seeded) log(`demo data seeded in ${Date.now() - started} ms`);
    return;
  }
  if (config.admin) {
    const [existing] = await database.db.select({ id: admins.id }).from(admins).where(eq(admins.email, config.admin.email));
    // The settings' admin meets the same rule as one created through the API (docs/decisions/0212);
    // checked only when it is about to be created, so a shop already running never stops starting.
    const weak = existing ? null : await adminPasswordProblem(config.admin);
    if (weak) throw new ConfigError([`ADMIN_PASSWORD is too easy to guess for an admin: ${weak}`]);
    await database.db
      .insert(admins)
      .values({ name: config.admin.name, email: config.admin.email, role: 'owner', passwordHash: await hashPassword(config.admin.password) })
      .onConflictDoNothing({ target: admins.email });
  }
  const [{ count } = { count: 0 }] = await database.db.select({ count: sql<number>`count(*)::int` }).from(admins);
  if (count > 0) return;
  if (!config.anonymousFirstAdmin) {
    throw new ConfigError([
      'ADMIN_EMAIL and ADMIN_PASSWORD are required in production until the first admin exists ' +
        '(anonymous admin sign-up is closed in production)',
    ]);
  }
  log('no admin account exists yet: set ADMIN_EMAIL and ADMIN_PASSWORD to create the first one');
}
