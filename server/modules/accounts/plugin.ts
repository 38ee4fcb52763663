/**
 * The account side of the API: customer sign-in and account, saved addresses and cards, the
 * customer's orders and dashboard, and admin sign-in. Registered together so that customer and
 * admin sign-in share one brute-force counter store (throttle.ts, slowdown.ts).
 */
import type { App } from '../../app-types';
import { addressRoutes } from '../addresses/routes';
import { adminAuthRoutes } from '../admin-auth/routes';
import { customerOrderRoutes } from '../orders/customer-routes';
import { paymentMethodRoutes } from '../payment-methods/routes';
import { accountRoutes } from './account-routes';
import { customerAuthRoutes } from './customer-auth-routes';
import { profileImageRoutes } from './profile-image-routes';
import { MemorySlowdownStore, Slowdown } from './slowdown';
import { MemoryCounterStore, Throttle } from './throttle';

export async function accountModules(app: App): Promise<void> {
  const throttle = new Throttle(new MemoryCounterStore(), new Slowdown(new MemorySlowdownStore()));
  await app.register(customerAuthRoutes, { throttle });
  await app.register(accountRoutes, { throttle });
  await app.register(profileImageRoutes);
  await app.register(addressRoutes);
  await app.register(paymentMethodRoutes);
  await app.register(customerOrderRoutes);
  await app.register(adminAuthRoutes, { throttle });
}
