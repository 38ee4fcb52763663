/**
 * The audit trail screen (decision 0224): each entry reads when, who, the action in words, the
 * record as a link to its page, and the changes as "field: before → after" with money in pounds;
 * the admin filter offers the admins the trail has seen and asks the API for theirs; a record's
 * History link opens the trail filtered to it, and "Show every record" lifts that filter.
 */
import '../../support/dom-stubs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditList } from '../../../../src/contracts/admin-audit';
import { adminApi } from '../../../../src/lib/api-client';
import { mockApi, ok, type ApiMock } from '../../support/api-mock';
import { following } from '../../support/contract';
import { openAdminPage as open, signInAdmin } from '../../support/admin-app';

const PRODUCT_ID = '5b0e8f3e-8f7a-4d6c-9a39-2f3c0e6d1a11';
const OLIVE = { id: '0d9c1a52-3c1e-4f0b-9c5e-6f2a8b7d4e01', name: 'Olive Admin', email: 'olive@verdant.test' };
const BASIL = { id: '7e2b4c6d-1a3f-4b5c-8d9e-0f1a2b3c4d5e', name: 'Basil Admin', email: 'basil@verdant.test' };

const answer = following(auditList, {
  entries: [
    {
      id: 'e2',
      at: '2026-11-26T09:30:00.000Z',
      admin: OLIVE,
      action: 'product.price',
      record: { type: 'product', id: PRODUCT_ID, label: 'Oat Balm' },
      changes: { price: { before: 1800, after: 2150 } },
      requestId: 'req-2',
    },
    {
      id: 'e1',
      at: '2026-11-26T09:00:00.000Z',
      admin: BASIL,
      action: 'settings.update',
      record: { type: 'settings', id: 'shop', label: 'Shop settings' },
      changes: { shippingFee: { before: 495, after: 595 }, contactEmail: { before: null, after: 'hello@verdant.test' } },
      requestId: null,
    },
  ],
  pagination: { page: 1, limit: 20, total: 2, totalPages: 1 },
  admins: [BASIL, OLIVE],
});

let api: ApiMock;
beforeEach(() => {
  api = mockApi([adminApi]);
  signInAdmin(api);
  api.on('GET', '/admin/audit', ok(answer));
});
afterEach(() => api.restore());

const lastQuery = () => api.callsTo('GET', '/admin/audit').at(-1)!.params;

describe('/admin/audit', () => {
  it('shows who did what to which record, with the changes in words and pounds', async () => {
    await open('/admin/audit', 'Audit trail');
    const row = await screen.findByRole('row', { name: /Changed a product’s price/ });
    expect(within(row).getByText('Olive Admin')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Oat Balm' }).getAttribute('href')).toBe(`/admin/products/${PRODUCT_ID}`);
    expect(row.textContent).toContain('Price: £18.00→£21.50');
    const settings = screen.getByRole('row', { name: /Changed the shop’s settings/ });
    expect(settings.textContent).toContain('Shipping fee: £4.95→£5.95');
    expect(settings.textContent).toContain('Contact email: —→hello@verdant.test');
    expect(screen.getByText('Showing 1–2 of 2 entries', { exact: false })).toBeTruthy();
  });

  it('filters by an admin the trail has seen', async () => {
    await open('/admin/audit', 'Audit trail');
    await screen.findByRole('row', { name: /Changed a product’s price/ });
    const select = screen.getByLabelText('Admin') as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['Every admin', 'Basil Admin', 'Olive Admin']);
    fireEvent.change(select, { target: { value: BASIL.id } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ adminId: BASIL.id, page: 1 }));
  });

  it('opens filtered to one record, and lifts the filter on request', async () => {
    await open(`/admin/audit?recordType=product&recordId=${PRODUCT_ID}`, 'Audit trail');
    await waitFor(() => expect(lastQuery()).toMatchObject({ recordType: 'product', recordId: PRODUCT_ID }));
    expect((await screen.findByText(/History of product/)).textContent).toContain('Oat Balm');
    fireEvent.click(screen.getByRole('button', { name: /Show every record/ }));
    await waitFor(() => expect(lastQuery().recordId).toBeUndefined());
  });
});
