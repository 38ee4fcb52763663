import { queryOptions } from '@tanstack/react-query';
import type { CustomerDashboard } from '../../../contracts/orders';
import { customerApi, unwrap } from '../../../lib/api-client';
import type { ApiEnvelope } from '../../../contracts/envelope';
import { accountKeys } from './account-queries';

/** GET /user/dashboard: order counts, total spent (pence, paid orders only) and member since. */
export function getDashboard(): Promise<CustomerDashboard> {
  return unwrap(customerApi.get<ApiEnvelope<CustomerDashboard>>('/user/dashboard'));
}

export const dashboardQuery = () => queryOptions({ queryKey: accountKeys.dashboard, queryFn: getDashboard });
