/**
 * POST /admin/products/bulk (decision 0230): archive the products chosen on the list, or set their
 * stock to one number (by id, or every product its query matches). Answers the row-by-row report
 * and the server's summary; the product lists and details are read again afterwards.
 */
import type { BulkAnswer } from '../../../contracts/admin-bulk';
import type { AdminProductListQuery, ProductBulkBody } from '../../../contracts/admin-products';
import type { ApiEnvelope } from '../../../contracts/envelope';
import type { BulkRows } from '../../../components/admin/use-bulk-action';
import { adminApi, unwrapResult, type ApiResult } from '../../../lib/api-client';
import { queryClient } from '../../../lib/server-state';
import { productKeys } from './list-products';

/** What the admin asked for: archive, or set every chosen product's stock to `stock`. */
export type ProductBulkChoice = { action: 'archive' } | { action: 'set-stock'; stock: number };

export function bulkChangeProducts(choice: ProductBulkChoice, rows: BulkRows<AdminProductListQuery>): Promise<ApiResult<BulkAnswer>> {
  return unwrapResult(adminApi.post<ApiEnvelope<BulkAnswer>>('/admin/products/bulk', { ...choice, ...rows } satisfies ProductBulkBody));
}

export const refreshProducts = () => queryClient.invalidateQueries({ queryKey: productKeys.all });
