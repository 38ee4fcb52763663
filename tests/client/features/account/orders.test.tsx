import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OrderDetailsPage } from '../../../../src/features/account/pages/OrderDetailsPage';
import { OrdersPage } from '../../../../src/features/account/pages/OrdersPage';
import { useAuthStore } from '../../../../src/features/auth/stores/auth-store';
import { validToken } from '../../helpers';
import { fail, mockApi, ok, type ApiMock } from '../../support/api-mock';
import { ada, detail, summary } from '../../support/account-fixtures';
import { renderAt, where } from '../../support/render';

let api: ApiMock;

beforeEach(() => {
  useAuthStore.getState().login(ada, validToken());
  api = mockApi();
});
afterEach(() => {
  api.restore();
  useAuthStore.getState().logout();
});

const list = (orders: unknown[]) => ok({ orders, pagination: { page: 1, limit: 1000, total: orders.length, totalPages: 1 } });
const ALL = [summary(4, 'unfulfilled', 'paid'), summary(3, 'shipped', 'paid'), summary(2, 'cancelled', 'refunded'), summary(1, 'delivered', 'paid')];

describe('/orders', () => {
  it('lists every order with number, date, items, total and both badges in the spec’s colours', async () => {
    api.on('GET', '/user/orders', list(ALL));
    renderAt('/orders', { '/orders': <OrdersPage /> }, { account: true });
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(4);
    const first = rows[0]!;
    expect(within(first).getByRole('link', { name: 'Order #4' }).getAttribute('href')).toBe(`/orders/${ALL[0]!.id}`);
    expect(first.textContent).toContain('20 Nov 2026');
    expect(first.textContent).toContain('4 items');
    expect(first.textContent).toContain('£100.04');
    const colours = (row: HTMLElement) => [...row.querySelectorAll('[data-colour]')].map((badge) => badge.getAttribute('data-colour'));
    expect(colours(first)).toEqual(['yellow', 'green']);
    expect(colours(rows[1]!)).toEqual(['blue', 'green']);
    expect(colours(rows[2]!)).toEqual(['red', 'grey']);
    expect(colours(rows[3]!)).toEqual(['green', 'green']);
  });

  it('reads “partially refunded”, not “paid”, for a paid order with some of its money given back', async () => {
    api.on('GET', '/user/orders', list([summary(5, 'delivered', 'paid', { refundedAmount: 1200 }), summary(1, 'delivered', 'paid')]));
    renderAt('/orders', { '/orders': <OrdersPage /> }, { account: true });
    const rows = await screen.findAllByRole('listitem');
    expect(within(rows[0]!).getByText('partially refunded')).toBeInTheDocument();
    expect(within(rows[0]!).queryByText('paid')).toBeNull();
    expect(within(rows[1]!).getByText('paid')).toBeInTheDocument();
  });

  it('reads an unpaid order that was cancelled as payment cancelled in the list', async () => {
    api.on('GET', '/user/orders', list([summary(5, 'cancelled', 'pending'), summary(6, 'pending', 'pending')]));
    renderAt('/orders', { '/orders': <OrdersPage /> }, { account: true });
    const rows = await screen.findAllByRole('listitem');
    const payment = (row: HTMLElement) => row.querySelectorAll('[data-colour]')[1]!.textContent;
    expect(payment(rows[0]!)).toBe('payment cancelled');
    // A pending order's payment is pending too: the same word twice, so it says which.
    expect(payment(rows[1]!)).toBe('payment pending');
  });

  it('gives each tab its own call and its own empty state', async () => {
    api.on('GET', '/user/orders', list(ALL));
    api.on('GET', '/user/orders/ongoing', list(ALL.slice(0, 2)));
    api.on('GET', '/user/orders/completed', list([]));
    api.on('GET', '/user/orders/cancelled', list([]));
    renderAt('/orders', { '/orders': <OrdersPage /> }, { account: true });
    await screen.findByText('4 orders');

    fireEvent.click(screen.getByRole('tab', { name: 'Ongoing' }));
    await screen.findByText('2 orders');
    expect(where()).toBe('/orders?tab=ongoing');
    expect(screen.getByRole('tab', { name: 'Ongoing' }).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(await screen.findByText('No completed orders')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Cancelled' }));
    expect(await screen.findByText('No cancelled orders')).toBeInTheDocument();

    expect(api.calls.map((call) => call.url)).toEqual([
      '/user/orders',
      '/user/orders/ongoing',
      '/user/orders/completed',
      '/user/orders/cancelled',
    ]);
  });

  it('opens on the tab named in the URL and moves between tabs with the arrow keys', async () => {
    api.on('GET', '/user/orders/completed', list([summary(1, 'delivered', 'paid')]));
    api.on('GET', '/user/orders/cancelled', list([]));
    renderAt('/orders?tab=completed', { '/orders': <OrdersPage /> }, { account: true });
    await screen.findByText('1 order');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Completed' }), { key: 'ArrowRight' });
    expect(await screen.findByText('No cancelled orders')).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Cancelled' }));
  });

  it('says “Failed to fetch orders” with Retry when the call fails without a message', async () => {
    api.on('GET', '/user/orders', fail(500));
    renderAt('/orders', { '/orders': <OrdersPage /> }, { account: true });
    expect(await screen.findByText('Failed to fetch orders')).toBeInTheDocument();
    api.on('GET', '/user/orders', list(ALL));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('4 orders');
  });
});

describe('/orders/:id', () => {
  const order = detail();
  const path = `/orders/${order.id}`;
  const pages = { '/orders/:id': <OrderDetailsPage /> };

  it('shows the lines, the amounts in pounds, both addresses and the progress so far', async () => {
    api.on('GET', `/user/orders/${order.id}`, ok({ order }));
    renderAt(path, pages, { account: true });
    expect(await screen.findByRole('heading', { name: 'Order #4' })).toBeInTheDocument();
    expect(screen.getByText('Lavender & Geranium Hand Cream')).toBeInTheDocument();
    expect(screen.getByText('2 × £28.00')).toBeInTheDocument();
    const summaryBox = screen.getByRole('region', { name: 'Summary' });
    for (const amount of ['£198.00', '£20.00', '£16.83', '£234.83']) expect(summaryBox.textContent).toContain(amount);
    expect(screen.getByText('Shipping address')).toBeInTheDocument();
    expect(screen.getByText('Billing address')).toBeInTheDocument();
    const progress = within(screen.getByRole('region', { name: 'Progress' }));
    expect(progress.getByText(/Payment received/).textContent).toContain('done');
    expect(progress.getByText(/Shipped/).textContent).toContain('not yet');
  });

  it('says “partially refunded” in the header once part of a paid order went back', async () => {
    const refunded = detail({
      refundedAmount: 1400,
      refunds: [{ id: 'r1', amount: 1400, refundedAt: '2026-11-22T10:00:00.000Z', lines: [{ orderLineId: 'l1', name: 'Lavender & Geranium Hand Cream', quantity: 1, amount: 1400 }] }],
    });
    api.on('GET', `/user/orders/${refunded.id}`, ok({ order: refunded }));
    renderAt(path, pages, { account: true });
    expect(await screen.findByRole('heading', { name: 'Order #4' })).toBeInTheDocument();
    expect(screen.getByText('partially refunded')).toBeInTheDocument();
    expect(screen.queryByText('paid')).toBeNull();
  });

  it('cancels after a confirmation and then shows the refunded order', async () => {
    api.on('GET', `/user/orders/${order.id}`, ok({ order }));
    const cancelled = detail({
      status: 'cancelled',
      paymentStatus: 'refunded',
      canCancel: false,
      timeline: { ...order.timeline, cancelledAt: '2026-11-21T09:00:00.000Z', refundedAt: '2026-11-21T09:00:00.000Z' },
    });
    api.on('PUT', `/user/orders/${order.id}/cancel`, ok({ order: cancelled }, 'Your order has been cancelled and refunded'));
    renderAt(path, pages, { account: true });

    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel order #4?' });
    expect(dialog.textContent).toContain('refund £234.83');
    expect(api.callsTo('PUT', `/user/orders/${order.id}/cancel`)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel order' }));
    expect(await screen.findByText(/This order was cancelled/)).toBeInTheDocument();
    expect(screen.getByText(/A refund of £234.83 has been issued/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    const badges = [...document.querySelectorAll('header [data-colour]')].map((badge) => badge.textContent);
    expect(badges).toEqual(['Order: cancelled', 'Payment: refunded']);
    expect(api.callsTo('PUT', `/user/orders/${order.id}/cancel`)).toHaveLength(1);
  });

  it('shows the payment of a cancelled order that was never paid as cancelled, not pending (decision 0264)', async () => {
    const unpaid = detail({ status: 'cancelled', paymentStatus: 'pending', canCancel: false, timeline: { ...order.timeline, paidAt: null, cancelledAt: '2026-11-21T09:00:00.000Z' } });
    api.on('GET', `/user/orders/${order.id}`, ok({ order: unpaid }));
    renderAt(path, pages, { account: true });
    expect(await screen.findByRole('heading', { name: 'Order #4' })).toBeInTheDocument();
    const badges = [...document.querySelectorAll('header [data-colour]')];
    // Not the same word twice: the payment's badge says what it is about.
    expect(badges.map((badge) => badge.textContent)).toEqual(['Order: cancelled', 'payment cancelled']);
    expect(badges.map((badge) => badge.getAttribute('data-colour'))).toEqual(['red', 'red']);
  });

  it('keeps the order when the customer changes their mind, and shows a refused cancel', async () => {
    api.on('GET', `/user/orders/${order.id}`, ok({ order }));
    api.on('PUT', `/user/orders/${order.id}/cancel`, fail(409, 'This order can no longer be cancelled'));
    renderAt(path, pages, { account: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
    await waitFor(() => expect(within(screen.getByRole('alertdialog')).getByRole('alert').textContent).toBe('This order can no longer be cancelled'));
  });

  it('offers no Cancel once the order is past cancelling', async () => {
    api.on('GET', `/user/orders/${order.id}`, ok({ order: detail({ status: 'shipped', canCancel: false }) }));
    renderAt(path, pages, { account: true });
    await screen.findByRole('heading', { name: 'Order #4' });
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('shows a shipped order’s carrier and number with a link to the carrier’s tracking page', async () => {
    const url = 'https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB';
    api.on('GET', `/user/orders/${order.id}`, ok({ order: detail({ status: 'shipped', canCancel: false, tracking: { carrier: 'royal-mail', number: 'AB123456789GB', url } }) }));
    renderAt(path, pages, { account: true });
    const panel = await screen.findByRole('region', { name: 'Tracking' });
    expect(panel.textContent).toContain('Shipped with Royal Mail: AB123456789GB');
    const link = within(panel).getByRole('link', { name: /Track your parcel/ });
    expect(link.getAttribute('href')).toBe(url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('shows no tracking panel for an order that has none', async () => {
    api.on('GET', `/user/orders/${order.id}`, ok({ order: detail({ status: 'shipped', canCancel: false }) }));
    renderAt(path, pages, { account: true });
    await screen.findByRole('heading', { name: 'Order #4' });
    expect(screen.queryByRole('region', { name: 'Tracking' })).toBeNull();
  });

  it('treats another customer’s order (404) as not found', async () => {
    api.on('GET', `/user/orders/${order.id}`, fail(404, 'Order not found'));
    renderAt(path, pages, { account: true });
    expect(await screen.findByRole('heading', { name: "We couldn't find that order" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your orders' }).getAttribute('href')).toBe('/orders');
  });

  it('says “Failed to fetch order details” when the call fails without a message', async () => {
    api.on('GET', `/user/orders/${order.id}`, fail(500));
    renderAt(path, pages, { account: true });
    expect(await screen.findByText('Failed to fetch order details')).toBeInTheDocument();
  });
});
