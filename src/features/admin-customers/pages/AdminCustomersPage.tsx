/**
 * /admin/customers: every customer in a table searched by name or email, filtered by status,
 * sorted by any header, paged; all of it in the address (useAdminListParams), so back and reload keep
 * it. A row opens the customer. Failures show 'Failed to fetch customers' (docs/product/back-office.md#back-office-messages) with
 * Retry, the server's message preferred.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AdminList } from '../../../components/admin/AdminList';
import { ExportButton, exportParams } from '../../../components/admin/ExportButton';
import type { Column } from '../../../components/admin/DataTable';
import { FilterSelect, ListToolbar } from '../../../components/admin/TableControls';
import { ListSearch } from '../../../components/admin/ListSearch';
import { AdminPageHeader } from '../../../components/admin/AdminPage';
import { useAdminListParams } from '../../../components/admin/use-admin-list-params';
import { Avatar } from '../../../components/Avatar';
import { StatusBadge } from '../../../components/StatusBadge';
import { ADMIN_PAGE_SIZE } from '../../../contracts/admin-lists';
import type { AdminCustomerSummary } from '../../../contracts/admin-customers';
import { paths } from '../../../config/paths';
import { formatDay, formatPaid } from '../../../lib/format';
import { customersQuery } from '../api/list-customers';
import { CUSTOMER_LIST_PARAMS } from '../customer-list-params';

const COLUMNS: ReadonlyArray<Column<AdminCustomerSummary>> = [
  {
    key: 'customer',
    header: 'Customer',
    sortField: 'name',
    // A phone shows the name and email truncated rather than scrolling the table sideways.
    className: 'max-w-[190px] sm:max-w-none',
    cell: (customer) => (
      <div className="flex min-w-0 items-center gap-3">
        <Avatar firstName={customer.firstName} lastName={customer.lastName} size={34} />
        <div className="min-w-0">
          <Link
            to={paths.admin.customer.getHref(customer.id)}
            className="keyboard-focus block truncate rounded font-medium text-ink hover:underline underline-offset-4"
          >
            {customer.firstName} {customer.lastName}
          </Link>
          <span className="block truncate text-[13px] text-ink-muted">{customer.email}</span>
        </div>
      </div>
    ),
  },
  { key: 'status', header: 'Status', priority: 'secondary', cell: (customer) => <StatusBadge status={customer.status} kind="Status" /> },
  { key: 'orders', header: 'Orders', sortField: 'orderCount', align: 'right', priority: 'secondary', cell: (customer) => <span className="tabular-nums">{customer.orderCount}</span> },
  {
    key: 'spent',
    header: 'Total spent',
    sortField: 'totalSpent',
    align: 'right',
    cell: (customer) => <span className="font-medium tabular-nums">{formatPaid(customer.totalSpent)}</span>,
  },
  {
    key: 'joined',
    header: 'Joined',
    sortField: 'createdAt',
    priority: 'secondary',
    cell: (customer) => <span className="whitespace-nowrap text-ink-soft">{formatDay(customer.createdAt)}</span>,
  },
  {
    key: 'lastLogin',
    header: 'Last sign-in',
    sortField: 'lastLoginAt',
    priority: 'secondary',
    cell: (customer) => <span className="whitespace-nowrap text-ink-soft">{customer.lastLoginAt ? formatDay(customer.lastLoginAt) : 'Never'}</span>,
  },
];

const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
];

export function AdminCustomersPage() {
  const list = useAdminListParams(CUSTOMER_LIST_PARAMS);
  const customers = useQuery(customersQuery({ ...list.query, limit: ADMIN_PAGE_SIZE }));
  const total = customers.data?.pagination.total;

  return (
    <>
      <AdminPageHeader
        eyebrow="Customers"
        title="Customers"
        description={total === undefined ? 'Everyone who has an account with the shop.' : `${total.toLocaleString('en-US')} ${list.isFiltered ? 'matching' : 'in total'}`}
        actions={<ExportButton path="/admin/customers/export" params={exportParams(list.query)} what="customers" failure="Failed to export customers" fallbackName="customers.csv" />}
      />
      <ListToolbar>
        <ListSearch value={list.search} onSearch={list.setSearch} label="Search by name or email" className="sm:flex-1" />
        <FilterSelect label="Status" allLabel="All statuses" value={list.params.status} options={STATUS_OPTIONS} onChange={(value) => list.setParam('status', value)} />
      </ListToolbar>
      <AdminList
        query={customers}
        items="customers"
        list={list}
        columns={COLUMNS}
        sortable
        rowHref={(customer) => paths.admin.customer.getHref(customer.id)}
        noMatch={{ title: 'No customers match', body: 'Try another name or email, or clear the filters.' }}
        empty={{ title: 'No customers yet', body: 'Customers appear here as soon as they create an account in the shop.' }}
      />
    </>
  );
}
