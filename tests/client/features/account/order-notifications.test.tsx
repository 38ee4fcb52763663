/**
 * The "Order updates on this device" switch (docs/decisions/0257-web-push-for-orders.md) on Account
 * Details: what it sends the shop's API when turned on and off, and when it is not offered. The
 * browser's Push API (src/lib/web-push.ts) is stood in for: jsdom has none, and no browser here
 * can reach a push service; the API calls run for real down to the axios adapter.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../../src/features/auth/stores/auth-store';
import { AccountDetailsPage } from '../../../../src/features/account/pages/AccountDetailsPage';
import * as webPush from '../../../../src/lib/web-push';
import { validToken } from '../../helpers';
import { ada } from '../../support/account-fixtures';
import { fail, mockApi, ok, type ApiMock } from '../../support/api-mock';
import { renderAt } from '../../support/render';

vi.mock('../../../../src/lib/web-push', () => ({
  pushPermission: vi.fn(),
  canSubscribe: vi.fn(),
  currentSubscription: vi.fn(),
  subscribeDevice: vi.fn(),
  unsubscribeDevice: vi.fn(),
}));
const browser = vi.mocked(webPush);

const KEY = 'BPublicKeyOfTheShop';
const device = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', expirationTime: null, keys: { p256dh: 'BKey', auth: 'secret' } };
let api: ApiMock;

beforeEach(() => {
  useAuthStore.getState().login(ada, validToken());
  api = mockApi();
  api.on('GET', '/user/account', fail(500, 'not under test'));
  api.on('GET', '/general/push/key', ok({ publicKey: KEY }));
  browser.pushPermission.mockReturnValue('default');
  browser.canSubscribe.mockResolvedValue(true);
  browser.currentSubscription.mockResolvedValue(null);
});
afterEach(() => {
  api.restore();
  useAuthStore.getState().logout();
  vi.clearAllMocks();
});

const render = () => renderAt('/account-details', { '/account-details': <AccountDetailsPage /> }, { account: true });
const status = () => screen.findByTestId('notifications-status');

describe('order notifications on Account Details', () => {
  it('turns them on: the browser subscribes with the shop’s key and the subscription is sent to the shop', async () => {
    browser.subscribeDevice.mockResolvedValue(device);
    api.on('POST', '/user/push/subscriptions', { status: 201, data: { success: true, message: 'Notifications are on for this device', data: { subscription: { endpoint: device.endpoint, createdAt: '', updatedAt: '' } } } });
    render();
    expect((await status()).textContent).toBe('Notifications are off for this device.');
    fireEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    await waitFor(async () => expect((await status()).textContent).toBe('Notifications are on for this device.'));
    expect(browser.subscribeDevice).toHaveBeenCalledWith(KEY);
    expect(api.callsTo('POST', '/user/push/subscriptions').map((call) => call.body)).toEqual([device]);
  });

  it('turns them off: the browser unsubscribes and the shop is told which device', async () => {
    browser.currentSubscription.mockResolvedValue(device);
    browser.unsubscribeDevice.mockResolvedValue(device.endpoint);
    api.on('POST', '/user/push/subscriptions', ok({ subscription: { endpoint: device.endpoint, createdAt: '', updatedAt: '' } }));
    api.on('POST', '/user/push/subscriptions/remove', ok({ removed: true }));
    render();
    expect((await status()).textContent).toBe('Notifications are on for this device.');
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(async () => expect((await status()).textContent).toBe('Notifications are off for this device.'));
    expect(api.callsTo('POST', '/user/push/subscriptions/remove').map((call) => call.body)).toEqual([{ endpoint: device.endpoint }]);
  });

  it('says how to allow them when the browser blocks them, and shows the shop’s refusal when saving fails', async () => {
    browser.pushPermission.mockReturnValue('denied');
    render();
    expect((await status()).textContent).toMatch(/^Notifications are blocked for this shop in your browser’s settings/);
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
    cleanup();

    browser.pushPermission.mockReturnValue('default');
    browser.subscribeDevice.mockResolvedValue(device);
    api.on('POST', '/user/push/subscriptions', fail(400, 'Notifications can only be sent through a known push service, and evil.example is not one this shop uses.'));
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect((await within(screen.getByTestId('order-notifications')).findByRole('alert')).textContent).toBe('Notifications can only be sent through a known push service, and evil.example is not one this shop uses.');
    expect((await status()).textContent).toBe('Notifications are off for this device.');
  });

  it('is not offered when the shop sends no notifications', async () => {
    api.on('GET', '/general/push/key', ok({ publicKey: null }));
    render();
    await waitFor(() => expect(api.callsTo('GET', '/general/push/key')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('heading', { name: 'Notifications' })).toBeNull();
    expect(browser.currentSubscription).not.toHaveBeenCalled();
  });
});
