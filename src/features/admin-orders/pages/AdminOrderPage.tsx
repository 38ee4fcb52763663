/**
 * /admin/orders/{id}: one order for an admin — its lines and amounts, the customer, both
 * addresses, the payment, its refunds, the timeline and, once shipped, the parcel's tracking (added
 * or corrected here, decision 0231) — with the actions its status allows (fulfil, the next status,
 * refund: lines or an amount, decision 0232), each confirmed and reported in a toast; each line
 * with the size it was ordered in and its SKU (decision 0249)
 * (docs/product/back-office.md#admin-routes and docs/product/back-office.md#order-actions).
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { AdminOrderDetail } from '../../../contracts/admin-orders';
import { DetailList, AdminPageHeader, Panel } from '../../../components/admin/AdminPage';
import { HistoryLink } from '../../../components/admin/HistoryLink';
import { OrderTimeline } from '../../../components/order-timeline/OrderTimeline';
import { OrderAddresses, OrderAmounts, OrderLines, OrderRefunds, OrderTracking } from '../../../components/order-view/OrderParts';
import { BlockSkeleton } from '../../../components/Skeletons';
import { StatusBadge } from '../../../components/StatusBadge';
import { EmptyState, LoadError } from '../../../components/StatusPanels';
import { paths } from '../../../config/paths';
import { apiErrorMessage, responseStatus } from '../../../lib/api-error';
import { shownPaymentStatus } from '../../../domain/order-status';
import { OrderAndPaymentBadges } from '../../../components/OrderAndPaymentBadges';
import { formatDayTime, formatPaid, itemsLabel } from '../../../lib/format';
import { adminOrderQuery } from '../api/get-admin-order';
import { EditTracking } from '../components/EditTracking';
import { OrderActions } from '../components/OrderActions';

const HAS_A_PARCEL = ['shipped', 'delivered'];

const BACK = { to: paths.admin.orders.getHref(), label: 'All orders' };

function CustomerPanel({ order }: { order: AdminOrderDetail }) {
  const customer = order.customer;
  return (
    <Panel title="Customer">
      {customer ? (
        <DetailList
          items={[
            {
              term: 'Name',
              value: (
                <Link to={paths.admin.customer.getHref(customer.id)} className="keyboard-focus rounded text-sage-700 underline-offset-4 hover:underline">
                  {`${customer.firstName} ${customer.lastName}`.trim() || customer.email}
                </Link>
              ),
            },
            { term: 'Email', value: <span className="break-all">{customer.email}</span> },
            { term: 'Account', value: <StatusBadge status={customer.status} kind="Status" /> },
          ]}
        />
      ) : (
        <p className="text-sm text-ink-soft">
          Placed by <span className="font-medium text-ink">{order.email}</span>; the account no longer exists.
        </p>
      )}
    </Panel>
  );
}

function PaymentPanel({ order }: { order: AdminOrderDetail }) {
  const payment = order.payment;
  const items = [{ term: 'Status', value: <StatusBadge status={shownPaymentStatus(order)} kind="Payment" /> }];
  if (payment) {
    items.push(
      { term: 'Provider', value: <span className="capitalize">{payment.provider}</span> },
      { term: 'Amount', value: <span className="tabular-nums">{formatPaid(payment.amount)}</span> },
      { term: 'Started', value: <time dateTime={payment.createdAt}>{formatDayTime(payment.createdAt)}</time> },
    );
    if (payment.refundedAmount > 0)
      items.push({ term: 'Refunded', value: <span className="tabular-nums">{`${formatPaid(payment.refundedAmount)} of ${formatPaid(payment.amount)}`}</span> });
  }
  return (
    <Panel title="Payment">
      <DetailList items={items} />
      {payment ? null : <p className="mt-3 text-sm text-ink-muted">No payment has been started for this order.</p>}
    </Panel>
  );
}

function Loading() {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_340px]">
      <BlockSkeleton className="h-96" label="Loading order details" />
      <div aria-hidden="true" className="skeleton h-72 rounded-3xl" />
    </div>
  );
}

export function AdminOrderPage() {
  const { id = '' } = useParams();
  const detail = useQuery(adminOrderQuery(id));

  if (detail.isPending) {
    return (
      <>
        <AdminPageHeader title="Order" eyebrow="Orders" back={BACK} />
        <Loading />
      </>
    );
  }
  if (detail.isError) {
    const missing = [400, 404].includes(responseStatus(detail.error) ?? 0);
    return (
      <>
        <AdminPageHeader title="Order" eyebrow="Orders" back={BACK} />
        {missing ? (
          <EmptyState title="We couldn't find that order" action={<Link to={BACK.to} className="btn-primary">See all orders</Link>}>
            The link may be incomplete, or the order id mistyped.
          </EmptyState>
        ) : (
          <LoadError message={apiErrorMessage(detail.error, 'Failed to fetch order details')} onRetry={() => void detail.refetch()} />
        )}
      </>
    );
  }

  const order = detail.data;
  return (
    <>
      <AdminPageHeader
        eyebrow="Orders"
        title={`Order #${order.number}`}
        back={BACK}
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <span>
              Placed <time dateTime={order.createdAt}>{formatDayTime(order.createdAt)}</time> · {itemsLabel(order.itemCount)}
            </span>
            <OrderAndPaymentBadges order={order} />
          </span>
        }
        actions={
          <>
            <HistoryLink type="order" id={order.id} />
            <OrderActions order={order} />
          </>
        }
      />
      {order.busy ? (
        <p role="status" className="mb-4 rounded-2xl border border-sand-200 bg-cream-100 px-4 py-3 text-sm text-ink-soft">
          A payment update for this order is in progress. Its actions return once it settles; reload in a moment.
        </p>
      ) : null}
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="flex flex-col gap-4">
          <OrderLines order={order} productHref={paths.admin.product.getHref} withSku />
          <OrderRefunds refunds={order.refunds} refundedAmount={order.refundedAmount} paid={order.payment?.amount ?? order.total} lines={order.lines} />
          <Panel title="Timeline">
            <OrderTimeline order={order} />
          </Panel>
        </div>
        <div className="flex flex-col gap-4">
          {HAS_A_PARCEL.includes(order.status) ? <OrderTracking tracking={order.tracking} action={order.busy ? undefined : <EditTracking order={order} />} /> : null}
          <OrderAmounts order={order} />
          <CustomerPanel order={order} />
          <PaymentPanel order={order} />
          <OrderAddresses order={order} />
        </div>
      </div>
    </>
  );
}
