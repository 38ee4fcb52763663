import type { CustomerDashboard } from '../../../contracts/orders';
import { customerApi, unwrap, type ApiEnvelope } from '../../../lib/api-client';

/** GET /user/dashboard: order counts, total spent (pence, paid orders only) and member since. */
export function getDashboard(): Promise<CustomerDashboard> {
  return unwrap(customerApi.get<ApiEnvelope<CustomerDashboard>>('/user/dashboard'));
}
