/**
 * /orders/:id: the lines with pictures, the amounts (subtotal, shipping, tax, discount, total, in
 * the pounds they were paid in), both addresses, the progress timeline, the parcel's tracking once
 * shipped (with the carrier's tracking page) and — while the API allows it — Cancel, and Pay now for an
 * unpaid order that still holds its items (CancelOrder.tsx), and, while the order is still on its way, turning on
 * notifications about it on this device (OrderNotifications.tsx). Another customer's order, or an id that is no order, is a plain "not found" (the
 * API answers 404, or 400 for an id that is not one): no hint that the order exists.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { OrderDetail } from '../../../contracts/orders';
import { responseStatus } from '../../../lib/api-error';
import { ArrowLeftIcon } from '../../../components/icons/icons';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-error';
import { refreshOrderSummaries } from '../api/account-queries';
import { orderQuery } from '../api/get-order';
import { AccountHeader } from '../components/AccountHeader';
import { CancelOrder } from '../components/CancelOrder';
import { OrderNotifications } from '../components/OrderNotifications';
import { OrderBadges } from '../components/OrderRow';
import { OrderAddresses, OrderAmounts, OrderLines, OrderRefunds, OrderTracking } from '../../../components/order-view/OrderParts';
import { OrderTimeline } from '../../../components/order-timeline/OrderTimeline';
import { EmptyState, LoadError } from '../../../components/StatusPanels';
import { BlockSkeleton } from '../../../components/Skeletons';
import { formatDay, formatDayTime, formatPaid, itemsLabel } from '../../../lib/format';

function BackLink() {
  return (
    <Link
      to={paths.account.orders.getHref()}
      className="keyboard-focus mb-6 inline-flex items-center gap-2 rounded-full text-sm text-ink-soft transition-colors hover:text-ink"
    >
      <ArrowLeftIcon size={16} /> All orders
    </Link>
  );
}

/** After a cancellation: what happened and where the money went. */
function CancelledNote({ order }: { order: OrderDetail }) {
  if (order.status !== 'cancelled') return null;
  const refunded = order.paymentStatus === 'refunded';
  const when = order.timeline.cancelledAt;
  return (
    <div role="status" className="rounded-3xl border border-sand-200 bg-cream-50 p-5 text-sm leading-relaxed text-ink-soft sm:p-6">
      <p className="font-medium text-ink">
        This order was cancelled{when ? <> on <time dateTime={when}>{formatDay(when)}</time></> : null}.
      </p>
      <p className="mt-1">
        {refunded
          ? `A refund of ${formatPaid(order.refundedAmount || order.total)} has been issued to your original payment method. It usually arrives within 5–10 working days.`
          : 'No payment was taken for it.'}
      </p>
    </div>
  );
}

function isNotFound(error: unknown): boolean {
  const status = responseStatus(error);
  return status === 404 || status === 400;
}

export function OrderDetailsPage() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const detail = useQuery(orderQuery(id));
  // The cancel answer is the order as it now stands; the lists and counts are read again when shown.
  const showCancelled = (cancelled: OrderDetail) => {
    queryClient.setQueryData(orderQuery(id).queryKey, cancelled);
    void refreshOrderSummaries();
  };

  if (detail.isPending) {
    return (
      <>
        <BackLink />
        <div className="mb-10 flex flex-col gap-3" aria-hidden="true">
          <div className="skeleton h-3 w-20 rounded-full" />
          <div className="skeleton h-12 w-64 max-w-full rounded-2xl" />
        </div>
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_340px]">
          <BlockSkeleton className="h-80" label="Loading order details" />
          <div aria-hidden="true" className="skeleton h-64 rounded-3xl" />
        </div>
      </>
    );
  }

  if (detail.isError) {
    return (
      <>
        <BackLink />
        {isNotFound(detail.error) ? (
          <EmptyState
            titleAs="h1"
            title="We couldn't find that order"
            action={
              <Link to={paths.account.orders.getHref()} className="btn-primary">
                See your orders
              </Link>
            }
          >
            It may have been placed from another account, or the link may be incomplete.
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
      <BackLink />
      <AccountHeader
        eyebrow="Order details"
        title={`Order #${order.number}`}
        description={
          <>
            Placed <time dateTime={order.createdAt}>{formatDayTime(order.createdAt)}</time> · {itemsLabel(order.itemCount)}
          </>
        }
        actions={<OrderBadges order={order} />}
      />

      <div className="flex flex-col gap-4">
        <CancelledNote order={order} />
        {order.canCancel ? <CancelOrder order={order} onCancelled={showCancelled} /> : null}
        <OrderTracking tracking={order.tracking} />
        {order.status === 'delivered' || order.status === 'cancelled' ? null : <OrderNotifications variant="order" />}
        <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_340px]">
          <div className="flex flex-col gap-4">
            <OrderLines order={order} productHref={paths.storefront.product.getHref} />
            <OrderRefunds refunds={order.refunds} refundedAmount={order.refundedAmount} paid={order.total} />
            <section aria-labelledby="order-progress" className="card p-5 sm:p-6">
              <h2 id="order-progress" className="mb-5 font-serif text-2xl text-ink">
                Progress
              </h2>
              <OrderTimeline order={order} />
            </section>
          </div>
          <div className="flex flex-col gap-4">
            <OrderAmounts order={order} />
            <OrderAddresses order={order} />
          </div>
        </div>
      </div>
    </>
  );
}
