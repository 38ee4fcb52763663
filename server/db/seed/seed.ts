/**
 * Seeds a fresh database with a believable shop: the catalogue with generated product pictures,
 * default settings, two discount codes, the demo admin and (optionally) a demo customer with
 * addresses, past orders and payments, and a week of product views.
 *
 * Idempotent in two ways:
 *   - a marker row (`settings` key `seed.version`) makes a completed seed a no-op on the next start;
 *   - every step inserts only what is missing (unique keys + ON CONFLICT DO NOTHING, and the
 *     customer with everything hanging off it in one transaction), so a seed that crashed half-way,
 *     or a newer catalogue version, is completed on the next run without duplicating anything.
 *     Two processes seeding at once are safe for the same reason.
 *
 * Stock: the catalogue's stock is what is on the shelf now, after the demo orders were packed; the
 * seed never takes stock for them. The cancelled demo order is marked as having released its stock.
 */
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords';
import type { Db } from '../client';
import { admins, settings } from '../schema';
import { type SeedPerson, seedDemoCustomer } from './demo-customer';
import { seedDiscounts, seedSettings } from './defaults';
import { seedProducts, seedProductViews } from './seed-products';

export type { SeedPerson } from './demo-customer';

/** Bump when the seed gains something existing databases should receive on their next start. */
export const DEFAULT_SEED_VERSION = '1';
export const SEED_MARKER_KEY = 'seed.version';

export interface SeedOptions {
  /** Where product pictures are written (DATA_DIR/uploads). */
  uploadsDir: string;
  admin: { name: string; email: string; password: string };
  /** The demo shopper; null or absent seeds no customer (production). */
  demoCustomer?: SeedPerson | null;
  log?: (msg: string) => void;
  /** Rendition widths of the generated pictures. Defaults to the upload pipeline's; tests pass fewer. */
  imageWidths?: readonly number[];
  /** Defaults to DEFAULT_SEED_VERSION. */
  version?: string;
  /** The "present" the demo history is dated against; defaults to now. */
  now?: Date;
}

export async function seedDatabase(db: Db, options: SeedOptions): Promise<{ seeded: boolean }> {
  const version = options.version ?? DEFAULT_SEED_VERSION;
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();

  const [marker] = await db.select().from(settings).where(eq(settings.key, SEED_MARKER_KEY));
  if ((marker?.value as { version?: string } | undefined)?.version === version) return { seeded: false };

  const started = Date.now();
  await seedSettings(db);
  await seedDiscounts(db);
  const added = await seedProducts(db, { uploadsDir: options.uploadsDir, imageWidths: options.imageWidths, now, log });
  await seedAdmin(db, options.admin, log);
  if (options.demoCustomer) await seedDemoCustomer(db, options.demoCustomer, now, log);
  // The views and the marker go in last and together: the marker is only ever there for a seed
  // that finished.
  const markerValue = { version, seededAt: now.toISOString() };
  await db.transaction(async (tx) => {
    await seedProductViews(tx, now);
    await tx
      .insert(settings)
      .values({ key: SEED_MARKER_KEY, value: markerValue })
      .onConflictDoUpdate({ target: settings.key, set: { value: markerValue, updatedAt: now } });
  });
  log(`Seed ${version} done in ${((Date.now() - started) / 1000).toFixed(1)} s (${added} products added)`);
  return { seeded: true };
}

async function seedAdmin(db: Db, admin: SeedOptions['admin'], log: (msg: string) => void): Promise<void> {
  const email = admin.email.trim().toLowerCase();
  const [found] = await db.select({ id: admins.id }).from(admins).where(eq(admins.email, email));
  if (found) return;
  const rows = await db
    .insert(admins)
    .values({ name: admin.name, email, role: 'owner', passwordHash: await hashPassword(admin.password) })
    .onConflictDoNothing({ target: admins.email })
    .returning({ id: admins.id });
  if (rows.length > 0) log(`Seeded admin ${email}`);
}
