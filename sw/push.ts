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

async function openOrFocus(path: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const showing = windowShowing(windows, path, self.location.origin);
  if (showing) {
    await showing.focus();
    return;
  }
  await self.clients.openWindow(path);
}

export function registerPushNotifications(): void {
  self.addEventListener('push', (event) => {
    const { title, options } = notificationFor(event.data ? event.data.text() : null);
    event.waitUntil(self.registration.showNotification(title, options));
  });
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(openOrFocus(pathOf(event.notification.data)));
  });
}
