/**
 * The accounts module: customer sign-up, sign-in, recovery and account; admin sign-in and admin
 * accounts and the back office's Staff section (staff-service.ts). One module, so customer and admin sign-in share one brute-force counter store
 * (throttle.ts, slowdown.ts; in Redis when the shop has one, redis-stores.ts) and one signer of
 * device proofs (device-proofs.ts). This file is its public surface: its routes, and what other modules
 * may use.
 */
import type { App } from '../../app-types';
import { adminAuthRoutes } from './admin-auth-routes';
import { adminStaffRoutes } from './admin-routes';
import { storeAccountRoutes } from './store-account-routes';
import { storeAuthRoutes } from './store-auth-routes';
import { storeProfileImageRoutes } from './store-profile-image-routes';
import { DeviceProofs } from './device-proofs';
import { throttleStores } from './redis-stores';
import { Slowdown } from './slowdown';
import { Throttle } from './throttle';

export { loadCustomer } from './customer-service';
export { CUSTOMER_NOT_FOUND, setCustomerStatus } from './customer-status';
export { sendCustomerResetLink } from './password-reset';
export { adminPasswordProblem } from './password-policy';

export { FIFTEEN_MINUTES, type Throttle, type ThrottleRule } from './throttle';

/** A brute-force guard whose counts are shared across processes through Redis when REDIS_URL is set (redis-stores.ts). */
export function createThrottle(app: App): Throttle {
  const stores = throttleStores(app.redis);
  return new Throttle(stores.counters, new Slowdown(stores.slowdowns));
}

export async function accountsRoutes(app: App): Promise<void> {
  const throttle = createThrottle(app);
  // Keyed by the token secrets, which every process shares: a proof from one process works on all.
  const deviceProofs = new DeviceProofs({ customer: app.config.jwt.customerSecret, admin: app.config.jwt.adminSecret });
  await app.register(storeAuthRoutes, { throttle, deviceProofs });
  await app.register(storeAccountRoutes, { throttle, deviceProofs });
  await app.register(storeProfileImageRoutes);
  await app.register(adminAuthRoutes, { throttle, deviceProofs });
  await app.register(adminStaffRoutes);
}
