/**
 * The product editor's Sizes table (decision 0251): a size added with the contract's checks shown
 * by each field before any call, the server's SKU clash shown by the SKU box, an edit sending only
 * what changed, moving a size by keyboard with focus following it, removing one with the
 * archive-if-ordered outcome explained, a product of one size kept simple (no Remove), and the
 * products list naming how many sizes a product has with its "from" price. The edit form sends no
 * size fields.
 */
import '../../support/dom-stubs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminProductDetail } from '../../../../src/contracts/admin-products';
import type { ProductVariant } from '../../../../src/contracts/product';
import { adminApi } from '../../../../src/lib/api-client';
import { fail, mockApi, ok, type ApiMock } from '../../support/api-mock';
import { openAdminPage as open, signInAdmin } from '../../support/admin-app';
import { adminProduct, listAnswer } from '../../support/admin-fixtures';

const size = (id: string, name: string, price: number, stock: number): ProductVariant => ({ id, name, sku: `ROSE-${id}`, price, stock, stockLevel: 'in stock', image: null });
const THREE = [size('v30', '30 ml', 2450, 12), size('v50', '50 ml', 3800, 6), size('v100', '100 ml', 6200, 2)];
const product = (variants: ProductVariant[], overrides: Partial<AdminProductDetail> = {}) =>
  adminProduct({ variants, price: Math.min(...variants.map((v) => v.price)), stock: variants.reduce((sum, v) => sum + v.stock, 0), ...overrides });

let api: ApiMock;
beforeEach(() => {
  api = mockApi([adminApi]);
  signInAdmin(api);
});
afterEach(() => api.restore());

const openEditor = async (shown: AdminProductDetail) => {
  api.on('GET', `/admin/products/${shown.id}`, ok({ product: shown }));
  await open(`/admin/products/${shown.id}/edit`, `Edit ${shown.name}`);
  return screen.getByRole('list', { name: `Sizes of ${shown.name}` });
};
const type = (form: HTMLElement, label: string, value: string) => fireEvent.change(within(form).getByLabelText(label, { exact: false }), { target: { value } });

describe('the Sizes table', () => {
  it('adds a size, showing the contract’s messages by their fields first and the server’s SKU clash by the SKU box', async () => {
    await openEditor(product(THREE));
    fireEvent.click(screen.getByRole('button', { name: 'Add a size' }));
    const form = screen.getByRole('form', { name: 'New size' });
    type(form, 'Size', '200 ml');
    type(form, 'Price', '12.5.0');
    fireEvent.click(within(form).getByRole('button', { name: 'Add size' }));
    expect(await within(form).findByText('Enter the price in pounds, like 12.50')).toBeInTheDocument();
    expect(within(form).getByText('SKU is required')).toBeInTheDocument();
    expect(within(form).getByText('Stock is required')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);

    // An over-large price names the limit, and nothing is sent.
    type(form, 'Price', '150000');
    fireEvent.click(within(form).getByRole('button', { name: 'Add size' }));
    expect(await within(form).findByText('Price must be at most £100,000.00')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);

    const clash = 'Another size already uses SKU ROSE-200';
    api.on('POST', '/admin/products/p-rose/variants', fail(409, clash, [{ field: 'sku', message: clash }]));
    type(form, 'SKU', 'ROSE-200');
    type(form, 'Price', '12.50');
    type(form, 'Stock', '3');
    fireEvent.click(within(form).getByRole('button', { name: 'Add size' }));
    expect(await within(form).findByText(clash)).toBeInTheDocument();
    expect(api.callsTo('POST', '/admin/products/p-rose/variants')[0]!.body).toEqual({ name: '200 ml', sku: 'ROSE-200', price: 1250, stock: 3 });

    const added = product([...THREE, { ...size('v200', '200 ml', 1250, 3), sku: 'ROSE-201' }]);
    api.on('POST', '/admin/products/p-rose/variants', ok({ product: added }, 'Size added'));
    type(form, 'SKU', 'ROSE-201');
    fireEvent.click(within(form).getByRole('button', { name: 'Add size' }));
    expect(await screen.findByText('Size added')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Sizes of Rose & Oat Cleanser' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    expect(screen.queryByRole('form', { name: 'New size' })).toBeNull();
  });

  it('sends only what an edit changed', async () => {
    await openEditor(product(THREE));
    fireEvent.click(screen.getByRole('button', { name: 'Edit 50 ml' }));
    const form = screen.getByRole('form', { name: 'Edit 50 ml' });
    expect((within(form).getByLabelText('Price', { exact: false }) as HTMLInputElement).value).toBe('38.00');
    api.on('PUT', '/admin/products/p-rose/variants/v50', ok({ product: product(THREE.map((v) => (v.id === 'v50' ? { ...v, stock: 9 } : v))) }, 'Size updated'));
    type(form, 'Stock', '9');
    fireEvent.click(within(form).getByRole('button', { name: 'Save size' }));
    expect(await screen.findByText('Size updated')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/admin/products/p-rose/variants/v50')[0]!.body).toEqual({ stock: 9 });
  });

  it('moves a size with its buttons, keeping focus on the size as it moves', async () => {
    await openEditor(product(THREE));
    const [first, second, third] = THREE;
    api.on('PUT', '/admin/products/p-rose/variants/v100', ok({ product: product([first!, third!, second!]) }, 'Size updated'));
    expect((screen.getByRole('button', { name: 'Move 30 ml up' }) as HTMLButtonElement).disabled).toBe(true);
    const up = screen.getByRole('button', { name: 'Move 100 ml up' });
    up.focus();
    fireEvent.click(up);
    await waitFor(() => expect(api.callsTo('PUT', '/admin/products/p-rose/variants/v100')[0]!.body).toEqual({ position: 1 }));
    const list = screen.getByRole('list', { name: 'Sizes of Rose & Oat Cleanser' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')[1]!.textContent).toContain('100 ml'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move 100 ml up' })));
  });

  it('removes a size after saying that an ordered one is archived, not erased', async () => {
    await openEditor(product(THREE));
    fireEvent.click(screen.getByRole('button', { name: 'Remove 50 ml' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('If an order names this size it is archived rather than erased, so the order keeps its size and SKU');
    api.on('DELETE', '/admin/products/p-rose/variants/v50', ok({ outcome: 'archived', product: product([THREE[0]!, THREE[2]!]) }, 'Size archived: orders still name it'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove size' }));
    expect(await screen.findByText('Size archived: orders still name it')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove 50 ml' })).toBeNull());
  });

  it('keeps a product of one size simple: one row, no Remove, and a form without size fields', async () => {
    await openEditor(adminProduct());
    expect(screen.getByText('One size, 12 in stock in all.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove 150 ml/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit 150 ml' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Price (£)', { exact: false })).toBeNull();
    api.on('PUT', '/admin/products/p-rose', ok({ product: adminProduct() }, 'Product updated'));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('PUT', '/admin/products/p-rose')).toHaveLength(1));
    const sent = api.callsTo('PUT', '/admin/products/p-rose')[0]!.body as FormData;
    expect(['price', 'stock', 'size', 'sku'].filter((field) => sent.has(field))).toEqual([]);
  });
});

describe('the products list', () => {
  it('names how many sizes a product has, its stock in all and its "from" price', async () => {
    api.on('GET', '/admin/products', ok(listAnswer('products', [product(THREE), adminProduct({ id: 'p-one', name: 'Lip Balm' })])));
    await open('/admin/products', 'Products');
    const row = (await screen.findByRole('link', { name: 'Rose & Oat Cleanser' })).closest('tr')!;
    expect(row.textContent).toContain('3 sizes');
    expect(row.textContent).toContain('from £24.50');
    expect(row.textContent).toContain('20');
    const single = screen.getByRole('link', { name: 'Lip Balm' }).closest('tr')!;
    expect(single.textContent).toContain('150 ml');
    expect(single.textContent).not.toContain('from');
  });
});
