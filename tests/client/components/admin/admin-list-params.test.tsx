import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useAdminListParams, type AdminListParams } from '../../../../src/components/admin/use-admin-list-params';

const SPECS = {
  status: { values: ['active', 'archived'] as const },
  sortBy: { values: ['createdAt', 'name'] as const, default: 'createdAt' },
  sortOrder: { values: ['asc', 'desc'] as const, default: 'desc' },
};

let state: AdminListParams<typeof SPECS>;
function Probe() {
  state = useAdminListParams(SPECS);
  return null;
}

function at(url: string) {
  const router = createMemoryRouter([{ path: '/admin/customers', element: <Probe /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  const search = () => router.state.location.search;
  return { router, search };
}

describe('useAdminListParams: a list’s search, filters, sort and page in the address', () => {
  it('reads the address, with defaults for what is not set', () => {
    at('/admin/customers?search=ada&status=archived&page=3');
    expect(state.search).toBe('ada');
    expect(state.page).toBe(3);
    expect(state.params).toEqual({ status: 'archived', sortBy: 'createdAt', sortOrder: 'desc' });
    expect(state.query).toEqual({ page: 3, search: 'ada', status: 'archived', sortBy: 'createdAt', sortOrder: 'desc' });
    expect(state.isFiltered).toBe(true);
  });

  it('ignores values the list does not allow instead of sending them', () => {
    at('/admin/customers?status=bogus&sortBy=password&sortOrder=sideways&page=-2');
    expect(state.params).toEqual({ status: undefined, sortBy: 'createdAt', sortOrder: 'desc' });
    expect(state.page).toBe(1);
    expect(state.isFiltered).toBe(false);
  });

  it('a new filter or search goes back to page 1; defaults leave the address', () => {
    const { search } = at('/admin/customers?page=4');
    act(() => state.setParam('status', 'active'));
    expect(search()).toBe('?status=active');
    act(() => state.setPage(2));
    expect(search()).toBe('?status=active&page=2');
    act(() => state.setSearch('  '));
    expect(search()).toBe('?status=active');
    act(() => state.setSearch('grace'));
    expect(new URLSearchParams(search()).get('search')).toBe('grace');
    act(() => state.setParam('status', undefined));
    expect(search()).toBe('?search=grace');
    act(() => state.clear());
    expect(search()).toBe('');
  });

  it('a header click sorts ascending (A to Z), a second click flips the order', () => {
    const { search } = at('/admin/customers');
    act(() => state.toggleSort('name'));
    expect(state.params.sortBy).toBe('name');
    expect(state.params.sortOrder).toBe('asc');
    expect(search()).toBe('?sortBy=name&sortOrder=asc');
    act(() => state.toggleSort('name'));
    expect(state.params.sortOrder).toBe('desc');
    // Another column starts ascending too, even the one the list sorts by by default (newest first).
    act(() => state.toggleSort('createdAt'));
    expect(search()).toBe('?sortOrder=asc');
    act(() => state.toggleSort('createdAt'));
    expect(search()).toBe('');
  });

  it('builds page links that keep the filters', () => {
    at('/admin/customers?status=active&page=2');
    expect(state.hrefForPage(3)).toBe('?status=active&page=3');
    expect(state.hrefForPage(1)).toBe('?status=active');
  });

  it('going back undoes a filter', async () => {
    const { router } = at('/admin/customers');
    act(() => state.setParam('status', 'archived'));
    expect(state.params.status).toBe('archived');
    await act(() => router.navigate(-1));
    expect(state.params.status).toBeUndefined();
  });
});
