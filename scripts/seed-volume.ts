/**
 * `npm run seed:volume`: fills a database with the volume seed (server/db/seed/volume.ts) for the
 * admin list benchmark or for trying the back office at scale. Never run by `npm start`.
 * Uses DATABASE_URL when set, else the embedded database in DATA_DIR (default ./data); migrates
 * first. Counts: VOLUME_PRODUCTS, VOLUME_CUSTOMERS, VOLUME_ORDERS.
 */
import { migrate, openDatabase } from '../server/db/client';
import { seedVolume, VOLUME_DEFAULTS, VOLUME_EMAIL_DOMAIN } from '../server/db/seed/volume';
import { hashPassword } from '../server/lib/passwords';

const PASSWORD = 'volume-shopper-2026';
const count = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of 1 or more`);
  return value;
};

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? './data' });
try {
  await migrate(database);
  const counts = {
    products: count('VOLUME_PRODUCTS', VOLUME_DEFAULTS.products),
    customers: count('VOLUME_CUSTOMERS', VOLUME_DEFAULTS.customers),
    orders: count('VOLUME_ORDERS', VOLUME_DEFAULTS.orders),
  };
  const started = Date.now();
  console.log(`Seeding ${counts.products} products, ${counts.customers} customers and ${counts.orders} orders into ${database.kind}...`);
  await seedVolume(database.db, await hashPassword(PASSWORD), counts, (line) => console.log(line));
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s. Customers sign in as customerN@${VOLUME_EMAIL_DOMAIN} with ${PASSWORD}.`);
} finally {
  await database.close();
}
