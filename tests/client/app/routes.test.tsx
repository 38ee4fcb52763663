import { screen } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../src/app/routes';
import { paths } from '../../../src/config/paths';
import { useAdminAuthStore } from '../../../src/features/admin-auth/stores/admin-auth-store';
import { useAuthStore } from '../../../src/features/auth/stores/auth-store';
import { validToken } from '../helpers';
import { renderWithProviders } from '../support/render';

const concrete = (pattern: string) => pattern.replace(/:id/g, '42');

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  useAuthStore.getState().logout();
  useAdminAuthStore.getState().logout();
});

describe('route table', () => {
  const every = [...Object.values(paths.storefront), ...Object.values(paths.account), ...Object.values(paths.admin)];

  it.each(every.map((entry) => entry.path))('%s has its own route', (pattern) => {
    const matches = matchRoutes(routes, concrete(pattern)) ?? [];
    const leaf = matches[matches.length - 1];
    expect(leaf?.route.path === '*').toBe(false);
  });

  it('/admin/marketing/email-campaigns/create is the create page, not a campaign id', () => {
    const matches = matchRoutes(routes, '/admin/marketing/email-campaigns/create') ?? [];
    expect(matches[matches.length - 1]?.route.path).toBe('/admin/marketing/email-campaigns/create');
  });

  it('an unknown path shows the 404 screen inside the storefront', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Sign up to our newsletter and enjoy 20% off your first order.')).toBeInTheDocument();
  });

  it('a lazy page shows with its placeholder inside the storefront frame', async () => {
    renderAt('/shop');
    expect(await screen.findByRole('heading', { name: 'Shop', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('hides the footer on /login and /register', async () => {
    renderAt('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('the account area redirects a guest to /login?next=', async () => {
    const router = renderAt('/orders');
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/login?next=%2Forders');
  });

  it('the account area shows the sidebar to a customer', async () => {
    useAuthStore.getState().login({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }, validToken());
    renderAt('/addressess');
    expect(await screen.findByRole('heading', { name: 'Addresses', level: 1 })).toBeInTheDocument();
    const active = screen.getAllByRole('link', { name: /Addressess/ });
    expect(active.every((link) => link.getAttribute('aria-current') === 'page')).toBe(true);
    expect(screen.getAllByText('ada@example.com').length).toBeGreaterThan(0);
  });

  it('the admin area redirects to /admin/login without an admin session', async () => {
    const router = renderAt('/admin/orders');
    await screen.findByRole('heading', { name: 'Back office', level: 1 });
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('the admin area shows the sidebar to an admin, with Marketing expandable', async () => {
    useAdminAuthStore.getState().login({ name: 'Grace Hopper', email: 'grace@verdant.example' }, validToken());
    renderAt('/admin/marketing/discounts');
    expect(await screen.findByRole('heading', { name: 'Discounts', level: 1 })).toBeInTheDocument();
    const toggles = screen.getAllByRole('button', { name: /Marketing menu/ });
    expect(toggles[0]?.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByText('grace@verdant.example').length).toBeGreaterThan(0);
  });
});
