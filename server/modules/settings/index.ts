/**
 * The settings module's public surface: the admin routes, and the reads other modules price,
 * hold and quote with (checkout, the client config).
 */
export { settingsRoutes } from './routes';
export { readSettings, readPricingRules, pricingRulesOf } from './settings-store';
