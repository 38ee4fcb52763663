/**
 * The customers table sorts by any of its figures: a header's first click asks the API for
 * ascending order (A to Z by last name, fewest orders first), the second flips it; orders placed
 * and money spent are sortable like the name.
 */
import '../../support/dom-stubs';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminCustomerSummary } from '../../../../src/contracts/admin-customers';
import { adminApi } from '../../../../src/lib/api-client';
import { customerListAnswer } from '../../support/admin-fixtures';
import { mockApi, ok, type ApiMock } from '../../support/api-mock';
import { following } from '../../support/contract';
import { openAdminPage as open, signInAdmin } from '../../support/admin-app';

const ada = following(adminCustomerSummary, {
  id: 'c1',
  firstName: 'Ada',
  lastName: 'Greene',
  email: 'ada@verdant.test',
  phone: null,
  status: 'active',
  createdAt: '2026-09-24T04:56:22.811Z',
  lastLoginAt: null,
  orderCount: 3,
  totalSpent: 10274,
});

let api: ApiMock;
beforeEach(() => {
  api = mockApi([adminApi]);
  signInAdmin(api);
  api.on('GET', '/admin/customers', ok(customerListAnswer([ada])));
});
afterEach(() => api.restore());

const lastQuery = () => api.callsTo('GET', '/admin/customers').at(-1)!.params;

describe('/admin/customers sorting', () => {
  it.each([
    ['Customer', 'name'],
    ['Orders', 'orderCount'],
    ['Total spent', 'totalSpent'],
  ])('sorts by %s ascending on the first click and descending on the second', async (header, field) => {
    await open('/admin/customers', 'Customers');
    await screen.findByText('Ada Greene');
    fireEvent.click(screen.getByRole('button', { name: `Sort by ${header}` }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sortBy: field, sortOrder: 'asc' }));
    expect(screen.getByRole('columnheader', { name: new RegExp(header) }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: `Sort by ${header}, ascending` }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sortBy: field, sortOrder: 'desc' }));
  });
});
