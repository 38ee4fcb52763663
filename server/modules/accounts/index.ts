/**
 * The accounts module: customer sign-up, sign-in, recovery and account; admin sign-in and admin
 * accounts and the back office's Staff section. One module, so customer and admin sign-in share one
 * brute-force counter store and one signer of device proofs. Its files are in folders by concern
 * (docs/decisions/0284-accounts-by-concern-and-one-home-for-email-templates.md): `throttles/` (the
 * counters and slowdowns, in Redis when the shop has one), `passwords/` (the password rules, their
 * estimator's thread, recovery, credentials), `sign-in/` (sign-in, device proofs, the auth routes),
 * `staff/` (admin accounts and the Staff section) and `customers/` (the customer's own account).
 * This file is its public surface: its routes, and what other modules may use.
 */
import type { App } from '../../app-types';
import { adminAuthRoutes } from './sign-in/admin-auth-routes';
import { adminStaffRoutes } from './staff/admin-routes';
import { storeAccountRoutes } from './customers/store-account-routes';
import { storeAuthRoutes } from './sign-in/store-auth-routes';
import { storeProfileImageRoutes } from './customers/store-profile-image-routes';
import { DeviceProofs } from './sign-in/device-proofs';
import { throttleStores } from './throttles/redis-stores';
import { Slowdown } from './throttles/slowdown';
import { Throttle } from './throttles/throttle';

export { loadCustomer } from './customers/customer-service';
export { CUSTOMER_NOT_FOUND, setCustomerStatus } from './customers/customer-status';
export { sendCustomerResetLink } from './passwords/password-reset';
export { adminPasswordProblem } from './passwords/password-policy';

export { FIFTEEN_MINUTES, type Throttle, type ThrottleRule } from './throttles/throttle';

/**
 * A brute-force guard whose counts are shared across processes through Redis when REDIS_URL is set
 * (throttles/redis-stores.ts); in memory it keeps the app's clock (decision 0285).
 */
export function createThrottle(app: App): Throttle {
  const stores = throttleStores(app.redis, app.clock);
  return new Throttle(stores.counters, new Slowdown(stores.slowdowns));
}

export async function accountsRoutes(app: App): Promise<void> {
  const throttle = createThrottle(app);
  // Keyed by the token secrets, which every process shares: a proof from one process works on all.
  const deviceProofs = new DeviceProofs({ customer: app.config.jwt.customerSecret, admin: app.config.jwt.adminSecret }, app.clock);
  await app.register(storeAuthRoutes, { throttle, deviceProofs });
  await app.register(storeAccountRoutes, { throttle, deviceProofs });
  await app.register(storeProfileImageRoutes);
  await app.register(adminAuthRoutes, { throttle, deviceProofs });
  await app.register(adminStaffRoutes);
}
