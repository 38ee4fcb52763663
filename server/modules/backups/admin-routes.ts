/**
 * GET /admin/backup: the embedded database as one file, taken while the shop runs. PGlite lives
 * inside the shop's process and DATA_DIR is locked to it, so a backup has to come from that
 * process: the route streams PGlite's own dump of its data folder (a gzipped tarball), which
 * `scripts/restore-backup.ts` turns into a fresh DATA_DIR. On PostgreSQL the database's own tools
 * do this better and the route says so (docs/decisions/0175-backups.md).
 *
 * A backup holds every customer and order, and leaves the shop once downloaded: only owners may
 * take one, and each download is in the audit trail (docs/decisions/0250-staff-roles.md).
 */
import type { App } from '../../app-types';
import { conflict } from '../../lib/http-errors';
import { TAG } from '../../lib/openapi';
import { actorOf, recordAdminChange } from '../audit';
import { route, routesOf } from '../../lib/routes';

export const USE_PG_DUMP = 'This shop runs on PostgreSQL: back it up with pg_dump (see README.md, "Backups")';

/** `verdant-backup-20261125-184501.tar.gz`: sorts by time, says what it is. */
export function backupFileName(at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `verdant-backup-${stamp}.tar.gz`;
}

export async function adminBackupRoutes(app: App): Promise<void> {
  routesOf(app, [
    route({ method: 'GET', url: '/admin/backup', config: { auth: 'admin', errors: [409] },
      schema: {
        operationId: 'downloadBackup',
        tags: [TAG.adminSettings],
        summary: 'The embedded database as a gzipped tarball, taken while the shop runs (restore with scripts/restore-backup.ts)',
        description:
          'Only for the embedded database (409 on PostgreSQL, which is backed up with pg_dump). ' +
          'Uploaded images and the secrets are not inside: keep them beside it (README.md, "Backups").',
      },
      handler: async (request, reply) => {
        const dump = app.database.dumpDataDir;
        if (!dump) throw conflict(USE_PG_DUMP);
        const started = Date.now();
        const tarball = Buffer.from(await (await dump()).arrayBuffer());
        app.log.info({ bytes: tarball.length, ms: Date.now() - started }, 'database backup taken');
        const fileName = backupFileName(new Date());
        await recordAdminChange(app.db, actorOf(request), {
          action: 'backup.download',
          record: { type: 'backup', id: fileName, label: fileName },
          changes: { bytes: { before: null, after: tarball.length } },
        });
        return reply
          .type('application/gzip')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'no-store')
          .send(tarball);
      },
    }),
  ]);
}
