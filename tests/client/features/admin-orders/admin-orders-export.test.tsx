/**
 * The orders list's two exports: each asks for the list's current search, filters and sort (the
 * address's, without the page: an export holds every page), saves the file under the server's
 * name, and says why when the server refuses (one export at a time).
 */
import '../../support/dom-stubs';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '../../../../src/components/admin/save-file';
import { adminApi } from '../../../../src/lib/api-client';
import { adminOrderSummary, listAnswer } from '../../support/admin-fixtures';
import { mockApi, ok, type ApiMock } from '../../support/api-mock';
import { openAdminPage as open, signInAdmin } from '../../support/admin-app';

vi.mock('../../../../src/components/admin/save-file', () => ({ saveFile: vi.fn() }));

let api: ApiMock;
beforeEach(() => {
  vi.mocked(saveFile).mockClear();
  vi.spyOn(toast, 'error');
  api = mockApi([adminApi]);
  signInAdmin(api);
  api.on('GET', '/admin/orders', ok(listAnswer('orders', [adminOrderSummary(1042, 'shipped', 'paid')])));
});
afterEach(() => api.restore());

const FILTERED = '/admin/orders?status=shipped&search=ada&from=2026-11-01&to=2026-11-20&sortBy=total&sortOrder=asc&page=3';

describe('/admin/orders exports', () => {
  it.each([
    ['Export orders as CSV', '/admin/orders/export', 'orders-2026-11-26.csv'],
    ['Export order lines as CSV', '/admin/orders/lines/export', 'order-lines-2026-11-26.csv'],
  ])('%s asks for the filtered list, every page, and saves the server’s file', async (button, path, fileName) => {
    api.on('GET', path, { status: 200, data: new Blob(['order\r\n1042\r\n'], { type: 'text/csv' }), headers: { 'content-disposition': `attachment; filename="${fileName}"` } });
    await open(FILTERED, 'Orders');
    fireEvent.click(await screen.findByRole('button', { name: button }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), fileName));
    expect(api.callsTo('GET', path)[0]?.params).toEqual({ status: 'shipped', search: 'ada', from: '2026-11-01', to: '2026-11-20', sortBy: 'total', sortOrder: 'asc' });
  });

  it('leaves a back-to-front range out, as the list does', async () => {
    api.on('GET', '/admin/orders/export', { status: 200, data: new Blob(['order\r\n']), headers: {} });
    await open('/admin/orders?from=2026-11-20&to=2026-11-01', 'Orders');
    fireEvent.click(await screen.findByRole('button', { name: 'Export orders as CSV' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'orders.csv'));
    expect(api.callsTo('GET', '/admin/orders/export')[0]?.params).toEqual({ sortBy: 'createdAt', sortOrder: 'desc' });
  });

  it('toasts the server’s reason when it refuses', async () => {
    const busy = 'Your previous export is still being written; try again when it has downloaded';
    api.on('GET', '/admin/orders/lines/export', { status: 429, data: new Blob([JSON.stringify({ success: false, message: busy, data: null })]) });
    await open('/admin/orders', 'Orders');
    fireEvent.click(await screen.findByRole('button', { name: 'Export order lines as CSV' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(busy, expect.anything()));
    expect(saveFile).not.toHaveBeenCalled();
  });
});
