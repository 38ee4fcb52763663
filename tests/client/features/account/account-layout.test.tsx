import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccountLayout } from '../../../../src/app/layouts/account/AccountLayout';
import { ROUTE_IDS } from '../../../../src/app/route-ids';
import { LAYOUT_HANDLE } from '../../../../src/app/layouts/PageOutlet';
import { DashboardPage } from '../../../../src/features/account/pages/DashboardPage';
import { OverviewPage } from '../../../../src/features/account/pages/OverviewPage';
import { useAuthStore } from '../../../../src/features/auth/stores/auth-store';
import { expiredToken, validToken } from '../../helpers';
import { fail, mockApi, ok, type ApiMock } from '../../support/api-mock';
import { renderRouter } from '../../support/render';
import { ada, summary } from '../../support/account-fixtures';

let api: ApiMock;

function renderAccount(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home</p> },
      { path: '/login', element: <p>login page</p> },
      {
        id: ROUTE_IDS.account,
        handle: LAYOUT_HANDLE,
        element: <AccountLayout />,
        children: [
          { path: '/overview', element: <OverviewPage /> },
          { path: '/dashboard', element: <DashboardPage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return renderRouter(router);
}

function answerOverview() {
  api.on('GET', '/user/dashboard', ok({ totalOrders: 4, ongoingOrders: 2, completedOrders: 1, cancelledOrders: 1, totalSpent: 42_376, memberSince: '2026-01-05T10:00:00.000Z' }));
  api.on('GET', '/user/dashboard/recent-orders', ok({ orders: [summary(4, 'unfulfilled', 'paid')] }));
  api.on('GET', '/user/addresses/default', ok({ shipping: null, billing: null }));
}

beforeEach(() => {
  api = mockApi();
});
afterEach(() => {
  api.restore();
  useAuthStore.getState().logout();
});

describe('the account area', () => {
  it('greets an account made a moment ago as new, not with "Welcome back"', async () => {
    useAuthStore.getState().login({ ...ada, createdAt: new Date(Date.now() - 30_000).toISOString() }, validToken());
    answerOverview();
    renderAccount('/overview');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
  });

  it('greets by first name with the counts, total spent and recent orders', async () => {
    useAuthStore.getState().login(ada, validToken());
    answerOverview();
    const router = renderAccount('/overview');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' })).toBeInTheDocument();
    const counts = await screen.findByRole('list', { name: 'Your orders at a glance' });
    expect(counts.textContent).toMatch(/Total orders4.*Ongoing2.*Completed1.*Cancelled1/);
    expect(screen.getByText('£423.76')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order #4' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ongoing/ }).getAttribute('href')).toBe('/orders?tab=ongoing');
    expect(router.state.location.pathname).toBe('/overview');
  });

  it('forwards /dashboard to /overview', async () => {
    useAuthStore.getState().login(ada, validToken());
    answerOverview();
    const router = renderAccount('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' });
    expect(router.state.location.pathname).toBe('/overview');
  });

  it('sends a visitor with an expired or garbage token to /login', async () => {
    useAuthStore.getState().login(ada, expiredToken());
    const router = renderAccount('/overview');
    await screen.findByText('login page');
    expect(router.state.location.search).toBe('?next=%2Foverview');
  });

  it('a 401 from the API (token revoked elsewhere) ends the session and leads to /login', async () => {
    useAuthStore.getState().login(ada, validToken());
    api.on('GET', '/user/dashboard', fail(401, 'Your session has ended. Please log in again.'));
    api.on('GET', '/user/dashboard/recent-orders', fail(401, 'Your session has ended. Please log in again.'));
    api.on('GET', '/user/addresses/default', fail(401, 'Your session has ended. Please log in again.'));
    renderAccount('/overview');
    await screen.findByText('login page');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('Log Out calls POST /user/logout with the session’s token, then clears the session and goes home', async () => {
    const token = validToken();
    useAuthStore.getState().login(ada, token);
    answerOverview();
    api.on('POST', '/user/logout', ok(null, 'Signed out'));
    const router = renderAccount('/overview');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' });
    fireEvent.click(screen.getAllByRole('button', { name: /Log Out/ })[0]!);
    await screen.findByText('home');
    expect(api.callsTo('POST', '/user/logout')).toHaveLength(1);
    expect(String(api.callsTo('POST', '/user/logout')[0]!.headers.get('Authorization'))).toBe(`Bearer ${token}`);
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, token: null });
    expect(localStorage.getItem('customer-token')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('Log Out still signs out on this device when the server cannot be reached', async () => {
    useAuthStore.getState().login(ada, validToken());
    answerOverview();
    api.on('POST', '/user/logout', fail(503));
    renderAccount('/overview');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' });
    fireEvent.click(screen.getAllByRole('button', { name: /Log Out/ })[0]!);
    await waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(false));
  });
});
