import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { RequireAdmin, RequireCustomer } from '../../../src/app/session/guards';
import { useSessionExpiry } from '../../../src/app/session/use-session-expiry';
import { useAdminAuthStore } from '../../../src/features/admin-auth/stores/admin-auth-store';
import { useAuthStore } from '../../../src/features/auth/stores/auth-store';
import { expiredToken, fakeJwt, nowSeconds, validToken } from '../helpers';

const ada = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
const grace = { name: 'Grace Hopper', email: 'grace@verdant.example' };

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function Root() {
  useSessionExpiry();
  return (
    <>
      <Where />
      <Link to="/shop">to shop</Link>
      <Outlet />
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Root />,
        children: [
          { path: '/', element: <p>home</p> },
          { path: '/shop', element: <p>shop</p> },
          { path: '/login', element: <p>login page</p> },
          { path: '/overview', element: <RequireCustomer><p>overview</p></RequireCustomer> },
          { path: '/admin/login', element: <p>admin login page</p> },
          { path: '/admin/dashboard', element: <RequireAdmin><p>admin dashboard</p></RequireAdmin> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const where = () => screen.getByTestId('where').textContent;

beforeEach(() => {
  useAuthStore.getState().logout();
  useAdminAuthStore.getState().logout();
});

describe('useSessionExpiry (docs/product/accounts.md#token-expiry)', () => {
  it('keeps a valid session', () => {
    useAuthStore.getState().login(ada, validToken());
    renderAt('/overview');
    expect(screen.getByText('overview')).toBeInTheDocument();
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('logs out an expired customer and sends them to /login, remembering the page', async () => {
    useAuthStore.getState().login(ada, expiredToken());
    renderAt('/shop');
    await screen.findByText('login page');
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, isAuthenticated: false });
    expect(where()).toBe('/login?next=%2Fshop');
  });

  it('logs out an undecodable token', async () => {
    useAuthStore.getState().login(ada, 'garbage.token');
    renderAt('/');
    await screen.findByText('login page');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(where()).toBe('/login');
  });

  it('re-checks on every path change', async () => {
    useAuthStore.getState().login(ada, fakeJwt({ exp: nowSeconds() + 3600 }));
    renderAt('/');
    expect(screen.getByText('home')).toBeInTheDocument();
    // The token runs out while the page is open; the next navigation notices.
    act(() => useAuthStore.setState({ token: expiredToken() }));
    await act(async () => screen.getByText('to shop').click());
    await screen.findByText('login page');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('sends an expired admin to /admin/login and keeps the customer session', async () => {
    const customerToken = validToken();
    useAuthStore.getState().login(ada, customerToken);
    useAdminAuthStore.getState().login(grace, expiredToken());
    renderAt('/admin/dashboard');
    await screen.findByText('admin login page');
    expect(where()).toBe('/admin/login?next=%2Fadmin%2Fdashboard');
    expect(useAdminAuthStore.getState().isAuthenticated).toBe(false);
    expect(useAuthStore.getState().token).toBe(customerToken);
  });
});

describe('guards', () => {
  it('sends a signed-out visitor from the account area to /login?next=', async () => {
    renderAt('/overview');
    await screen.findByText('login page');
    expect(where()).toBe('/login?next=%2Foverview');
  });

  it('sends a visitor without an admin session to /admin/login', async () => {
    useAuthStore.getState().login(ada, validToken());
    renderAt('/admin/dashboard');
    await screen.findByText('admin login page');
    expect(where()).toBe('/admin/login?next=%2Fadmin%2Fdashboard');
  });

  it('lets an admin in', () => {
    useAdminAuthStore.getState().login(grace, validToken());
    renderAt('/admin/dashboard');
    expect(screen.getByText('admin dashboard')).toBeInTheDocument();
  });
});
