/**
 * One order in a list (orders page, overview): picture, number, date and item count, total, and
 * the status and payment badges. The whole row opens the order; the link is the order number,
 * stretched over the row, so it reads as one link and not five.
 */
import { Link } from 'react-router';
import type { OrderSummary } from '../../../contracts/orders';
import { paths } from '../../../config/paths';
import { formatDay, formatPaid, itemsLabel } from '../../../lib/format';
import { ChevronRightIcon } from './account-icons';
import { OrderThumb } from '../../../components/order-view/OrderParts';
import { OrderAndPaymentBadges } from '../../../components/OrderAndPaymentBadges';

/** The order's two badges side by side (wrapping only when even one line cannot hold both). */
export function OrderBadges({ order }: { order: Pick<OrderSummary, 'status' | 'paymentStatus'> & { refundedAmount?: number } }) {
  return (
    <div className="flex flex-wrap gap-2">
      <OrderAndPaymentBadges order={order} />
    </div>
  );
}

/**
 * A grid, so the badges can take the whole width under the number and the total on a phone (beside
 * the total they had room for one badge a line); from 640 px the total sits centred at the right.
 */
export function OrderRow({ order }: { order: OrderSummary }) {
  return (
    <li className="group relative grid grid-cols-[auto_minmax(0,1fr)_auto] items-start gap-x-4 gap-y-2.5 rounded-3xl border border-sand-100 bg-cream-50 p-4 transition-[border-color,box-shadow] duration-200 focus-within:(border-sage-300 shadow-soft) hover:(border-sand-200 shadow-soft) sm:items-center sm:gap-x-5 sm:p-5">
      <span className="row-span-2 self-center">
        <OrderThumb image={order.image} />
      </span>
      <div className="min-w-0 flex flex-wrap items-baseline gap-x-3 gap-y-1 sm:self-end">
        <Link
          to={paths.account.order.getHref(order.id)}
          className="keyboard-focus rounded text-[15px] font-semibold text-ink after:(absolute inset-0 rounded-3xl content-empty)"
        >
          Order #{order.number}
        </Link>
        <span className="text-[13px] text-ink-muted">
          <time dateTime={order.createdAt}>{formatDay(order.createdAt)}</time> · {itemsLabel(order.itemCount)}
        </span>
      </div>
      <div className="flex items-center gap-2 sm:row-span-2">
        <span className="text-[15px] font-semibold tabular-nums text-ink">{formatPaid(order.total)}</span>
        <ChevronRightIcon size={18} className="hidden text-ink-faint transition-transform group-hover:translate-x-0.5 sm:block" />
      </div>
      <div className="col-span-2 col-start-2 sm:col-span-1 sm:self-start">
        <OrderBadges order={order} />
      </div>
    </li>
  );
}

export function OrderList({ orders, label }: { orders: readonly OrderSummary[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {orders.map((order) => (
        <OrderRow key={order.id} order={order} />
      ))}
    </ul>
  );
}
