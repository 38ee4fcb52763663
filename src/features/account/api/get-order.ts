import { queryOptions } from '@tanstack/react-query';
import { getOrder } from '../../../api/orders/get-order';
import { accountKeys } from './account-queries';

/** The order page's read of GET /user/orders/{id} (src/api/orders/get-order.ts), cached under the account's keys. */
export const orderQuery = (id: string) => queryOptions({ queryKey: accountKeys.order(id), queryFn: () => getOrder(id) });
