import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminOrderPage } from '../../../../src/features/admin-orders/pages/AdminOrderPage';
import { AdminOrdersPage } from '../../../../src/features/admin-orders/pages/AdminOrdersPage';
import { adminApi } from '../../../../src/lib/api-client';
import { fail, mockApi, ok, type ApiMock } from '../../support/api-mock';
import { renderAt, where } from '../../support/render';
import { adminOrder, adminOrderSummary, listAnswer } from '../../support/admin-fixtures';

vi.mock('react-hot-toast', async (importOriginal) => (await import('../../support/toast-spy')).toastSpyModule(importOriginal));

let api: ApiMock;
beforeEach(() => {
  api = mockApi([adminApi]);
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => api.restore());

const order = adminOrder();
const path = `/admin/orders/${order.id}`;
const openOrder = () => renderAt(path, { '/admin/orders/:id': <AdminOrderPage /> });

describe('/admin/orders/{id}', () => {
  it('shows lines, customer, payment and timeline, and fulfils only after confirmation', async () => {
    api.on('GET', path, ok({ order }));
    const fulfilled = adminOrder({ status: 'fulfilled', nextStatuses: ['shipped'], canFulfil: false, timeline: { ...order.timeline, fulfilledAt: '2026-11-21T09:00:00.000Z' } });
    api.on('PUT', `${path}/fulfill`, ok({ order: fulfilled }, 'Order fulfilled'));
    openOrder();

    // The first render of the file pays for the page's imports: slow on a loaded machine.
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #4' })).toBeInTheDocument();
    expect(screen.getByText('Lavender & Geranium Hand Cream')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ada Greene' }).getAttribute('href')).toBe('/admin/customers/c1');
    const timeline = () => screen.getByRole('region', { name: 'Timeline' }).textContent;
    expect(timeline()).toContain('Payment received, done');
    expect(timeline()).toContain('Packed, not yet');

    fireEvent.click(screen.getByRole('button', { name: 'Fulfil order' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Fulfil order #4?' });
    expect(api.callsTo('PUT', `${path}/fulfill`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fulfil' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Order fulfilled', expect.anything()));
    expect(await screen.findByRole('button', { name: 'Mark as shipped' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fulfil order' })).toBeNull();
    expect(timeline()).toContain('Packed, done');
  });

  it('cancelling the dialog sends nothing; a refusal is toasted with the server’s words', async () => {
    api.on('GET', path, ok({ order }));
    api.on('PUT', `${path}/refund`, fail(409, 'This order is being updated right now'));
    openOrder();
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.callsTo('PUT', `${path}/refund`)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This order is being updated right now', expect.anything()));
    expect(screen.getByRole('button', { name: 'Refund' })).toBeInTheDocument();
  });

  it('uses the spec’s fallback when the order cannot be read, with Retry', async () => {
    api.on('GET', path, fail(500));
    openOrder();
    expect(await screen.findByText('Failed to fetch order details')).toBeInTheDocument();
    api.on('GET', path, ok({ order }));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #4' })).toBeInTheDocument();
  });
});

describe('/admin/orders', () => {
  const list = (orders: unknown[]) => ok(listAnswer('orders', orders));

  it('shows both badges in the spec’s colours and sends the filters from the address', async () => {
    api.on('GET', '/admin/orders', list([adminOrderSummary(7, 'shipped', 'paid'), adminOrderSummary(6, 'cancelled', 'refunded')]));
    renderAt('/admin/orders?status=shipped&paymentStatus=paid&from=2026-11-01&sortBy=total&sortOrder=asc', { '/admin/orders': <AdminOrdersPage /> });
    await screen.findByRole('link', { name: '#7' });
    const rows = screen.getAllByRole('row');
    const colours = (row: HTMLElement) => [...row.querySelectorAll('[data-colour]')].map((badge) => badge.getAttribute('data-colour'));
    expect(colours(rows[1]!)).toEqual(['blue', 'green']);
    expect(colours(rows[2]!)).toEqual(['red', 'grey']);
    expect(api.callsTo('GET', '/admin/orders')[0]!.params).toMatchObject({ status: 'shipped', paymentStatus: 'paid', from: '2026-11-01', sortBy: 'total', sortOrder: 'asc', page: 1 });
  });

  it('explains a back-to-front date range and leaves it out of the call', async () => {
    api.on('GET', '/admin/orders', list([]));
    renderAt('/admin/orders?from=2026-11-20&to=2026-11-01', { '/admin/orders': <AdminOrdersPage /> });
    expect(await screen.findByText('The start date is after the end date.')).toBeInTheDocument();
    const params = api.callsTo('GET', '/admin/orders')[0]!.params;
    expect(params.from).toBeUndefined();
    expect(params.to).toBeUndefined();
  });

  it('sorts by a column header through the address, ascending on the first click', async () => {
    api.on('GET', '/admin/orders', list([adminOrderSummary(7, 'shipped', 'paid')]));
    renderAt('/admin/orders', { '/admin/orders': <AdminOrdersPage /> });
    fireEvent.click(await screen.findByRole('button', { name: /^Sort by Total/ }));
    await waitFor(() => expect(where()).toBe('/admin/orders?sortBy=total&sortOrder=asc'));
  });
});
