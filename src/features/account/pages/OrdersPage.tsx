/**
 * /orders: tabs All, Ongoing, Completed, Cancelled. Each tab is its own call (docs/product/accounts.md#customer-calls) and
 * its own URL (`?tab=ongoing`), so back, refresh and the overview's counts land on the right tab.
 * Rows show number, date, items, total, and status and payment badges; each tab has its own
 * empty state; a failed load says 'Failed to fetch orders' with Retry.
 */
import { useQuery } from '@tanstack/react-query';
import { useRef, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-error';
import { ordersQuery } from '../api/get-orders';
import { AccountHeader } from '../components/AccountHeader';
import { OrderList } from '../components/OrderRow';
import { EmptyState, LoadError } from '../../../components/StatusPanels';
import { ListSkeleton } from '../../../components/Skeletons';
import { isOrdersTab, ORDERS_TABS, type OrdersTab, TAB_PARAM } from '../orders-tabs';

const tabId = (tab: OrdersTab) => `orders-tab-${tab}`;
const PANEL_ID = 'orders-panel';

function Tabs({ active, onSelect }: { active: OrdersTab; onSelect: (tab: OrdersTab) => void }) {
  const refs = useRef(new Map<OrdersTab, HTMLButtonElement>());

  // Arrow keys move between tabs (the ARIA tabs pattern); Tab leaves the list.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = ORDERS_TABS.findIndex((tab) => tab.id === active);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: ORDERS_TABS.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = ORDERS_TABS[(target + ORDERS_TABS.length) % ORDERS_TABS.length];
    if (!next) return;
    onSelect(next.id);
    refs.current.get(next.id)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label="Orders by status"
      onKeyDown={onKeyDown}
      className="grid w-full grid-cols-4 gap-1 rounded-full border border-sand-100 bg-cream-50 p-1 sm:inline-flex sm:w-auto"
    >
        {ORDERS_TABS.map((tab) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) refs.current.set(tab.id, node);
                else refs.current.delete(tab.id);
              }}
              id={tabId(tab.id)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={PANEL_ID}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={`keyboard-focus h-10 cursor-pointer whitespace-nowrap rounded-full px-1 text-[13px] transition-colors sm:px-5 sm:text-sm ${
                selected ? 'bg-sage-800 font-medium text-cream-50 shadow-soft' : 'text-ink-soft hover:(bg-sand-100 text-ink)'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
    </div>
  );
}

export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get(TAB_PARAM);
  const active: OrdersTab = isOrdersTab(requested) ? requested : 'all';
  const tab = ORDERS_TABS.find((entry) => entry.id === active) ?? ORDERS_TABS[0]!;
  const orders = useQuery(ordersQuery(active));

  const select = (next: OrdersTab) => {
    if (next === active) return;
    setParams(next === 'all' ? {} : { [TAB_PARAM]: next }, { replace: true });
  };

  return (
    <>
      <AccountHeader title="Orders" description="Follow your orders, open one for its details, or cancel before we pack it." />
      <Tabs active={active} onSelect={select} />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(active)} tabIndex={0} className="mt-6 outline-none">
        {orders.isPending ? <ListSkeleton rows={3} label="Loading orders" /> : null}
        {orders.isError ? <LoadError message={apiErrorMessage(orders.error, 'Failed to fetch orders')} onRetry={() => void orders.refetch()} /> : null}
        {orders.isSuccess ? (
          orders.data.length > 0 ? (
            <>
              <p className="mb-3 text-[13px] text-ink-muted" aria-live="polite">
                {orders.data.length} {orders.data.length === 1 ? 'order' : 'orders'}
              </p>
              <OrderList orders={orders.data} label={`${tab.label} orders`} />
            </>
          ) : (
            <EmptyState
              title={tab.empty}
              action={
                <Link to={paths.storefront.shop.getHref()} className="btn-primary">
                  Browse the shop
                </Link>
              }
            >
              {tab.emptyText}
            </EmptyState>
          )
        ) : null}
      </div>
    </>
  );
}
