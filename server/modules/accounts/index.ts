/**
 * The accounts module: customer sign-up, sign-in, recovery and account; admin sign-in and admin
 * accounts. One module, so customer and admin sign-in share one brute-force counter store
 * (throttle.ts, slowdown.ts). This file is its public surface: its routes, and what other modules
 * may use.
 */
import type { App } from '../../app-types';
import { adminAuthRoutes } from './admin-auth-routes';
import { accountRoutes } from './account-routes';
import { customerAuthRoutes } from './customer-auth-routes';
import { profileImageRoutes } from './profile-image-routes';
import { MemorySlowdownStore, Slowdown } from './slowdown';
import { MemoryCounterStore, Throttle } from './throttle';

export { loadCustomer } from './customer-service';
export { CUSTOMER_NOT_FOUND, setCustomerStatus } from './customer-status';
export { sendCustomerResetLink } from './password-reset';

export async function accountsRoutes(app: App): Promise<void> {
  const throttle = new Throttle(new MemoryCounterStore(), new Slowdown(new MemorySlowdownStore()));
  await app.register(customerAuthRoutes, { throttle });
  await app.register(accountRoutes, { throttle });
  await app.register(profileImageRoutes);
  await app.register(adminAuthRoutes, { throttle });
}
