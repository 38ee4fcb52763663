/**
 * The settings module's public surface: its routes (what the storefront reads to set itself up,
 * store-routes.ts; the shop settings an admin edits, admin-routes.ts), and the reads other modules
 * price, hold and quote with (checkout, the contact form, product changes).
 */
import type { App } from '../../app-types';
import { adminSettingsRoutes } from './admin-routes';
import { storeSettingsRoutes } from './store-routes';

export { clientConfigOf } from './client-config';
export { readSettings, pricingRulesOf } from './settings-store';
export { SettingsMemory } from './settings-memory';

export async function settingsRoutes(app: App): Promise<void> {
  await app.register(storeSettingsRoutes);
  await app.register(adminSettingsRoutes);
}
