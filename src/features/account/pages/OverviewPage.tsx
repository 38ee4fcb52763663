/**
 * /overview: a greeting with the first name, the order counts (total, ongoing, completed,
 * cancelled — each opening that tab of the orders page), total spent and member since, the
 * latest orders with their badges, and the default address.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { CustomerDashboard } from '../../../contracts/orders';
import { ArrowRightIcon } from '../../../components/icons/icons';
import { apiErrorMessage } from '../../../lib/api-error';
import { defaultAddressesQuery } from '../../../api/addresses/get-default-addresses';
import { dashboardQuery } from '../api/get-dashboard';
import { recentOrdersQuery } from '../api/get-recent-orders';
import type { OrdersTab } from '../orders-tabs';
import { useAccountSession } from '../account-session';
import { AccountHeader } from '../components/AccountHeader';
import { AddressLines } from '../../../components/AddressLines';
import { OrderList } from '../components/OrderRow';
import { EmptyState, LoadError } from '../../../components/StatusPanels';
import { BlockSkeleton, ListSkeleton } from '../../../components/Skeletons';
import { formatMonth, formatPaid } from '../../../lib/format';
import { greetingFor } from '../greeting';
import { ordersTabHref } from '../orders-tabs';

const COUNTS: ReadonlyArray<{ key: keyof CustomerDashboard; label: string; tab: OrdersTab }> = [
  { key: 'totalOrders', label: 'Total orders', tab: 'all' },
  { key: 'ongoingOrders', label: 'Ongoing', tab: 'ongoing' },
  { key: 'completedOrders', label: 'Completed', tab: 'completed' },
  { key: 'cancelledOrders', label: 'Cancelled', tab: 'cancelled' },
];

const textLink =
  'keyboard-focus inline-flex items-center gap-1.5 rounded text-sm font-medium text-sage-800 underline-offset-4 hover:underline';

function Counts({ dashboard }: { dashboard: CustomerDashboard }) {
  return (
    <ul aria-label="Your orders at a glance" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {COUNTS.map(({ key, label, tab }) => (
        <li key={key}>
          <Link
            to={ordersTabHref(tab)}
            className="keyboard-focus group flex h-full flex-col justify-between gap-6 rounded-3xl border border-sand-100 bg-cream-50 p-5 transition-[border-color,box-shadow] hover:(border-sand-200 shadow-soft)"
          >
            <span className="text-[13px] font-medium text-ink-muted">{label}</span>
            <span className="flex items-end justify-between">
              <span className="font-serif text-[44px] font-medium leading-none lining-nums tabular-nums text-ink">{dashboard[key]}</span>
              <ArrowRightIcon size={16} className="mb-1 text-ink-faint transition-transform group-hover:(translate-x-0.5 text-sage-700)" />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function SpendCard({ dashboard }: { dashboard: CustomerDashboard }) {
  return (
    <section
      aria-label="Your spending"
      className="relative overflow-hidden rounded-3xl bg-sage-900 p-6 text-cream-50 sm:p-8"
    >
      <div aria-hidden="true" className="pointer-events-none absolute -right-16 -top-20 h-56 w-56 rounded-full bg-sage-600/40 blur-3xl" />
      <div className="relative flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-[11px] font-semibold uppercase tracking-[0.22em] text-sage-200">Total spent</p>
          <p className="mt-3 font-serif text-5xl font-medium leading-none lining-nums tabular-nums sm:text-6xl">
            {formatPaid(dashboard.totalSpent)}
          </p>
          <p className="mt-3 text-[13px] text-sage-100/80">Across your paid orders, in pounds.</p>
        </div>
        <div className="sm:text-right">
          <p className="text-[11px] font-semibold uppercase tracking-[0.22em] text-sage-200">Member since</p>
          <p className="mt-2 font-serif text-2xl lining-nums">
            <time dateTime={dashboard.memberSince}>{formatMonth(dashboard.memberSince)}</time>
          </p>
        </div>
      </div>
    </section>
  );
}

interface OverviewCardProps {
  id: string;
  title: string;
  /** Where what the card shows is changed. */
  link: { to: string; label: string };
  bodyClassName?: string;
  children: ReactNode;
}

/** One of the overview's small cards (default address, account details): a heading, what it shows, and a link to where that is changed. */
function OverviewCard({ id, title, link, bodyClassName = '', children }: OverviewCardProps) {
  return (
    <section aria-labelledby={id} className="card flex flex-col p-6">
      <h2 id={id} className="font-serif text-2xl text-ink">
        {title}
      </h2>
      <div className={`mt-4 flex-1 ${bodyClassName}`.trim()}>{children}</div>
      <Link to={link.to} className={`${textLink} mt-5`}>
        {link.label} <ArrowRightIcon size={15} />
      </Link>
    </section>
  );
}

function DefaultAddressCard() {
  const defaults = useQuery(defaultAddressesQuery());
  return (
    <OverviewCard id="overview-address" title="Default address" link={{ to: paths.account.addresses.getHref(), label: 'Manage addresses' }}>
      {defaults.isPending ? <BlockSkeleton className="h-28" label="Loading your default address" /> : null}
      {defaults.isError ? (
        <p role="alert" className="text-sm text-danger">
          {apiErrorMessage(defaults.error, 'Failed to fetch default addresses')}{' '}
          <button type="button" onClick={() => void defaults.refetch()} className="keyboard-focus rounded font-medium underline underline-offset-2">
            Retry
          </button>
        </p>
      ) : null}
      {defaults.isSuccess ? (
        defaults.data.shipping ? (
          <>
            <p className="mb-2 text-[11px] font-semibold uppercase tracking-[0.18em] text-ink-muted">Shipping</p>
            <AddressLines address={defaults.data.shipping} withContact={false} />
          </>
        ) : (
          <p className="text-sm leading-relaxed text-ink-muted">No default address yet. Save one to check out in a tap.</p>
        )
      ) : null}
    </OverviewCard>
  );
}

function DetailsCard() {
  const { user } = useAccountSession();
  return (
    <OverviewCard
      id="overview-details"
      title="Account details"
      link={{ to: paths.account.accountDetails.getHref(), label: 'Edit details and password' }}
      bodyClassName="text-sm leading-relaxed text-ink-soft"
    >
      <p className="font-medium text-ink">
        {user?.firstName} {user?.lastName}
      </p>
      <p className="break-all">{user?.email}</p>
    </OverviewCard>
  );
}

export function OverviewPage() {
  const { user } = useAccountSession();
  const dashboard = useQuery(dashboardQuery());
  const recent = useQuery(recentOrdersQuery());
  // Both answers or neither: the counts and the recent list tell one story.
  const failed = dashboard.isError ? dashboard : recent.isError ? recent : null;
  const loading = failed === null && (dashboard.isPending || recent.isPending);
  const retry = () => [dashboard, recent].filter((query) => query.isError).forEach((query) => void query.refetch());
  const createdAt = user?.createdAt ?? dashboard.data?.memberSince;

  return (
    <>
      <AccountHeader
        title={greetingFor(user?.firstName, createdAt)}
        documentTitle="Overview"
        eyebrow="Overview"
        description="Here is where your orders stand, and everything you keep with us."
      />

      {failed ? <LoadError message={apiErrorMessage(failed.error, 'Failed to fetch orders')} onRetry={retry} /> : null}

      {loading ? (
        <div className="flex flex-col gap-4">
          <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {[0, 1, 2, 3].map((index) => (
              <div key={index} aria-hidden="true" className="skeleton h-[124px] rounded-3xl" />
            ))}
          </div>
          <BlockSkeleton className="h-[156px]" label="Loading your overview" />
        </div>
      ) : null}

      {dashboard.isSuccess && recent.isSuccess ? (
        <div className="flex flex-col gap-4">
          <Counts dashboard={dashboard.data} />
          <SpendCard dashboard={dashboard.data} />
        </div>
      ) : null}

      <section aria-labelledby="recent-orders" className="mt-12">
        <div className="mb-5 flex items-end justify-between gap-4">
          <h2 id="recent-orders" className="heading-display text-3xl">
            Recent orders
          </h2>
          <Link to={paths.account.orders.getHref()} className={textLink}>
            View all <ArrowRightIcon size={15} />
          </Link>
        </div>
        {loading ? <ListSkeleton rows={3} label="Loading recent orders" /> : null}
        {dashboard.isSuccess && recent.isSuccess ? (
          recent.data.length > 0 ? (
            <OrderList orders={recent.data} label="Recent orders" />
          ) : (
            <EmptyState
              title="No orders yet"
              action={
                <Link to={paths.storefront.shop.getHref()} className="btn-primary">
                  Browse the shop
                </Link>
              }
            >
              When you place an order it will appear here, with its progress.
            </EmptyState>
          )
        ) : null}
      </section>

      <div className="mt-12 grid grid-cols-1 gap-4 md:grid-cols-2">
        <DefaultAddressCard />
        <DetailsCard />
      </div>
    </>
  );
}
