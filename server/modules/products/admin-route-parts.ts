/**
 * What the product routes and the size routes have in common: one tag, the same dependencies for
 * their writes, and the same answer schema, the product as the back office reads it (with its
 * sizes in order). Written once so that both route files describe a product alike.
 */
import { oneAdminProduct } from '#contracts/admin-products';
import { envelope } from '#contracts/envelope';
import type { App } from '../../app-types';
import { TAG } from '../../lib/openapi';

export function adminProductRouteParts(app: App) {
  return {
    tags: [TAG.adminProducts],
    deps: { store: app.store, uploadsDir: app.config.uploadsDir },
    productAnswer: { 200: envelope(oneAdminProduct) },
  };
}
