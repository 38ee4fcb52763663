/**
 * /admin/dashboard: the shop at a glance. Revenue today, over 7 and 30 days, new customers, each
 * against the period before it (decision 0228); a chart of daily revenue (7, 30 or 90 days) with
 * its total against the days before; orders by status, each a link to the filtered orders list; the latest orders; and the products running out. Figures are those of decision 0083
 * (paid, not refunded, UTC days). Each part loads and fails on its own, with Retry.
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AdminPageHeader, Panel, PanelLink } from '../../../components/admin/AdminPage';
import { SegmentedControl } from '../../../components/admin/SegmentedControl';
import { BlockSkeleton, ListSkeleton } from '../../../components/Skeletons';
import { LoadError } from '../../../components/StatusPanels';
import { StatusBadge } from '../../../components/StatusBadge';
import type { DashboardOverview } from '../../../contracts/admin-dashboard';
import { ORDER_STATUSES } from '../../../contracts/orders';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-error';
import { formatDay, formatPaid } from '../../../lib/format';
import { overviewQuery, statsQuery } from '../api/dashboard-calls';
import { ChangeBadge } from '../../../components/admin/ChangeBadge';
import { KpiCard } from '../../../components/admin/KpiCard';

// The chart library loads with the chart, after the figures have painted.
const RevenueChart = lazy(async () => ({ default: (await import('../components/RevenueChart')).RevenueChart }));

const RANGES = [7, 30, 90] as const;
const OVERVIEW_FAILED = 'Failed to fetch dashboard';
const STATS_FAILED = 'Failed to fetch revenue';

/** The three revenue cards: each period, and what it is set against (decision 0228). */
const REVENUE_CARDS = [
  { period: 'today', label: 'Revenue today', against: 'yesterday by now' },
  { period: 'last7Days', label: 'Last 7 days', against: 'the 7 days before' },
  { period: 'last30Days', label: 'Last 30 days', against: 'the 30 days before' },
] as const;

const ordersWith = (status: string) => `${paths.admin.orders.getHref()}?status=${status}`;
const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

function Figures({ overview }: { overview: DashboardOverview }) {
  const { revenue, paidOrders, newCustomers } = overview;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {REVENUE_CARDS.map(({ period, label, against }, index) => (
        <KpiCard
          key={period}
          tone={index === 0 ? 'feature' : 'plain'}
          label={label}
          value={formatPaid(revenue[period])}
          detail={count(paidOrders[period], 'paid order', 'paid orders')}
          comparison={{ current: revenue[period], previous: revenue.previous[period], against }}
        />
      ))}
      <KpiCard
        label="New customers"
        value={newCustomers.last30Days.toLocaleString('en-US')}
        detail={`${newCustomers.last7Days} this week · ${overview.totalCustomers.toLocaleString('en-US')} in total`}
        comparison={{ current: newCustomers.last30Days, previous: newCustomers.previous.last30Days, against: 'the 30 days before' }}
      />
    </div>
  );
}

function RevenuePanel() {
  const [days, setDays] = useState<(typeof RANGES)[number]>(30);
  const stats = useQuery(statsQuery(days));
  return (
    <Panel
      title="Revenue"
      className="lg:col-span-2"
      action={
        <SegmentedControl
          label="Period"
          value={String(days)}
          options={RANGES.map((range) => ({ value: String(range), label: `${range} days` }))}
          onChange={(value) => setDays(Number(value) as (typeof RANGES)[number])}
        />
      }
    >
      {stats.data ? (
        <>
          <p className="mb-4 text-sm text-ink-muted">
            <span className="font-serif text-2xl font-medium text-ink lining-nums tabular-nums">{formatPaid(stats.data.totalRevenue)}</span>
            <span className="ml-2">from {count(stats.data.totalOrders, 'order', 'orders')} in the last {days} days</span>
            <span className="ml-3 inline-block">
              <ChangeBadge current={stats.data.totalRevenue} previous={stats.data.previousTotalRevenue} against={`the ${days} days before`} />
            </span>
          </p>
          <Suspense fallback={<BlockSkeleton className="h-[260px]" label="Loading chart" />}>
            <RevenueChart stats={stats.data} />
          </Suspense>
        </>
      ) : stats.isError ? (
        <LoadError message={apiErrorMessage(stats.error, STATS_FAILED)} onRetry={() => void stats.refetch()} />
      ) : (
        <BlockSkeleton className="h-[300px]" label="Loading revenue" />
      )}
    </Panel>
  );
}

function OrdersByStatus({ overview }: { overview: DashboardOverview }) {
  return (
    <Panel title="Orders by status" action={<PanelLink to={paths.admin.orders.getHref()}>All orders</PanelLink>}>
      <ul className="flex flex-col divide-y divide-sand-100">
        {ORDER_STATUSES.map((status) => (
          <li key={status}>
            <Link
              to={ordersWith(status)}
              className="keyboard-focus -mx-2 flex items-center justify-between rounded-xl px-2 py-2.5 transition-colors hover:bg-cream-100"
            >
              <StatusBadge status={status} kind="Order" />
              <span className="text-base font-semibold tabular-nums text-ink">{overview.ordersByStatus[status].toLocaleString('en-US')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

interface LinkRowsProps<T> {
  rows: readonly T[];
  /** Said in place of the list when there are no rows. */
  empty: string;
  href: (row: T) => string;
  /** The link's gap and padding, which differ with what a row holds. */
  spacing: string;
  children: (row: T) => ReactNode;
}

/** A flush panel's list, each row a link to its record, or a sentence when there is none. */
function LinkRows<T extends { id: string }>({ rows, empty, href, spacing, children }: LinkRowsProps<T>) {
  if (rows.length === 0) return <p className="px-6 pb-6 text-sm text-ink-muted">{empty}</p>;
  return (
    <ul className="flex flex-col">
      {rows.map((row) => (
        <li key={row.id} className="border-t border-sand-100">
          <Link to={href(row)} className={`keyboard-focus flex items-center ${spacing} transition-colors hover:bg-cream-100/70 sm:px-6`}>
            {children(row)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function RecentOrders({ overview }: { overview: DashboardOverview }) {
  return (
    <Panel title="Recent orders" className="lg:col-span-2" flush action={<PanelLink to={paths.admin.orders.getHref()}>View all</PanelLink>}>
      <LinkRows
        rows={overview.recentOrders}
        empty="No orders yet. They appear here as soon as a shopper checks out."
        href={(order) => paths.admin.order.getHref(order.id)}
        spacing="gap-4 px-5 py-3.5"
      >
        {(order) => (
          <>
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium text-ink">
                #{order.number}
                <span className="ml-2 font-normal text-ink-muted">
                  {order.customer ? `${order.customer.firstName} ${order.customer.lastName}` : order.email}
                </span>
              </p>
              <p className="mt-0.5 text-xs text-ink-muted">
                {formatDay(order.createdAt)} · {count(order.itemCount, 'item', 'items')}
              </p>
            </div>
            <div className="hidden sm:block">
              <StatusBadge status={order.status} kind="Order" />
            </div>
            <span className="w-24 text-right text-sm font-medium tabular-nums">{formatPaid(order.total)}</span>
          </>
        )}
      </LinkRows>
    </Panel>
  );
}

function LowStock({ overview }: { overview: DashboardOverview }) {
  return (
    <Panel
      title="Low stock"
      flush
      action={overview.lowStockCount > 0 ? <PanelLink to={`${paths.admin.products.getHref()}?stockStatus=low%20stock`}>{`${overview.lowStockCount} in all`}</PanelLink> : null}
    >
      <LinkRows rows={overview.lowStock} empty="Every product is well stocked." href={(product) => paths.admin.product.getHref(product.id)} spacing="gap-3 px-5 py-3">
        {(product) => (
          <>
            {product.image ? (
              <img src={product.image} alt="" width={40} height={40} loading="lazy" className="h-10 w-10 shrink-0 rounded-xl bg-cream-200 object-cover" />
            ) : (
              <span aria-hidden="true" className="h-10 w-10 shrink-0 rounded-xl bg-cream-200" />
            )}
            <div className="min-w-0 flex-1">
              {/* Wrapped, never cut: products often differ only at the end of the name (No. 12, 50 ml). */}
              <p className="break-words text-sm font-medium text-ink" title={product.name}>
                {product.name}
              </p>
              <p className="text-xs text-ink-muted">{product.stock === 0 ? 'None left' : `${product.stock} left`}</p>
            </div>
            <StatusBadge status={product.stockLevel} kind="Stock" />
          </>
        )}
      </LinkRows>
    </Panel>
  );
}

export function AdminDashboardPage() {
  const overview = useQuery(overviewQuery());
  const data = overview.data;
  return (
    <>
      <AdminPageHeader eyebrow="Overview" title="Dashboard" description="Sales, orders and stock at a glance. Days are counted in UTC." />
      {data ? (
        <div className="flex flex-col gap-6">
          <Figures overview={data} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <RevenuePanel />
            <OrdersByStatus overview={data} />
            <RecentOrders overview={data} />
            <LowStock overview={data} />
          </div>
        </div>
      ) : overview.isError ? (
        <LoadError message={apiErrorMessage(overview.error, OVERVIEW_FAILED)} onRetry={() => void overview.refetch()} />
      ) : (
        <div className="flex flex-col gap-6">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {[0, 1, 2, 3].map((n) => (
              <BlockSkeleton key={n} className="h-[150px]" label="Loading figures" />
            ))}
          </div>
          <ListSkeleton rows={4} label="Loading dashboard" />
        </div>
      )}
    </>
  );
}
