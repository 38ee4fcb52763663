/**
 * The browser's Push API, wrapped once (docs/decisions/0257-web-push-for-orders.md): whether this
 * browser can take notifications from the shop, this device's subscription, and subscribing and
 * unsubscribing it with the shop's public VAPID key. The subscription belongs to the service
 * worker's registration (sw/push.ts shows the messages), so nothing works where no worker is
 * registered (the dev server, a browser without service workers).
 */

/** What this browser allows: no Push API at all, notifications blocked, not asked yet, or allowed. */
export type PushPermission = 'unsupported' | 'denied' | 'default' | 'granted';

/** The subscription as the API takes it (PushSubscription.toJSON()). */
export interface DeviceSubscription {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

export function pushPermission(): PushPermission {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  return Notification.permission;
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (pushPermission() === 'unsupported') return null;
  return (await navigator.serviceWorker.getRegistration('/')) ?? null;
}

/** Whether a service worker is there to receive pushes (none on the dev server). */
export async function canSubscribe(): Promise<boolean> {
  return (await registration()) !== null;
}

function asDevice(subscription: PushSubscription): DeviceSubscription {
  const json = subscription.toJSON();
  return { endpoint: json.endpoint ?? subscription.endpoint, expirationTime: json.expirationTime ?? null, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}


function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

const sameKey = (subscription: PushSubscription, publicKey: string) => {
  const held = subscription.options.applicationServerKey;
  if (!held) return false;
  const wanted = keyBytes(publicKey);
  const bytes = new Uint8Array(held);
  return bytes.length === wanted.length && bytes.every((byte, i) => byte === wanted[i]);
};

/**
 * This device's subscription with the shop's key `publicKey`, or null. One made with an older key
 * (the shop's keys changed) can no longer be sent to: it is renewed with the new key while the
 * browser still allows notifications (no prompt), and ended otherwise.
 */
export async function currentSubscription(publicKey: string): Promise<DeviceSubscription | null> {
  const worker = await registration();
  const subscription = await worker?.pushManager.getSubscription();
  if (!worker || !subscription) return null;
  if (sameKey(subscription, publicKey)) return asDevice(subscription);
  await subscription.unsubscribe();
  if (Notification.permission !== 'granted') return null;
  return asDevice(await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
}

/**
 * Asks for permission (the browser's own prompt) and subscribes this device with the shop's key.
 * Answers null when the person refused. A subscription made with another key (the shop's keys
 * changed) is replaced.
 */
export async function subscribeDevice(publicKey: string): Promise<DeviceSubscription | null> {
  const worker = await registration();
  if (!worker) throw new Error('Notifications need the installed shop’s service worker; reload the page and try again.');
  if ((await Notification.requestPermission()) !== 'granted') return null;
  const existing = await worker.pushManager.getSubscription();
  if (existing && sameKey(existing, publicKey)) return asDevice(existing);
  if (existing) await existing.unsubscribe();
  return asDevice(await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
}

/** Ends this device's subscription in the browser; answers its endpoint (null when there was none). */
export async function unsubscribeDevice(): Promise<string | null> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
