/**
 * The products list's bulk actions (decision 0230): Set stock asks for a whole number and sends it
 * with the products ticked; Archive asks first; the row-by-row report names the refused products.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdminProductsPage } from '../../../../src/features/admin-products/pages/AdminProductsPage';
import { adminApi } from '../../../../src/lib/api-client';
import { mockApi, ok, type ApiMock } from '../../support/api-mock';
import { renderAt } from '../../support/render';
import { adminProduct, listAnswer } from '../../support/admin-fixtures';

let api: ApiMock;
beforeEach(() => {
  api = mockApi([adminApi]);
});
afterEach(() => api.restore());

const rose = adminProduct();
const balm = adminProduct({ id: 'p-balm', slug: 'calendula-balm', name: 'Calendula Balm', stock: 0, stockLevel: 'out of stock' });

describe('/admin/products bulk actions', () => {
  it('sets the stock of the products ticked, refusing a number that is not whole', async () => {
    api.on('GET', '/admin/products', ok(listAnswer('products', [rose, balm])));
    api.on(
      'POST',
      '/admin/products/bulk',
      ok(
        {
          results: [
            { id: rose.id, label: rose.name, outcome: 'refused', reason: 'Its stock is already 12' },
            { id: balm.id, label: balm.name, outcome: 'done' },
          ],
          done: 1,
          refused: 1,
        },
        'Set the stock to 12 for 1 product; 1 refused',
      ),
    );
    renderAt('/admin/products', { '/admin/products': <AdminProductsPage /> });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select every product on this page' }));
    expect(screen.getByRole('region', { name: 'Selection' }).textContent).toContain('2 products selected');
    fireEvent.click(screen.getByRole('button', { name: 'Set stock' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Set the stock of 2 products' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Stock' }), { target: { value: '4.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set stock' }));
    expect(within(dialog).getByText('Enter a whole number of 0 or more')).toBeInTheDocument();
    expect(api.callsTo('POST', '/admin/products/bulk')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Stock' }), { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set stock' }));
    const report = await screen.findByRole('status', { name: 'Bulk action report' });
    expect(report.textContent).toContain('Set the stock to 12 for 1 product; 1 refused');
    expect(report.textContent).toContain('Rose & Oat CleanserIts stock is already 12');
    expect(api.callsTo('POST', '/admin/products/bulk').map((call) => call.body)).toEqual([{ action: 'set-stock', stock: 12, ids: [rose.id, balm.id] }]);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss the report' }));
    expect(screen.queryByRole('status', { name: 'Bulk action report' })).toBeNull();
  });

  it('archives the products ticked only after asking', async () => {
    api.on('GET', '/admin/products', ok(listAnswer('products', [rose, balm])));
    api.on('POST', '/admin/products/bulk', ok({ results: [{ id: balm.id, label: balm.name, outcome: 'done' }], done: 1, refused: 0 }, 'Archived 1 product'));
    renderAt('/admin/products', { '/admin/products': <AdminProductsPage /> });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Calendula Balm' }));
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Archive 1 product?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST', '/admin/products/bulk')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(api.callsTo('POST', '/admin/products/bulk').map((call) => call.body)).toEqual([{ action: 'archive', ids: [balm.id] }]));
    expect((await screen.findByRole('status', { name: 'Bulk action report' })).textContent).toContain('Archived 1 product');
  });
});
