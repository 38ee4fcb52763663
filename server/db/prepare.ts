/**
 * Brings a database up to date at start: migrations always; the demo catalogue and logins in the
 * demo shop (idempotent); otherwise only the first admin, when ADMIN_EMAIL and ADMIN_PASSWORD are
 * given. A production shop with no admin and no way to create one safely does not start: its
 * sign-up is closed to anonymous callers (docs/decisions/0173-first-admin-in-production.md).
 */
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { ConfigError, DEMO_CUSTOMER } from '../config';
import { hashPassword } from '../lib/passwords';
import { type Database, migrate } from './client';
import { admins } from './schema';
import { seedDatabase } from './seed/seed';

export async function prepareDatabase(database: Database, config: Config, log: (message: string) => void): Promise<void> {
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
    await database.db
      .insert(admins)
      .values({ name: config.admin.name, email: config.admin.email, passwordHash: await hashPassword(config.admin.password) })
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
