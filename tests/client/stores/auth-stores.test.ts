import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAdminAuthStore } from '../../../src/features/admin-auth/stores/admin-auth-store';
import { useAuthStore } from '../../../src/features/auth/stores/auth-store';
import { validToken } from '../helpers';

const ada = { id: 'u1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
const grace = { id: 'a1', name: 'Grace Hopper', email: 'grace@verdant.example' };

beforeEach(() => {
  useAuthStore.getState().logout();
  useAdminAuthStore.getState().logout();
  localStorage.clear();
});

describe('customer auth store', () => {
  it('login stores the user, the token and the flag, under "customer-token" and "auth"', () => {
    const token = validToken();
    useAuthStore.getState().login(ada, token);

    expect(useAuthStore.getState()).toMatchObject({ user: ada, token, isAuthenticated: true });
    expect(localStorage.getItem('customer-token')).toBe(token);
    const saved = JSON.parse(localStorage.getItem('auth') ?? 'null');
    expect(saved.state).toEqual({ user: ada, token, isAuthenticated: true });
  });

  it('logout clears the token, the stored auth data and the user', () => {
    useAuthStore.getState().login(ada, validToken());
    useAuthStore.getState().logout();

    expect(useAuthStore.getState()).toMatchObject({ user: null, token: null, isAuthenticated: false });
    expect(localStorage.getItem('customer-token')).toBeNull();
    expect(localStorage.getItem('auth')).toBeNull();
  });

  it('updateUser merges changes into the signed-in user', () => {
    useAuthStore.getState().login(ada, validToken());
    useAuthStore.getState().updateUser({ firstName: 'Augusta' });
    expect(useAuthStore.getState().user).toMatchObject({ firstName: 'Augusta', lastName: 'Lovelace' });
  });

  it('at start, a stored token counts as authenticated and the saved user comes back', async () => {
    const token = validToken();
    localStorage.setItem('customer-token', token);
    localStorage.setItem('auth', JSON.stringify({ state: { user: ada, token, isAuthenticated: true }, version: 0 }));
    vi.resetModules();
    const { useAuthStore: fresh } = await import('../../../src/features/auth/stores/auth-store');
    expect(fresh.getState()).toMatchObject({ token, isAuthenticated: true, user: ada });
  });

  it('at start, a bare "customer-token" is enough to count as authenticated', async () => {
    const token = validToken();
    localStorage.setItem('customer-token', token);
    vi.resetModules();
    const { useAuthStore: fresh } = await import('../../../src/features/auth/stores/auth-store');
    expect(fresh.getState()).toMatchObject({ token, isAuthenticated: true });
  });

  it('at start, nothing stored means signed out', async () => {
    vi.resetModules();
    const { useAuthStore: fresh } = await import('../../../src/features/auth/stores/auth-store');
    expect(fresh.getState()).toMatchObject({ token: null, user: null, isAuthenticated: false });
  });
});

describe('admin auth store', () => {
  it('login stores the admin under "admin-token" and "admin-auth"', () => {
    const token = validToken({ aud: 'shop:admin' });
    useAdminAuthStore.getState().login(grace, token);

    expect(useAdminAuthStore.getState()).toMatchObject({ admin: grace, token, isAuthenticated: true });
    expect(localStorage.getItem('admin-token')).toBe(token);
    expect(JSON.parse(localStorage.getItem('admin-auth') ?? 'null').state).toEqual({
      admin: grace,
      token,
      isAuthenticated: true,
    });
  });

  it('logout clears the admin session only', () => {
    const customerToken = validToken();
    useAuthStore.getState().login(ada, customerToken);
    useAdminAuthStore.getState().login(grace, validToken());

    useAdminAuthStore.getState().logout();

    expect(useAdminAuthStore.getState()).toMatchObject({ admin: null, token: null, isAuthenticated: false });
    expect(localStorage.getItem('admin-token')).toBeNull();
    expect(localStorage.getItem('admin-auth')).toBeNull();
    expect(useAuthStore.getState().token).toBe(customerToken);
    expect(localStorage.getItem('customer-token')).toBe(customerToken);
  });

  it('at start, a stored admin token counts as authenticated', async () => {
    const token = validToken();
    localStorage.setItem('admin-token', token);
    vi.resetModules();
    const { useAdminAuthStore: fresh } = await import('../../../src/features/admin-auth/stores/admin-auth-store');
    expect(fresh.getState()).toMatchObject({ token, isAuthenticated: true });
  });
});
