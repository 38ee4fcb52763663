/** The customers list's URL parameters: what the table may be filtered and sorted by (the API's own lists). */
import { CUSTOMER_SORT_FIELDS, CUSTOMER_STATUSES } from '../../contracts/admin-customers';
import { SORT_ORDERS } from '../../contracts/admin-lists';
import type { ListParamSpec } from '../../components/admin/use-admin-list-params';

export const CUSTOMER_LIST_PARAMS = {
  status: { values: CUSTOMER_STATUSES },
  sortBy: { values: CUSTOMER_SORT_FIELDS, default: 'createdAt' },
  sortOrder: { values: SORT_ORDERS, default: 'desc' },
} satisfies Record<string, ListParamSpec>;
