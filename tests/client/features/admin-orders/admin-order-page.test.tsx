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
    // Each line with the size it was ordered in and the SKU a packer picks by (decision 0249).
    const items = screen.getByRole('region', { name: /Items/ });
    expect(within(items).getByText('75 ml · SKU LAVENDER-GERANIUM-HAND-CREAM')).toBeInTheDocument();
    expect(within(items).getByText('200 g · SKU SHEA-COCOA-BODY-BUTTER')).toBeInTheDocument();
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

  // The fixture's shares of £234.83 by line value: the hand cream (£14 of £70) £46.97, the body
  // butter (2 units) £187.86, £93.93 a unit (src/domain/refunds.ts).
  it('cancelling the dialog sends nothing; a refusal is toasted with the server’s words', async () => {
    api.on('GET', path, ok({ order }));
    api.on('POST', `${path}/refunds`, fail(409, 'This order is being updated right now'));
    openOrder();
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    fireEvent.click(within(screen.getByRole('alertdialog', { name: 'Refund order #4' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('alertdialog');
    // Nothing chosen yet: nothing to confirm.
    expect((within(dialog).getByRole('button', { name: 'Refund' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'One more: Lavender & Geranium Hand Cream, 75 ml' }));
    expect(within(dialog).getByTestId('refund-total').textContent).toBe('£46.97');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund £46.97' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This order is being updated right now', expect.anything()));
    expect(api.callsTo('PUT', `${path}/refund`)).toHaveLength(0);
  });

  it('refunds chosen units with the restock tick as chosen: unticked for a delivered order', async () => {
    const delivered = adminOrder({ status: 'delivered', nextStatuses: [], canFulfil: false });
    api.on('GET', path, ok({ order: delivered }));
    api.on('POST', `${path}/refunds`, ok({ order: { ...delivered, refundedAmount: 9393, refundable: 23_483 - 9393 } }, 'Refunded £93.93'));
    openOrder();
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Refund order #4' });
    // Each line names its size and SKU, so two sizes of one product are told apart.
    expect(within(dialog).getByText('200 g · SKU SHEA-COCOA-BODY-BUTTER')).toBeInTheDocument();
    const boxes = within(dialog).getAllByRole('checkbox', { name: 'Back in stock' }) as HTMLInputElement[];
    expect(boxes.map((box) => box.checked)).toEqual([false, false]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'One more: Shea & Cocoa Whipped Body Butter, 200 g' }));
    fireEvent.click(boxes[1]!);
    expect(dialog.textContent).toContain('Left after£140.90');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund £93.93' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Refunded £93.93', expect.anything()));
    const [call] = api.callsTo('POST', `${path}/refunds`);
    expect(call!.body).toEqual({ lines: [{ lineId: 'l2', quantity: 1, restock: true }] });
    expect(String(call!.headers['Idempotency-Key'])).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refunds an amount up to what is left, ticking an unshipped order’s items back into stock', async () => {
    api.on('GET', path, ok({ order }));
    api.on('POST', `${path}/refunds`, ok({ order: { ...order, refundedAmount: 1000, refundable: 22_483 } }, 'Refunded £10.00'));
    openOrder();
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('alertdialog');
    expect((within(dialog).getAllByRole('checkbox', { name: 'Back in stock' }) as HTMLInputElement[]).every((box) => box.checked)).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'An amount' }));
    const amount = within(dialog).getByRole('textbox', { name: /Amount to refund/ });
    fireEvent.change(amount, { target: { value: '300' } });
    expect(within(dialog).getByRole('alert').textContent).toBe('At most £234.83 is left to refund');
    expect((within(dialog).getByRole('button', { name: 'Refund' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(amount, { target: { value: '10' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Note/ }), { target: { value: 'Late delivery' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund £10.00' }));
    await waitFor(() => expect(api.callsTo('POST', `${path}/refunds`).map((call) => call.body)).toEqual([{ amount: 1000, note: 'Late delivery' }]));
  });

  it('lists each refund and how much of the payment has gone back', async () => {
    const refunded = adminOrder({
      refundedAmount: 5697,
      refundable: 23_483 - 5697,
      payment: { ...order.payment!, refundedAmount: 5697 },
      refunds: [
        { id: 'r1', amount: 4697, refundedAt: '2026-11-22T10:00:00.000Z', lines: [{ orderLineId: 'l1', name: 'Lavender & Geranium Hand Cream', quantity: 1, amount: 4697, restock: true }], note: 'Leaked in transit', by: 'Olive Admin' },
        { id: 'r2', amount: 1000, refundedAt: '2026-11-23T10:00:00.000Z', lines: [], note: null, by: 'Olive Admin' },
      ],
    });
    api.on('GET', path, ok({ order: refunded }));
    openOrder();
    const panel = await screen.findByRole('region', { name: 'Refunds' });
    expect(within(panel).getByTestId('refunded-of').textContent).toBe('Refunded £56.97 of £234.83');
    // A refund keeps the line's name; its size is read from the order's line.
    expect(panel.textContent).toContain('1 × Lavender & Geranium Hand Cream, 75 ml (back in stock)');
    expect(panel.textContent).toContain('“Leaked in transit”');
    expect(panel.textContent).toContain('An amount, not tied to items');
    expect(screen.getAllByText('partially refunded').length).toBeGreaterThan(0);
  });

  it('asks for the carrier and tracking number when marking shipped, checks the number, and sends them', async () => {
    const fulfilled = adminOrder({ status: 'fulfilled', nextStatuses: ['shipped'], canFulfil: false });
    const tracking = { carrier: 'dpd' as const, number: '1550 1234', url: 'https://track.dpd.co.uk/parcels/1550%201234' };
    api.on('GET', path, ok({ order: fulfilled }));
    api.on('PUT', `${path}/status`, ok({ order: { ...fulfilled, status: 'shipped', nextStatuses: ['delivered'], tracking } }, 'Order marked shipped'));
    openOrder();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as shipped' }));
    const dialog = screen.getByRole('alertdialog');
    const number = within(dialog).getByRole('textbox', { name: /Tracking number/ });
    expect((number as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Carrier/ }), { target: { value: 'dpd' } });
    fireEvent.change(number, { target: { value: '1550/1234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update status' }));
    expect(within(dialog).getByText('A tracking number is 1 to 40 letters, digits, spaces or dashes')).toBeInTheDocument();
    expect(api.callsTo('PUT', `${path}/status`)).toHaveLength(0);

    fireEvent.change(number, { target: { value: ' 1550 1234 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update status' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Order marked shipped', expect.anything()));
    expect(api.callsTo('PUT', `${path}/status`).map((call) => call.body)).toEqual([{ status: 'shipped', tracking: { carrier: 'dpd', number: '1550 1234' } }]);
    const panel = screen.getByRole('region', { name: 'Tracking' });
    expect(panel.textContent).toContain('Shipped with DPD: 1550 1234');
    expect(within(panel).getByRole('link', { name: /Track your parcel/ }).getAttribute('href')).toBe(tracking.url);
  });

  it('ships without tracking when no carrier is chosen, and adds it afterwards through Add tracking', async () => {
    const fulfilled = adminOrder({ status: 'fulfilled', nextStatuses: ['shipped'], canFulfil: false });
    const shipped = { ...fulfilled, status: 'shipped' as const, nextStatuses: ['delivered' as const] };
    api.on('GET', path, ok({ order: fulfilled }));
    api.on('PUT', `${path}/status`, ok({ order: shipped }, 'Order marked shipped'));
    api.on('PUT', `${path}/tracking`, ok({ order: { ...shipped, tracking: { carrier: 'other', number: 'LOCAL-7', url: null } } }, 'Tracking saved'));
    openOrder();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as shipped' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Update status' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Order marked shipped', expect.anything()));
    expect(api.callsTo('PUT', `${path}/status`).map((call) => call.body)).toEqual([{ status: 'shipped' }]);
    expect(screen.getByRole('region', { name: 'Tracking' }).textContent).toContain('No tracking number was given');

    fireEvent.click(screen.getByRole('button', { name: 'Add tracking' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Add tracking (order #4)' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save tracking' }));
    expect(within(dialog).getByText('Choose the carrier')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Carrier/ }), { target: { value: 'other' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Tracking number/ }), { target: { value: 'LOCAL-7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save tracking' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Tracking saved', expect.anything()));
    expect(api.callsTo('PUT', `${path}/tracking`).map((call) => call.body)).toEqual([{ carrier: 'other', number: 'LOCAL-7' }]);
    expect(screen.getByRole('region', { name: 'Tracking' }).textContent).toContain('Shipped with another carrier: LOCAL-7');
    expect(screen.getByRole('button', { name: 'Edit tracking' })).toBeInTheDocument();
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

  it('says "partially refunded" for a paid order with some of its money given back', async () => {
    api.on('GET', '/admin/orders', list([{ ...adminOrderSummary(7, 'shipped', 'paid'), refundedAmount: 1_250 }, adminOrderSummary(6, 'shipped', 'paid')]));
    renderAt('/admin/orders', { '/admin/orders': <AdminOrdersPage /> });
    await screen.findByRole('link', { name: '#7' });
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]!).getByText(/partially refunded/i)).toBeInTheDocument();
    expect(within(rows[2]!).queryByText(/partially refunded/i)).toBeNull();
  });

  it('says "cancelled" for the payment of a cancelled order that was never paid (decision 0264)', async () => {
    api.on('GET', '/admin/orders', list([adminOrderSummary(7, 'cancelled', 'pending'), adminOrderSummary(6, 'cancelled', 'failed'), adminOrderSummary(5, 'pending', 'pending')]));
    renderAt('/admin/orders', { '/admin/orders': <AdminOrdersPage /> });
    await screen.findByRole('link', { name: '#7' });
    const payment = (row: HTMLElement) => row.querySelectorAll('[data-colour]')[1]!.textContent;
    const rows = screen.getAllByRole('row');
    expect([payment(rows[1]!), payment(rows[2]!), payment(rows[3]!)]).toEqual(['Payment: cancelled', 'Payment: cancelled', 'Payment: pending']);
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

  it('fulfils the orders ticked in bulk and reports the refused ones row by row', async () => {
    const rows = [adminOrderSummary(7, 'unfulfilled', 'paid'), adminOrderSummary(6, 'pending', 'pending'), adminOrderSummary(5, 'unfulfilled', 'paid')];
    api.on('GET', '/admin/orders', list(rows));
    api.on(
      'POST',
      '/admin/orders/bulk',
      ok(
        {
          results: [
            { id: rows[0]!.id, label: '#7', outcome: 'done' },
            { id: rows[1]!.id, label: '#6', outcome: 'refused', reason: 'An order that is pending cannot be marked fulfilled' },
          ],
          done: 1,
          refused: 1,
        },
        'Fulfilled 1 order; 1 refused',
      ),
    );
    renderAt('/admin/orders', { '/admin/orders': <AdminOrdersPage /> });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select order #7' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select order #6' }));
    // Ticking a row does not open it.
    expect(where()).toBe('/admin/orders');
    const bar = screen.getByRole('region', { name: 'Selection' });
    expect(bar.textContent).toContain('2 orders selected');
    fireEvent.click(within(bar).getByRole('button', { name: 'Fulfil' }));
    fireEvent.click(within(screen.getByRole('alertdialog', { name: 'Fulfil 2 orders?' })).getByRole('button', { name: 'Fulfil' }));

    const report = await screen.findByRole('status', { name: 'Bulk action report' });
    expect(report.textContent).toContain('Fulfilled 1 order; 1 refused');
    expect(report.textContent).toContain('#6An order that is pending cannot be marked fulfilled');
    expect(api.callsTo('POST', '/admin/orders/bulk').map((call) => call.body)).toEqual([{ action: 'fulfil', ids: [rows[0]!.id, rows[1]!.id] }]);
    // The choice is cleared and the list read again.
    expect(screen.queryByRole('region', { name: 'Selection' })).toBeNull();
    await waitFor(() => expect(api.callsTo('GET', '/admin/orders').length).toBeGreaterThan(1));
  });

  it('chooses every order that matches the filter, sending the list’s own query, and says when there are too many', async () => {
    api.on('GET', '/admin/orders', ok(listAnswer('orders', [adminOrderSummary(7, 'fulfilled', 'paid')], { total: 42 })));
    api.on('POST', '/admin/orders/bulk', ok({ results: [], done: 0, refused: 0 }, 'Marked shipped 0 orders'));
    renderAt('/admin/orders?status=fulfilled&search=ada', { '/admin/orders': <AdminOrdersPage /> });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select every order on this page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Select all 42 orders that match' }));
    expect(screen.getByRole('region', { name: 'Selection' }).textContent).toContain('All 42 orders that match are selected');
    fireEvent.click(screen.getByRole('button', { name: 'Mark shipped' }));
    fireEvent.click(within(screen.getByRole('alertdialog', { name: 'Mark 42 orders shipped?' })).getByRole('button', { name: 'Mark shipped' }));
    await waitFor(() => expect(api.callsTo('POST', '/admin/orders/bulk')).toHaveLength(1));
    expect(api.callsTo('POST', '/admin/orders/bulk')[0]!.body).toEqual({ action: 'ship', filter: { status: 'fulfilled', search: 'ada', sortBy: 'createdAt', sortOrder: 'desc' } });
  });

  it('offers no "select all that match" past the cap, and clears the choice when the filter changes', async () => {
    api.on('GET', '/admin/orders', ok(listAnswer('orders', [adminOrderSummary(7, 'unfulfilled', 'paid')], { total: 1200 })));
    renderAt('/admin/orders', { '/admin/orders': <AdminOrdersPage /> });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select order #7' }));
    expect(screen.queryByRole('button', { name: /that match/ })).toBeNull();
    expect(screen.getByRole('region', { name: 'Selection' }).textContent).toContain('A bulk action takes up to 500 orders at a time');
    fireEvent.change(screen.getByRole('combobox', { name: 'Order status' }), { target: { value: 'shipped' } });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Selection' })).toBeNull());
  });
});
