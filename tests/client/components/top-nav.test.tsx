import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialNavScroll, nextNavScroll } from '../../../src/app/layouts/top-nav/nav-scroll';
import { TopNav } from '../../../src/app/layouts/top-nav/TopNav';
import { useAdminAuthStore } from '../../../src/features/admin-auth/stores/admin-auth-store';
import { useAuthStore } from '../../../src/features/auth/stores/auth-store';
import { useCartStore } from '../../../src/lib/stores/cart-store';
import { validToken } from '../helpers';

function renderNav(path = '/') {
  const router = createMemoryRouter(
    [{ path: '*', element: <TopNav /> }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function fillBag(quantity: number) {
  useCartStore.setState({
    items: [{ id: 'p1', variantId: 'p1-v1', variantName: '30 ml', stock: 20, name: 'Serum', description: '', image: '', price: 100, quantity, amount: 100 * quantity }],
  });
}

beforeEach(() => {
  useAuthStore.getState().logout();
  useAdminAuthStore.getState().logout();
  useCartStore.setState({ items: [], isDrawerOpen: false });
});

describe('account icon (docs/product/storefront.md#top-navigation)', () => {
  it('guest: goes to /login with "Login to your account"', () => {
    renderNav();
    const link = screen.getByRole('link', { name: 'Login to your account' });
    expect(link.getAttribute('href')).toBe('/login');
    expect(screen.getByRole('tooltip').textContent).toBe('Login to your account');
  });

  it('customer: goes to /overview with "Dashboard (first name)" and shows initials on the pink circle', () => {
    useAuthStore.getState().login({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }, validToken());
    renderNav();
    const link = screen.getByRole('link', { name: 'Dashboard (Ada)' });
    expect(link.getAttribute('href')).toBe('/overview');
    // Named by its words in content, not an aria-label the visible initials are missing from (decision 0166).
    expect(link.hasAttribute('aria-label')).toBe(false);
    expect(within(link).getByTestId('initials').textContent).toBe('AL');
    expect(screen.getByRole('button', { name: /open bag/i })).toBeInTheDocument();
  });

  it('customer with a profile image: shows the image instead of initials', () => {
    useAuthStore
      .getState()
      .login({ firstName: 'Ada', lastName: 'Lovelace', email: 'a@e.com', profileImage: '/media/ada.webp' }, validToken());
    renderNav();
    const link = screen.getByRole('link', { name: 'Dashboard (Ada)' });
    expect(link.querySelector('img')?.getAttribute('src')).toBe('/media/ada.webp');
    expect(within(link).queryByTestId('initials')).toBeNull();
  });

  it('admin: goes to /admin/dashboard with "Go to Admin Dashboard", no bag, "(Admin)" in the menu', () => {
    useAdminAuthStore.getState().login({ name: 'Grace Hopper', email: 'grace@verdant.example' }, validToken());
    fillBag(3);
    renderNav();
    const link = screen.getByRole('link', { name: 'Go to Admin Dashboard' });
    expect(link.getAttribute('href')).toBe('/admin/dashboard');
    expect(screen.queryByRole('button', { name: /open bag/i })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByText('Grace Hopper (Admin)')).toBeInTheDocument();
  });

  it('admin precedes customer when both are signed in', () => {
    useAuthStore.getState().login({ firstName: 'Ada', lastName: 'Lovelace', email: 'a@e.com' }, validToken());
    useAdminAuthStore.getState().login({ name: 'Grace Hopper', email: 'g@e.com' }, validToken());
    renderNav();
    expect(screen.getByRole('link', { name: 'Go to Admin Dashboard' })).toBeInTheDocument();
  });
});

describe('bag badge', () => {
  it('is hidden at 0', () => {
    renderNav();
    expect(screen.queryByTestId('bag-count')).toBeNull();
  });

  it('shows the unit count above 0', () => {
    fillBag(7);
    renderNav();
    expect(screen.getByTestId('bag-count').textContent).toBe('7');
    expect(screen.getByRole('button', { name: 'Open bag, 7 items' })).toBeInTheDocument();
  });

  it('caps at 99+', () => {
    fillBag(150);
    renderNav();
    expect(screen.getByTestId('bag-count').textContent).toBe('99+');
  });

  it('opens the bag drawer', () => {
    renderNav();
    fireEvent.click(screen.getByRole('button', { name: 'Open bag' }));
    expect(useCartStore.getState().isDrawerOpen).toBe(true);
  });
});

describe('links and mobile menu', () => {
  it('has Shop, Our Story and Contact Us; Home only in the mobile menu', () => {
    renderNav();
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe('/shop');
    expect(within(main).getByRole('link', { name: 'Our Story' }).getAttribute('href')).toBe('/story');
    expect(within(main).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');
    expect(within(main).queryByRole('link', { name: 'Home' })).toBeNull();
    expect(within(main).getByRole('link', { name: 'Verdant home' }).getAttribute('href')).toBe('/');
  });

  it('toggles, and closes when a link is tapped', async () => {
    const router = renderNav('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(false);
    expect(within(panel as HTMLElement).getByRole('link', { name: 'Home' })).toBeInTheDocument();

    await act(async () => fireEvent.click(within(panel as HTMLElement).getByRole('link', { name: 'Shop' })));
    expect(router.state.location.pathname).toBe('/shop');
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(panel?.hidden).toBe(true);
  });
});

describe('scroll rules (docs/product/storefront.md#navigation-bar-on-scroll)', () => {
  it('hides scrolling down past 100 px, shows scrolling up or within 10 px of the top, compact after 20 px', () => {
    let state = initialNavScroll;
    state = nextNavScroll(state, 15);
    expect(state).toMatchObject({ hidden: false, compact: false });
    state = nextNavScroll(state, 25);
    expect(state).toMatchObject({ hidden: false, compact: true });
    state = nextNavScroll(state, 100);
    expect(state.hidden).toBe(false);
    state = nextNavScroll(state, 101);
    expect(state.hidden).toBe(true);
    state = nextNavScroll(state, 400);
    expect(state.hidden).toBe(true);
    state = nextNavScroll(state, 390);
    expect(state).toMatchObject({ hidden: false, compact: true });
    state = nextNavScroll(state, 500);
    expect(state.hidden).toBe(true);
    state = nextNavScroll({ ...state, lastY: 0 }, 5);
    expect(state).toMatchObject({ hidden: false, compact: false });
  });
});
