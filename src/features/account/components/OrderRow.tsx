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
import { StatusBadge } from '../../../components/StatusBadge';

export function OrderRow({ order }: { order: OrderSummary }) {
  return (
    <li className="group relative flex items-center gap-4 rounded-3xl border border-sand-100 bg-cream-50 p-4 transition-[border-color,box-shadow] duration-200 focus-within:(border-sage-300 shadow-soft) hover:(border-sand-200 shadow-soft) sm:gap-5 sm:p-5">
      <OrderThumb image={order.image} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
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
        <div className="mt-2.5 flex flex-wrap gap-2">
          <StatusBadge status={order.status} kind="Order" />
          <StatusBadge status={order.paymentStatus} kind="Payment" />
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-2 self-start sm:self-center">
        <span className="text-[15px] font-semibold tabular-nums text-ink">{formatPaid(order.total)}</span>
        <ChevronRightIcon size={18} className="hidden text-ink-faint transition-transform group-hover:translate-x-0.5 sm:block" />
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
