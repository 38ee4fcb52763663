/**
 * The shop's side of order notifications (docs/decisions/0257-web-push-for-orders.md): its public
 * key (GET /general/push/key), and this device's subscription saved (POST /user/push/subscriptions)
 * or removed (POST /user/push/subscriptions/remove). The browser's side is src/lib/web-push.ts.
 */
import type { ApiEnvelope } from '../../../contracts/envelope';
import type { PushKey } from '../../../contracts/push';
import { customerApi, generalApi } from '../../../lib/api-client';
import { type DeviceSubscription, unsubscribeDevice } from '../../../lib/web-push';

/** The key browsers subscribe with; null when the shop sends no notifications. */
export async function getPushKey(): Promise<string | null> {
  const response = await generalApi.get<ApiEnvelope<PushKey>>('/general/push/key');
  return response.data.data.publicKey;
}

export async function saveDeviceSubscription(subscription: DeviceSubscription): Promise<void> {
  await customerApi.post('/user/push/subscriptions', subscription);
}

export async function removeDeviceSubscription(endpoint: string, token?: string): Promise<void> {
  await customerApi.post('/user/push/subscriptions/remove', { endpoint }, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
}

/**
 * On sign-out: this device stops hearing about the account's orders, in the browser and on the
 * server (with the token, before it is revoked). Never in the way of signing out: a failure
 * leaves the server's copy to be dropped when its push service next answers 410.
 */
export async function turnOffDeviceNotifications(token: string): Promise<void> {
  try {
    const endpoint = await unsubscribeDevice();
    if (endpoint) await removeDeviceSubscription(endpoint, token);
  } catch {
    // Offline, or the browser refused: signing out goes on.
  }
}
