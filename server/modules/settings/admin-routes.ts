/**
 * GET/PUT /admin/settings: the shop's settings record (docs/decisions/0121). A change is recorded
 * in the audit trail with the settings before and after, in its own transaction (decision 0224);
 * the settings rows are locked first, so two saves at once each record what they really changed.
 */
import { envelope } from '#contracts/envelope';
import { settingsAnswer, settingsUpdateBody } from '#contracts/admin-settings';
import type { App } from '../../app-types';
import { recordChange } from '../../db/unit-of-work';
import { settings as settingsTable } from '../../db/schema';
import { actorOf, diffRows, recordAdminChange } from '../audit';
import { TAG } from '../../lib/openapi';
import { ok } from '../../lib/reply';
import { type DeploymentDefaults, readSettings, writeSettings } from './settings-store';
import { route, routesOf } from '../../lib/routes';

/** The deployment's own values behind the settings no admin has changed yet. */
const deploymentDefaults = (app: App): DeploymentDefaults => ({
  reservationMinutes: app.config.reservationMinutes,
  contactEmail: app.config.supportEmail,
});

export async function adminSettingsRoutes(app: App): Promise<void> {
  const tags = [TAG.adminSettings];
  const answer = { 200: envelope(settingsAnswer) };

  routesOf(app, [
    route({ method: 'GET', url: '/admin/settings', config: { auth: 'admin' },
      schema: { operationId: 'getAdminSettings', tags, summary: 'The shop’s settings: contact details, pricing figures, currency rates, stock and reservation', response: answer },
      handler: async () => ok({ settings: await readSettings(app.db, deploymentDefaults(app)) }, 'Settings fetched'),
    }),
    route({ method: 'PUT', url: '/admin/settings', config: { auth: 'admin' },
      schema: {
        operationId: 'updateAdminSettings',
        tags,
        summary: 'Change any of the shop’s settings',
        description:
          'Absent fields stay as they are. Pricing changes apply to the next bag priced; the storefront, bag and checkout read them from GET /general/config.',
        body: settingsUpdateBody,
        response: answer,
      },
      handler: async (request) => {
        const actor = actorOf(request);
        const settings = await app.store.write(async (tx) => {
          await tx.select({ key: settingsTable.key }).from(settingsTable).for('update');
          const before = await readSettings(tx, deploymentDefaults(app));
          await writeSettings(tx, request.body);
          // Server-rendered pages quote the shipping figures: they are cached with the catalogue.
          recordChange(tx, 'catalogue');
          const after = await readSettings(tx, deploymentDefaults(app));
          await recordAdminChange(tx, actor, { action: 'settings.update', record: { type: 'settings', id: 'shop', label: 'Shop settings' }, changes: diffRows(before, after) });
          return after;
        });
        return ok({ settings }, 'Settings saved');
      },
    }),
  ]);
}
