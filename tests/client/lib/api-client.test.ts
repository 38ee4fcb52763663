import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAdminAuthStore } from '../../../src/features/admin-auth/stores/admin-auth-store';
import { useAuthStore } from '../../../src/features/auth/stores/auth-store';
import {
  ADMIN_UPLOAD_TIMEOUT_MS,
  adminApi,
  adminUpload,
  CUSTOMER_UPLOAD_TIMEOUT_MS,
  customerApi,
  customerUpload,
  generalApi,
  keepDeviceProof,
  REQUEST_TIMEOUT_MS,
  unwrap,
  withDeviceProof,
} from '../../../src/lib/api-client';
import { apiErrorMessage, NETWORK_MESSAGE, OFFLINE_MESSAGE, TIMEOUT_MESSAGE } from '../../../src/lib/api-error';
import { validToken } from '../helpers';

const ada = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
const grace = { name: 'Grace Hopper', email: 'grace@verdant.example' };

type Seen = { config?: InternalAxiosRequestConfig };

/** An adapter answering every request with `status` and `data`, rejecting like axios does for non-2xx. */
function answer(status: number, data: unknown, seen: Seen = {}): AxiosAdapter {
  return async (config) => {
    seen.config = config;
    const response = { status, statusText: String(status), data, headers: {}, config };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, {}, response);
  };
}

const clients = [generalApi, customerApi, adminApi];
const originalAdapters = clients.map((client) => client.defaults.adapter);

beforeEach(() => {
  useAuthStore.getState().login(ada, validToken());
  useAdminAuthStore.getState().login(grace, validToken());
});

afterEach(() => {
  clients.forEach((client, index) => {
    client.defaults.adapter = originalAdapters[index];
  });
  useAuthStore.getState().logout();
  useAdminAuthStore.getState().logout();
});

describe('clients', () => {
  it('all use /api/v1 and a 10 s timeout', () => {
    for (const client of clients) {
      expect(client.defaults.baseURL).toBe('/api/v1');
      expect(client.defaults.timeout).toBe(REQUEST_TIMEOUT_MS);
    }
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
  });

  it('customerApi sends the customer token, adminApi the admin token', async () => {
    const seenCustomer: Seen = {};
    const seenAdmin: Seen = {};
    customerApi.defaults.adapter = answer(200, { success: true, message: 'ok', data: null }, seenCustomer);
    adminApi.defaults.adapter = answer(200, { success: true, message: 'ok', data: null }, seenAdmin);

    await customerApi.get('/user/account');
    await adminApi.get('/admin/profile');

    expect(seenCustomer.config?.headers.get('Authorization')).toBe(`Bearer ${useAuthStore.getState().token}`);
    expect(seenAdmin.config?.headers.get('Authorization')).toBe(`Bearer ${useAdminAuthStore.getState().token}`);
  });

  it('sends no Authorization header when signed out', async () => {
    useAuthStore.getState().logout();
    const seen: Seen = {};
    customerApi.defaults.adapter = answer(200, { success: true, message: 'ok', data: null }, seen);
    await customerApi.get('/user/account');
    expect(seen.config?.headers.has('Authorization')).toBe(false);
  });

  it('unwrap returns the envelope’s data', async () => {
    generalApi.defaults.adapter = answer(200, { success: true, message: 'ok', data: { products: [1, 2] } });
    await expect(unwrap(generalApi.get<{ success: boolean; message: string; data: { products: number[] } }>('/general/products/featured'))).resolves.toEqual({
      products: [1, 2],
    });
  });

  it('uploads use 30 s (customer) and 60 s (admin) timeouts', async () => {
    const seenCustomer: Seen = {};
    const seenAdmin: Seen = {};
    customerApi.defaults.adapter = answer(200, { success: true, message: 'ok', data: null }, seenCustomer);
    adminApi.defaults.adapter = answer(200, { success: true, message: 'ok', data: null }, seenAdmin);

    await customerUpload('/user/account/profile-image', new FormData());
    await adminUpload('/admin/products', new FormData());

    expect(seenCustomer.config).toMatchObject({ method: 'put', timeout: CUSTOMER_UPLOAD_TIMEOUT_MS });
    expect(seenAdmin.config).toMatchObject({ method: 'post', timeout: ADMIN_UPLOAD_TIMEOUT_MS });
    expect([CUSTOMER_UPLOAD_TIMEOUT_MS, ADMIN_UPLOAD_TIMEOUT_MS]).toEqual([30_000, 60_000]);
  });
});

describe('401 handling (docs/product/accounts.md#refused-tokens)', () => {
  it('a 401 on a customer call ends the customer session, not the admin one', async () => {
    customerApi.defaults.adapter = answer(401, { success: false, message: 'Session expired', data: null });
    const adminToken = useAdminAuthStore.getState().token;

    await expect(customerApi.get('/user/orders')).rejects.toBeInstanceOf(AxiosError);

    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, isAuthenticated: false });
    expect(localStorage.getItem('customer-token')).toBeNull();
    expect(useAdminAuthStore.getState()).toMatchObject({ token: adminToken, isAuthenticated: true });
    expect(localStorage.getItem('admin-token')).toBe(adminToken);
  });

  it('a 401 on an admin call ends the admin session, not the customer one', async () => {
    adminApi.defaults.adapter = answer(401, { success: false, message: 'Session expired', data: null });
    const customerToken = useAuthStore.getState().token;

    await expect(adminApi.get('/admin/orders')).rejects.toBeInstanceOf(AxiosError);

    expect(useAdminAuthStore.getState()).toMatchObject({ token: null, admin: null, isAuthenticated: false });
    expect(localStorage.getItem('admin-token')).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ token: customerToken, isAuthenticated: true });
  });

  it('other statuses are passed on without touching either session', async () => {
    customerApi.defaults.adapter = answer(403, { success: false, message: 'Forbidden', data: null });
    await expect(customerApi.get('/user/orders')).rejects.toMatchObject({ response: { status: 403 } });
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('a 401 on a general (storefront) call ends no session', async () => {
    generalApi.defaults.adapter = answer(401, { success: false, message: 'No', data: null });
    await expect(generalApi.get('/general/products')).rejects.toBeInstanceOf(AxiosError);
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    expect(useAdminAuthStore.getState().isAuthenticated).toBe(true);
  });
});

describe('apiErrorMessage (docs/product/constants-and-texts.md#fallback-messages)', () => {
  it('prefers the server’s message', async () => {
    customerApi.defaults.adapter = answer(400, { success: false, message: 'Postal code is required', data: null });
    const error = await customerApi.post('/user/addresses/add', {}).catch((caught: unknown) => caught);
    expect(apiErrorMessage(error, 'Failed to add address')).toBe('Postal code is required');
  });

  it('falls back to the spec’s string when the server sent no message', async () => {
    customerApi.defaults.adapter = answer(500, '<html>Bad gateway</html>');
    const error = await customerApi.get('/user/addresses').catch((caught: unknown) => caught);
    expect(apiErrorMessage(error, 'Failed to fetch addresses')).toBe('Failed to fetch addresses');

    customerApi.defaults.adapter = answer(500, { success: false, message: '   ', data: null });
    const blank = await customerApi.get('/user/addresses').catch((caught: unknown) => caught);
    expect(apiErrorMessage(blank, 'Failed to fetch addresses')).toBe('Failed to fetch addresses');
  });

  it('explains timeouts and network failures in plain words', () => {
    const config = { headers: {} } as InternalAxiosRequestConfig;
    expect(apiErrorMessage(new AxiosError('timeout of 10000ms exceeded', 'ECONNABORTED', config), 'x')).toBe(TIMEOUT_MESSAGE);
    expect(apiErrorMessage(new AxiosError('Network Error', 'ERR_NETWORK', config), 'x')).toBe(NETWORK_MESSAGE);

    const onLine = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      expect(apiErrorMessage(new AxiosError('Network Error', 'ERR_NETWORK', config), 'x')).toBe(OFFLINE_MESSAGE);
    } finally {
      delete (navigator as { onLine?: boolean }).onLine;
      if (onLine) Object.defineProperty(Navigator.prototype, 'onLine', onLine);
    }
  });

  it('uses the fallback for anything that is not an HTTP error', () => {
    expect(apiErrorMessage(new Error('boom'), 'Login failed')).toBe('Login failed');
    expect(apiErrorMessage(undefined, 'Login failed')).toBe('Login failed');
  });
});

describe('device proofs', () => {
  const signedIn = (email: string, deviceProof?: string) => ({ user: { email }, token: 't', deviceProof });

  it('are kept per email and audience, and sent only with a sign-in for that email', () => {
    keepDeviceProof('customer', signedIn('Ada@Example.com', 'ada-proof'));
    keepDeviceProof('admin', { admin: { email: 'grace@verdant.example' }, token: 't', deviceProof: 'grace-proof' });
    expect(withDeviceProof('customer', { email: ' ada@example.com ', password: 'p' })).toEqual({ email: ' ada@example.com ', password: 'p', deviceProof: 'ada-proof' });
    expect(withDeviceProof('customer', { email: 'grace@verdant.example', password: 'p' })).toEqual({ email: 'grace@verdant.example', password: 'p' });
    expect(withDeviceProof('admin', { email: 'ada@example.com', password: 'p' })).toEqual({ email: 'ada@example.com', password: 'p' });
    // An answer without a proof (a password change) leaves the kept one alone.
    keepDeviceProof('customer', signedIn('ada@example.com'));
    expect(withDeviceProof('customer', { email: 'ada@example.com', password: 'p' }).deviceProof).toBe('ada-proof');
  });

  it('keep the newest five, a renewed proof replacing its email’s older one', () => {
    for (let i = 1; i <= 6; i++) keepDeviceProof('customer', signedIn(`shopper-${i}@example.com`, `proof-${i}`));
    keepDeviceProof('customer', signedIn('shopper-3@example.com', 'proof-3-renewed'));
    const kept = JSON.parse(localStorage.getItem('customer-device-proofs')!);
    expect(kept).toEqual({
      'shopper-3@example.com': 'proof-3-renewed',
      'shopper-6@example.com': 'proof-6',
      'shopper-5@example.com': 'proof-5',
      'shopper-4@example.com': 'proof-4',
      'shopper-2@example.com': 'proof-2',
    });
  });

  it('treat unreadable storage as none kept', () => {
    for (const stored of ['not json', '[1,2]', 'null', '{"ada@example.com": 42}']) {
      localStorage.setItem('customer-device-proofs', stored);
      expect(withDeviceProof('customer', { email: 'ada@example.com', password: 'p' })).toEqual({ email: 'ada@example.com', password: 'p' });
    }
  });
});
