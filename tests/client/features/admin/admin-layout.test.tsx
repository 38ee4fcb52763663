import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../../src/app/routes';
import { useAdminAuthStore } from '../../../../src/features/admin-auth/stores/admin-auth-store';
import { adminApi } from '../../../../src/lib/api-client';
import { validToken } from '../../helpers';
import { customerListAnswer, listAnswer } from '../../support/admin-fixtures';
import { mockApi, ok, type ApiMock } from '../../support/api-mock';
import { renderWithProviders } from '../../support/render';

const grace = { id: 'a1', name: 'Grace Hopper', email: 'grace@verdant.test' };
const emptyList = customerListAnswer([]);
let api: ApiMock;

beforeEach(() => {
  useAdminAuthStore.getState().login(grace, validToken());
  api = mockApi([adminApi]);
  api.on('GET', '/admin/profile', ok({ admin: { ...grace, name: 'Grace B. Hopper' } }));
  api.on('GET', '/admin/customers', ok(emptyList));
});
afterEach(() => api.restore());

async function openLayout(path = '/admin/customers') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Customers', level: 1 });
  const toggle = screen.getByRole('button', { name: 'Open menu' });
  const drawer = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
  return { router, toggle, drawer };
}

describe('the admin layout', () => {
  it('refreshes the admin’s name and email from the server', async () => {
    await openLayout();
    await waitFor(() => expect(screen.getAllByText('Grace B. Hopper').length).toBeGreaterThan(0));
    expect(screen.getAllByText('grace@verdant.test').length).toBeGreaterThan(0);
  });

  it('opens the drawer with the toggle, moves focus into it, and Escape closes it back to the toggle', async () => {
    const { toggle, drawer } = await openLayout();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(drawer.hasAttribute('inert')).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(drawer.hasAttribute('inert')).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(within(drawer).getByRole('button', { name: 'Close menu' })));
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(toggle));
  });

  it('closes on an overlay click and on the close button', async () => {
    const { toggle, drawer } = await openLayout();
    fireEvent.click(toggle);
    fireEvent.click(screen.getByTestId('admin-drawer-overlay'));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a nav click, after navigating', async () => {
    api.on('GET', '/admin/dashboard/overview', () => new Promise(() => undefined));
    api.on('GET', /\/admin\/dashboard\/stats/, () => new Promise(() => undefined));
    const { router, toggle, drawer } = await openLayout();
    fireEvent.click(toggle);
    fireEvent.click(within(drawer).getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('expands and collapses Marketing’s sub-menu', async () => {
    const { drawer } = await openLayout();
    const expand = within(drawer).getByRole('button', { name: 'Expand Marketing menu' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(expand);
    expect(within(drawer).getByRole('button', { name: 'Collapse Marketing menu' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(drawer).getByRole('link', { name: 'Email Campaigns' })).toBeInTheDocument();
  });

  it('Log Out ends the session on the server and here, and shows the sign-in page', async () => {
    api.on('POST', '/admin/logout', ok(null));
    const { token } = useAdminAuthStore.getState();
    const { router, drawer } = await openLayout();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(useAdminAuthStore.getState().token).toBeNull();
    await waitFor(() => expect(api.callsTo('POST', '/admin/logout')).toHaveLength(1));
    // The session is cleared at once; the call still carries the token it revokes.
    expect(String(api.callsTo('POST', '/admin/logout')[0]!.headers.get('Authorization'))).toBe(`Bearer ${token}`);
  });
});

describe('the admin layout for a staff role (decision 0250)', () => {
  it('lists only what the role may use, and shows a page it may not as not available', async () => {
    useAdminAuthStore.getState().login({ ...grace, role: 'fulfilment' }, validToken({ srole: 'fulfilment' }));
    api.on('GET', '/admin/orders', ok(listAnswer('orders', [])));
    const router = createMemoryRouter(routes, { initialEntries: ['/admin'] });
    renderWithProviders(<RouterProvider router={router} />);
    // Signing in lands on the dashboard, which fulfilment may not use: its first page instead.
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orders'));
    const menu = screen.getAllByRole('navigation', { name: 'Back office' })[0]!;
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual(['Orders']);

    await router.navigate('/admin/settings/staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not available to your role' })).toBeInTheDocument();
    expect(screen.getByText(/Your role \(Fulfilment\) does not include this page/)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Orders' }).getAttribute('href')).toBe('/admin/orders');
    expect(api.callsTo('GET', '/admin/staff')).toHaveLength(0);
  });
});
