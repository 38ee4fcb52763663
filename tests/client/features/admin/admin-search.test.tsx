import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../../src/app/routes';
import { useAdminAuthStore } from '../../../../src/features/admin-auth/stores/admin-auth-store';
import { adminApi } from '../../../../src/lib/api-client';
import { privateScope, queryClient } from '../../../../src/lib/server-state';
import { validToken } from '../../helpers';
import { customerListAnswer, listAnswer } from '../../support/admin-fixtures';
import { mockApi, ok, type ApiMock } from '../../support/api-mock';
import { renderWithProviders } from '../../support/render';

const grace = { id: 'a1', name: 'Grace Hopper', email: 'grace@verdant.test' };
let api: ApiMock;

beforeEach(() => {
  useAdminAuthStore.getState().login(grace, validToken());
  api = mockApi([adminApi]);
  api.on('GET', '/admin/profile', ok({ admin: grace }));
  api.on('GET', '/admin/customers', (call) =>
    call.params.search
      ? ok(
          customerListAnswer(
            [{ id: 'c1', firstName: 'Ada', lastName: 'Greene', email: 'ada@verdant.test', phone: null, status: 'active', createdAt: '2026-01-01T00:00:00Z', lastLoginAt: null, orderCount: 4, totalSpent: 100 }],
            { total: 9, limit: 3 },
          ),
        )
      : ok(customerListAnswer([])),
  );
  api.on('GET', '/admin/orders', ok(listAnswer('orders', [])));
  api.on('GET', '/admin/products', ok(listAnswer('products', [])));
});
afterEach(() => api.restore());

describe('the sidebar search', () => {
  it('finds customers, orders and products through the list calls, and opens a result', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/admin/customers'] });
    renderWithProviders(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'Customers', level: 1 });
    const box = screen.getAllByRole('combobox', { name: 'Search customers, orders and products' })[0] as HTMLInputElement;

    fireEvent.change(box, { target: { value: 'a' } });
    // Once the box has settled on the one letter (its query exists), that query is disabled and
    // nothing was asked of the API.
    const oneLetter = () => queryClient.getQueryCache().find({ queryKey: [privateScope('admin'), 'search', 'a'], exact: true });
    await waitFor(() => expect(oneLetter()).toBeDefined());
    expect(oneLetter()!.state.fetchStatus).toBe('idle');
    expect(api.callsTo('GET', '/admin/orders')).toHaveLength(0);

    fireEvent.change(box, { target: { value: 'ada' } });
    const list = await screen.findByRole('option', { name: /Ada Greene/ });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    for (const path of ['/admin/customers', '/admin/orders', '/admin/products']) {
      expect(api.callsTo('GET', path).some((call) => call.params.search === 'ada' && call.params.limit === 4)).toBe(true);
    }
    expect(screen.getByRole('button', { name: 'See all 9 customers' })).toBeInTheDocument();

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(list.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/customers/c1'));
    expect(box.value).toBe('');
  });

  it('“See all” opens the list filtered by the same words, and Escape closes the results', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/admin/customers'] });
    renderWithProviders(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'Customers', level: 1 });
    const box = screen.getAllByRole('combobox', { name: 'Search customers, orders and products' })[0] as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'ada' } });
    await screen.findByRole('option', { name: /Ada Greene/ });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.focusIn(box);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const results = box.parentElement as HTMLElement;
    // The count comes with its own answer, which a loaded machine may deliver after the first option.
    fireEvent.click(await within(results).findByRole('button', { name: 'See all 9 customers' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/admin/customers?search=ada'));
    expect(await screen.findByRole('searchbox', { name: 'Search by name or email' })).toHaveProperty('value', 'ada');
  });
});
