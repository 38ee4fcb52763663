/** Every API module, registered under /api/v1 by app.ts. Add a module here and nowhere else. */
import type { App } from '../app-types';
import { accountModules } from './accounts/plugin';
import { catalogueRoutes } from './catalogue/routes';
import { emailRoutes } from './email/routes';
import { healthRoutes } from './health/routes';
import { storefrontRoutes } from './storefront/routes';

export const apiModules: ReadonlyArray<(app: App) => Promise<void>> = [healthRoutes, catalogueRoutes, storefrontRoutes, accountModules, emailRoutes];
