/** A session's cached answers are dropped when it ends, so the next person never sees them. */
import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useForgetOnSignOut } from '../../../src/app/session/use-forget-on-sign-out';
import { useAdminAuthStore } from '../../../src/features/admin-auth/stores/admin-auth-store';
import { useAuthStore } from '../../../src/features/auth/stores/auth-store';
import { useCheckoutStore } from '../../../src/features/checkout/stores/checkout-store';
import { privateScope, queryClient } from '../../../src/lib/server-state';
import { validToken } from '../helpers';
import { renderWithProviders } from '../support/render';

const ORDERS = [privateScope('customer'), 'orders'];
const ADMIN_ORDERS = [privateScope('admin'), 'orders'];
const PRODUCT = ['catalogue', 'product', 'rosehip-oil'];
const cached = (key: unknown[]) => queryClient.getQueryData(key) !== undefined;

function Watcher() {
  useForgetOnSignOut();
  return null;
}

beforeEach(() => {
  useAuthStore.getState().login({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }, validToken());
  useAdminAuthStore.getState().login({ name: 'Grace Hopper', email: 'grace@example.com' }, validToken());
  for (const key of [ORDERS, ADMIN_ORDERS, PRODUCT]) queryClient.setQueryData(key, ['something']);
});

describe('forgetting a session’s data', () => {
  it('a customer signing out drops the customer’s answers and keeps the public and admin ones', () => {
    renderWithProviders(<Watcher />);
    act(() => useAuthStore.getState().logout());
    expect(cached(ORDERS)).toBe(false);
    expect(cached(PRODUCT)).toBe(true);
    expect(cached(ADMIN_ORDERS)).toBe(true);
  });

  it('a customer signing out also forgets the checkout in progress (the addresses typed, the code)', () => {
    useCheckoutStore.getState().setCode('WELCOME20');
    useCheckoutStore.getState().setSameAsShipping(false);
    renderWithProviders(<Watcher />);
    act(() => useAuthStore.getState().logout());
    expect(useCheckoutStore.getState()).toMatchObject({ code: '', sameAsShipping: true, shipping: null, order: null });
  });

  it('an admin signing out drops only the admin’s answers', () => {
    renderWithProviders(<Watcher />);
    act(() => useAdminAuthStore.getState().logout());
    expect(cached(ADMIN_ORDERS)).toBe(false);
    expect(cached(ORDERS)).toBe(true);
  });

  it('a fresh token for the same session (a password change) keeps them', () => {
    renderWithProviders(<Watcher />);
    act(() => useAuthStore.getState().login({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }, validToken({ v: 2 })));
    expect(cached(ORDERS)).toBe(true);
  });
});
