/**
 * /admin/orders: every order in a table with both badges in the spec's colours (docs/product/constants-and-texts.md#status-badges),
 * searched by order number or customer, filtered by status, payment status and the days it was
 * placed, sorted by the Order, Date and Total headers, and paged. The list's state lives in the
 * address (useAdminListParams). Orders ticked, or all that match, can be fulfilled or marked
 * shipped in bulk, with a row-by-row report after (decision 0230).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ADMIN_PAGE_SIZE, SORT_ORDERS } from '../../../contracts/admin-lists';
import { ORDER_SORT_FIELDS, PAYMENT_FILTERS, type AdminOrderListQuery, type AdminOrderSummary } from '../../../contracts/admin-orders';
import { ORDER_STATUSES } from '../../../contracts/orders';
import { AdminPageHeader } from '../../../components/admin/AdminPage';
import { AdminList } from '../../../components/admin/AdminList';
import { BulkReport } from '../../../components/admin/BulkReport';
import { useBulkSelection } from '../../../components/admin/use-bulk-action';
import { ExportButton, exportParams } from '../../../components/admin/ExportButton';
import type { Column } from '../../../components/admin/DataTable';
import { FilterSelect, ListToolbar } from '../../../components/admin/TableControls';
import { ListSearch } from '../../../components/admin/ListSearch';
import { useAdminListParams } from '../../../components/admin/use-admin-list-params';
import { StatusBadge } from '../../../components/StatusBadge';
import { paths } from '../../../config/paths';
import { countLabel, formatDayTime, formatPaid, itemsLabel } from '../../../lib/format';
import { ordersQuery } from '../api/list-orders';
import { bulkChangeOrders, refreshOrders } from '../api/bulk-orders';
import { OrderBulkActions } from '../components/OrderBulkActions';
import { DateRange, isBackwards } from '../../../components/admin/DateRange';
import { customerName, PAYMENT_OPTIONS, STATUS_OPTIONS } from '../order-terms';
import { shownPaymentStatus } from '../../../domain/order-status';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const LIST_PARAMS = {
  status: { values: ORDER_STATUSES },
  paymentStatus: { values: PAYMENT_FILTERS },
  from: { pattern: DAY },
  to: { pattern: DAY },
  sortBy: { values: ORDER_SORT_FIELDS, default: 'createdAt' },
  sortOrder: { values: SORT_ORDERS, default: 'desc' },
};

const columns: Column<AdminOrderSummary>[] = [
  {
    key: 'number',
    header: 'Order',
    sortField: 'number',
    cell: (order) => (
      <Link to={paths.admin.order.getHref(order.id)} className="keyboard-focus rounded font-semibold text-ink underline-offset-4 hover:underline">
        #{order.number}
      </Link>
    ),
  },
  {
    key: 'createdAt',
    header: 'Date',
    sortField: 'createdAt',
    priority: 'secondary',
    cell: (order) => <time dateTime={order.createdAt} className="whitespace-nowrap text-ink-soft">{formatDayTime(order.createdAt)}</time>,
  },
  {
    key: 'customer',
    header: 'Customer',
    cell: (order) => (
      <div className="min-w-0">
        <p className="truncate font-medium text-ink">{customerName(order)}</p>
        <p className="truncate text-[12.5px] text-ink-muted">{order.email}</p>
      </div>
    ),
    className: 'max-w-[240px]',
    priority: 'secondary',
  },
  { key: 'items', header: 'Items', priority: 'secondary', cell: (order) => <span className="whitespace-nowrap text-ink-soft">{itemsLabel(order.itemCount)}</span> },
  { key: 'total', header: 'Total', sortField: 'total', align: 'right', cell: (order) => <span className="tabular-nums font-medium">{formatPaid(order.total)}</span> },
  { key: 'status', header: 'Status', cell: (order) => <StatusBadge status={order.status} kind="Order" /> },
  { key: 'payment', header: 'Payment', priority: 'secondary', cell: (order) => <StatusBadge status={shownPaymentStatus(order)} kind="Payment" /> },
];

export function AdminOrdersPage() {
  const list = useAdminListParams(LIST_PARAMS);
  const { from, to, ...rest } = list.query as AdminOrderListQuery;
  // A back-to-front range is explained beside the pickers and left out of the call.
  const range = isBackwards(from, to) ? {} : { from, to };
  const filter = exportParams({ ...rest, ...range });
  const orders = useQuery(ordersQuery({ ...filter, page: list.page, limit: ADMIN_PAGE_SIZE }));
  const total = orders.data?.pagination.total;
  const { selection, bulk, controls } = useBulkSelection(filter, { call: bulkChangeOrders, failure: 'Failed to update order status', refresh: refreshOrders });

  return (
    <>
      <AdminPageHeader
        eyebrow="Sales"
        title="Orders"
        description={total === undefined ? 'Every order, newest first.' : countLabel(total, 'order', 'orders')}
        actions={
          <>
            <ExportButton path="/admin/orders/export" params={filter} what="orders" label="Export orders" failure="Failed to export orders" fallbackName="orders.csv" />
            <ExportButton
              path="/admin/orders/lines/export"
              params={filter}
              what="order lines"
              label="Export order lines"
              failure="Failed to export order lines"
              fallbackName="order-lines.csv"
            />
          </>
        }
      />
      <ListToolbar>
        <ListSearch value={list.search} onSearch={list.setSearch} label="Search by order number or customer" className="sm:min-w-64 sm:flex-1" />
        <FilterSelect label="Order status" value={list.params.status} allLabel="All statuses" options={STATUS_OPTIONS} onChange={(value) => list.setParam('status', value)} />
        <FilterSelect
          label="Payment status"
          value={list.params.paymentStatus}
          allLabel="All payments"
          options={PAYMENT_OPTIONS}
          onChange={(value) => list.setParam('paymentStatus', value)}
        />
        <DateRange legend="Placed between" from={list.params.from} to={list.params.to} onChange={(field, value) => list.setParam(field, value)} />
      </ListToolbar>
      <BulkReport report={bulk.report} onDismiss={bulk.dismiss} />
      <AdminList
        query={orders}
        items="orders"
        list={list}
        columns={columns}
        selection={{
          state: selection,
          rowLabel: (order) => `order #${order.number}`,
          one: 'order',
          actions: <OrderBulkActions {...controls(total)} />,
        }}
        sortable
        rowHref={(order) => paths.admin.order.getHref(order.id)}
        noMatch={{ title: 'No orders match', body: 'Try another search, status or date range.' }}
        empty={{ title: 'No orders yet', body: 'Orders appear here as soon as customers check out.' }}
      />
    </>
  );
}
