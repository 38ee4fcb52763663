/**
 * `npx tsx scripts/restore-backup.ts <backup.tar.gz> <new DATA_DIR>`: makes a new embedded
 * database from a backup downloaded from GET /api/v1/admin/backup, then prints what it holds.
 * Start the shop on that DATA_DIR afterwards (with the same secrets and the images copied beside).
 */
import path from 'node:path';
import { restoreDataDir } from '../server/db/restore';

const [backupFile, dataDir] = process.argv.slice(2);
if (!backupFile || !dataDir) {
  console.error('usage: npx tsx scripts/restore-backup.ts <backup.tar.gz> <new DATA_DIR>');
  process.exit(2);
}
try {
  const counts = await restoreDataDir(path.resolve(backupFile), path.resolve(dataDir));
  console.log(`Restored into ${path.resolve(dataDir)}: ${counts.orders} orders, ${counts.products} products, ${counts.admins} admins.`);
} catch (error) {
  console.error(`The restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
