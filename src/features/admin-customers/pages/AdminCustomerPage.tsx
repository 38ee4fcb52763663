/**
 * /admin/customers/{id}: one customer. Their figures (orders, spent, average, last order), the
 * latest orders (each opens in the orders screens), their profile and saved addresses, and the
 * actions (edit, reset password, archive or restore). A missing customer shows the server's 404
 * sentence; other failures 'Failed to fetch customer' (docs/product/back-office.md#back-office-messages) with Retry.
 */
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { DataTable, type Column } from '../../../components/admin/DataTable';
import { DetailList, AdminPageHeader, Panel, PanelLink } from '../../../components/admin/AdminPage';
import { HistoryLink } from '../../../components/admin/HistoryLink';
import { AddressLines } from '../../../components/AddressLines';
import { BlockSkeleton } from '../../../components/Skeletons';
import { EmptyState, LoadError } from '../../../components/StatusPanels';
import { StatusBadge } from '../../../components/StatusBadge';
import type { AdminCustomerDetail } from '../../../contracts/admin-customers';
import { shownPaymentStatus } from '../../../domain/order-status';
import type { OrderSummary } from '../../../contracts/orders';
import { paths } from '../../../config/paths';
import { apiErrorMessage, responseStatus } from '../../../lib/api-error';
import { formatDay, formatDayTime, formatPaid, itemsLabel } from '../../../lib/format';
import { customerQuery } from '../api/customer-calls';
import { CustomerActions } from '../components/CustomerActions';

const FAILED = 'Failed to fetch customer';

const ORDER_COLUMNS: ReadonlyArray<Column<OrderSummary>> = [
  { key: 'number', header: 'Order', cell: (order) => <span className="font-medium">#{order.number}</span> },
  { key: 'date', header: 'Placed', cell: (order) => <span className="whitespace-nowrap text-ink-soft">{formatDay(order.createdAt)}</span> },
  { key: 'items', header: 'Items', priority: 'secondary', cell: (order) => <span className="text-ink-soft">{itemsLabel(order.itemCount)}</span> },
  { key: 'status', header: 'Status', cell: (order) => <StatusBadge status={order.status} kind="Order" /> },
  { key: 'payment', header: 'Payment', priority: 'secondary', cell: (order) => <StatusBadge status={shownPaymentStatus(order)} kind="Payment" /> },
  { key: 'total', header: 'Total', align: 'right', cell: (order) => <span className="font-medium tabular-nums">{formatPaid(order.total)}</span> },
];

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl border border-sand-100 bg-cream-50 px-4 py-4 shadow-soft">
      <p className="text-[11px] font-semibold uppercase tracking-[0.16em] text-ink-muted">{label}</p>
      <p className="mt-2 font-serif text-[28px] font-medium leading-none lining-nums tabular-nums text-ink">{value}</p>
    </div>
  );
}

function CustomerView({ customer }: { customer: AdminCustomerDetail }) {
  const navigate = useNavigate();
  const { totals } = customer;
  const ordersOfCustomer = `${paths.admin.orders.getHref()}?customerId=${encodeURIComponent(customer.id)}`;
  return (
    <>
      <AdminPageHeader
        back={{ to: paths.admin.customers.getHref(), label: 'Customers' }}
        eyebrow="Customer"
        title={`${customer.firstName} ${customer.lastName}`}
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <StatusBadge status={customer.status} kind="Status" />
            <span className="break-all">{customer.email}</span>
            <span className="text-ink-muted">Customer since {formatDay(customer.createdAt)}</span>
          </span>
        }
        actions={
          <>
            <HistoryLink type="customer" id={customer.id} />
            <CustomerActions customer={customer} />
          </>
        }
      />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Figure label="Orders" value={totals.orderCount.toLocaleString('en-US')} />
            <Figure label="Total spent" value={formatPaid(totals.totalSpent)} />
            <Figure label="Average order" value={formatPaid(totals.averageOrderValue)} />
            <Figure label="Last order" value={totals.lastOrderAt ? formatDay(totals.lastOrderAt) : '—'} />
          </div>
          <section aria-label="Latest orders">
            <div className="mb-3 flex items-center justify-between">
              <h2 className="font-serif text-[22px] font-medium">Latest orders</h2>
              {totals.orderCount > customer.recentOrders.length ? <PanelLink to={ordersOfCustomer}>All {totals.orderCount} orders</PanelLink> : null}
            </div>
            <DataTable
              caption={`Orders of ${customer.firstName} ${customer.lastName}`}
              columns={ORDER_COLUMNS}
              rows={customer.recentOrders}
              rowKey={(order) => order.id}
              isLoading={false}
              error={null}
              errorFallback={FAILED}
              onRetry={() => undefined}
              onRowClick={(order) => navigate(paths.admin.order.getHref(order.id))}
              empty={{ title: 'No orders yet', body: `${customer.firstName} has not placed an order.` }}
            />
          </section>
        </div>

        <div className="flex min-w-0 flex-col gap-6">
          <Panel title="Profile">
            <DetailList
              items={[
                { term: 'Email', value: <span className="break-all">{customer.email}</span> },
                { term: 'Phone', value: customer.phone || '—' },
                { term: 'Joined', value: formatDay(customer.createdAt) },
                { term: 'Last sign-in', value: customer.lastLoginAt ? formatDayTime(customer.lastLoginAt) : 'Never' },
                { term: 'Paid orders', value: totals.paidOrders },
              ]}
            />
          </Panel>
          <Panel title="Addresses">
            {customer.addresses.length === 0 ? (
              <p className="text-sm text-ink-muted">No saved addresses.</p>
            ) : (
              <ul className="flex flex-col divide-y divide-sand-100">
                {customer.addresses.map((address) => (
                  <li key={address.id} className="py-3 first:pt-0 last:pb-0">
                    {address.isDefaultShipping || address.isDefaultBilling ? (
                      <p className="eyebrow mb-1.5 text-[10px]">
                        {[address.isDefaultShipping && 'Default shipping', address.isDefaultBilling && 'Default billing'].filter(Boolean).join(' · ')}
                      </p>
                    ) : null}
                    <AddressLines address={address} />
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </div>
      </div>
    </>
  );
}

export function AdminCustomerPage() {
  const { id = '' } = useParams();
  const customer = useQuery(customerQuery(id));
  if (customer.data) return <CustomerView customer={customer.data} />;
  if (customer.isError) {
    const back = { to: paths.admin.customers.getHref(), label: 'Customers' };
    if (responseStatus(customer.error) === 404) {
      return (
        <>
          <AdminPageHeader back={back} title="Customer not found" />
          <EmptyState title="No such customer">{apiErrorMessage(customer.error, FAILED)}</EmptyState>
        </>
      );
    }
    return (
      <>
        <AdminPageHeader back={back} title="Customer" />
        <LoadError message={apiErrorMessage(customer.error, FAILED)} onRetry={() => void customer.refetch()} />
      </>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <BlockSkeleton className="h-24" />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <BlockSkeleton className="h-80 lg:col-span-2" />
        <BlockSkeleton className="h-80" />
      </div>
    </div>
  );
}
