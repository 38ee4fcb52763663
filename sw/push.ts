/// <reference lib="webworker" />
/**
 * Notifications about a customer's orders (Web Push, docs/decisions/0257-web-push-for-orders.md).
 * The server sends a message for each order event to the devices the customer turned
 * notifications on for; this worker shows it, one notification per order (a newer event replaces
 * the older one on screen), and a click opens the order's page, or focuses a window already on it.
 *
 * A message this worker cannot read (an older server's, a malformed one) still shows a
 * notification: browsers require one for every push, and the customer's orders page is where any
 * order news is.
 */
import { type OrderPushMessage, readOrderPushMessage } from '../src/contracts/push-message';

declare const self: ServiceWorkerGlobalScope;

/** Where a notification that is not about one order leads. */
export const ORDERS_PATH = '/orders';
const ICON = '/icons/icon-192.png';

export interface ShownNotification {
  title: string;
  options: NotificationOptions & { data: { url: string } };
}

function parsed(text: string | null): OrderPushMessage | null {
  if (text === null) return null;
  try {
    return readOrderPushMessage(JSON.parse(text));
  } catch {
    return null;
  }
}

/** The notification for a push whose data is `text` (null: a push without data). */
export function notificationFor(text: string | null): ShownNotification {
  const message = parsed(text);
  if (!message) return { title: 'Verdant', options: { body: 'There is news about your order.', icon: ICON, badge: ICON, tag: 'orders', data: { url: ORDERS_PATH } } };
  return {
    title: message.title,
    options: { body: message.body, icon: ICON, badge: ICON, tag: `order-${message.orderId}`, data: { url: message.url } },
  };
}

/** The shop path a clicked notification opens; only the shop's own pages. */
export function pathOf(data: unknown): string {
  const url = data && typeof data === 'object' ? (data as { url?: unknown }).url : undefined;
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : ORDERS_PATH;
}

/** A window of the shop already showing `path`, to focus rather than open another. */
export function windowShowing<W extends { url: string }>(windows: readonly W[], path: string, origin: string): W | undefined {
  return windows.find((window) => {
    const url = new URL(window.url);
    return url.origin === origin && url.pathname === path;
  });
}

/** Brings a window forward; refused without the click's permission (the test message), which changes nothing else. */
async function bringForward(window: WindowClient): Promise<void> {
  try {
    await window.focus();
  } catch {
    // Not allowed to take the focus now: the window already shows the order.
  }
}

/**
 * The order's page: the window already on it, focused; else one of the shop's windows, taken there
 * (the installed app has one window, and a second copy of the shop would only confuse); else a new one.
 */
async function openOrFocus(path: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window' });
  const showing = windowShowing(windows, path, self.location.origin);
  if (showing) return bringForward(showing);
  const shop = windows.find((window) => new URL(window.url).origin === self.location.origin);
  const moved = shop ? await shop.navigate(path).catch(() => null) : null;
  if (moved) return bringForward(moved);
  await self.clients.openWindow(path);
}

function click(notification: Notification): Promise<void> {
  notification.close();
  return openOrFocus(pathOf(notification.data));
}

/**
 * The browser tests' way to click a notification, `{ type: 'CLICK_NOTIFICATION', tag }` posted by
 * one of the shop's pages: no browser lets a script click a notification, and the DevTools protocol
 * delivers a push but cannot click what it shows. It does what a click on the notification with
 * that tag does, and so can only open the shop's own pages.
 */
async function clickForTest(tag: unknown): Promise<void> {
  if (typeof tag !== 'string') return;
  const [notification] = await self.registration.getNotifications({ tag });
  if (notification) await click(notification);
}

export function registerPushNotifications(): void {
  self.addEventListener('push', (event) => {
    const { title, options } = notificationFor(event.data ? event.data.text() : null);
    event.waitUntil(self.registration.showNotification(title, options));
  });
  self.addEventListener('notificationclick', (event) => event.waitUntil(click(event.notification)));
  self.addEventListener('message', (event) => {
    const data = event.data as { type?: unknown; tag?: unknown } | null;
    if (data && typeof data === 'object' && data.type === 'CLICK_NOTIFICATION') event.waitUntil(clickForTest(data.tag));
  });
}
