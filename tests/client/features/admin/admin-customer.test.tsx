import '../../support/dom-stubs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminCustomerDetail, type AdminCustomerDetail } from '../../../../src/contracts/admin-customers';
import { adminApi } from '../../../../src/lib/api-client';
import { fail, mockApi, ok, type ApiMock } from '../../support/api-mock';
import { following } from '../../support/contract';
import { openAdminPage as open, signInAdmin } from '../../support/admin-app';

const ID = '9ac504f5-e7f8-468a-8c34-4fd8ce056c8e';
const ada = following(adminCustomerDetail, {
  id: ID,
  firstName: 'Ada',
  lastName: 'Greene',
  email: 'ada@verdant.test',
  phone: '+44 7700 900123',
  status: 'active',
  createdAt: '2026-09-24T04:56:22.811Z',
  lastLoginAt: null,
  orderCount: 1,
  totalSpent: 10274,
  profileImage: null,
  addresses: [],
  recentOrders: [
    { id: 'o1', number: 1, status: 'delivered', paymentStatus: 'paid', total: 10274, currency: 'GBP', itemCount: 3, image: null, createdAt: '2026-10-07T10:00:00Z', refundedAmount: 0 },
  ],
  totals: { orderCount: 1, paidOrders: 1, totalSpent: 10274, averageOrderValue: 10274, lastOrderAt: '2026-10-07T10:00:00Z' },
});

let api: ApiMock;
/** What the mocked server holds, so a read after a change answers the change. */
let stored: AdminCustomerDetail;
beforeEach(() => {
  stored = ada;
  api = mockApi([adminApi]);
  signInAdmin(api);
  api.on('GET', `/admin/customers/${ID}`, () => ok({ customer: stored }));
});
afterEach(() => api.restore());

describe('/admin/customers/{id}', () => {
  it('shows the profile, figures and latest orders', async () => {
    await open(`/admin/customers/${ID}`, 'Ada Greene');
    expect(screen.getAllByText('£102.74').length).toBeGreaterThan(0);
    expect(screen.getByRole('cell', { name: '#1' })).toBeInTheDocument();
    expect(screen.getByText('No saved addresses.')).toBeInTheDocument();
  });

  it('archives only after confirming, and reports the result in a toast', async () => {
    api.on('PUT', `/admin/customers/${ID}/archive`, () => {
      stored = { ...ada, status: 'archived' };
      return ok({ customer: stored }, 'Customer archived');
    });
    await open(`/admin/customers/${ID}`, 'Ada Greene');
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Archive Ada Greene?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.callsTo('PUT', `/admin/customers/${ID}/archive`)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    fireEvent.click(screen.getByRole('button', { name: 'Archive customer' }));
    expect(await screen.findByText('Customer archived')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Restore' })).toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a failed reset shows the spec’s fallback when the server says nothing, and Escape cancels a dialog', async () => {
    api.on('PUT', `/admin/customers/${ID}/reset-password`, fail(500));
    await open(`/admin/customers/${ID}`, 'Ada Greene');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Failed to reset password')).toBeInTheDocument();
  });

  it('an unknown customer shows the server’s sentence', async () => {
    api.on('GET', `/admin/customers/${ID}`, fail(404, 'Customer not found'));
    await open(`/admin/customers/${ID}`, 'Customer not found');
    expect(screen.getByText('No such customer')).toBeInTheDocument();
  });
});

describe('/admin/customers/{id}/edit', () => {
  it('checks the fields, puts the server’s field error beside its field, and saves', async () => {
    const router = await open(`/admin/customers/${ID}/edit`, 'Edit customer');
    const emailBox = await screen.findByRole('textbox', { name: /^Email/ });
    fireEvent.change(emailBox, { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(api.callsTo('PUT', `/admin/customers/${ID}`)).toHaveLength(0);

    api.on('PUT', `/admin/customers/${ID}`, fail(409, 'Another customer uses this email', [{ field: 'email', message: 'Another customer uses this email' }]));
    fireEvent.change(emailBox, { target: { value: 'grace@verdant.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Another customer uses this email')).toBeInTheDocument();

    api.on('PUT', `/admin/customers/${ID}`, () => {
      stored = { ...ada, email: 'ada.greene@verdant.test' };
      return ok({ customer: stored }, 'Customer updated');
    });
    fireEvent.change(emailBox, { target: { value: 'ada.greene@verdant.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/customers/${ID}`));
    expect(await screen.findByText('Customer updated')).toBeInTheDocument();
    expect(api.callsTo('PUT', `/admin/customers/${ID}`).at(-1)?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Greene',
      email: 'ada.greene@verdant.test',
      phone: '+44 7700 900123',
    });
  });
});
