/**
 * Order notifications in a real Chromium (docs/decisions/0257-web-push-for-orders.md).
 *
 * Turning them on and off: headless Chromium has no push service to subscribe with (no network),
 * so the page's PushManager answers with a subscription made here (a real P-256 key pair and auth
 * secret, the endpoint a push service's), and what is tested is the page's request to the shop's
 * API and the real API's answer: the subscription posted on "Turn on notifications", the endpoint
 * posted to /remove on "Turn off".
 *
 * The service worker's side is driven through the DevTools protocol: ServiceWorker.deliverPushMessage
 * hands the worker a push as a push service would, the worker shows it (read back with
 * registration.getNotifications()), and a click on it opens the order. No browser lets a script
 * click a notification, and the protocol cannot either, so the click is the worker's test message
 * (`CLICK_NOTIFICATION`, sw/push.ts), which runs what a click runs.
 *
 * With SHOTS_DIR set, the order page and the account details are photographed at 1440 and 390 px.
 */
import { createECDH, randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { newCustomerWithAddress, orderThroughApi, signIn, twoProducts } from './support/checkout';
import { shoot } from './support/shots';
import { blockLocationServices, LONDON_SHOPPER, waitForCurrencyDetection } from './support/storefront';
import { expect, test } from './support/test';

test.use(LONDON_SHOPPER);

test.beforeEach(async ({ context }) => {
  await blockLocationServices(context);
  await context.grantPermissions(['notifications']);
});

/** What the browser would get from a push service: an endpoint and the device's keys. */
function deviceSubscription() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${randomBytes(8).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

/**
 * The page's PushManager answers with `subscription` (headless Chromium cannot reach a push
 * service); kept in sessionStorage, as a browser keeps a subscription across page loads.
 */
async function standInPushService(page: Page, subscription: ReturnType<typeof deviceSubscription>): Promise<void> {
  await page.addInitScript((device) => {
    const KEPT = 'e2e-push-subscription';
    const made = (serverKey: number[]) =>
      ({
        endpoint: device.endpoint,
        expirationTime: null,
        options: { applicationServerKey: new Uint8Array(serverKey).buffer, userVisibleOnly: true },
        getKey: () => null,
        toJSON: () => ({ endpoint: device.endpoint, expirationTime: null, keys: device.keys }),
        unsubscribe: async () => {
          sessionStorage.removeItem(KEPT);
          return true;
        },
      }) as unknown as PushSubscription;
    PushManager.prototype.subscribe = async function (options) {
      const key = options?.applicationServerKey as Uint8Array;
      sessionStorage.setItem(KEPT, JSON.stringify(Array.from(key)));
      return made(Array.from(key));
    };
    PushManager.prototype.getSubscription = async function () {
      const kept = sessionStorage.getItem(KEPT);
      return kept ? made(JSON.parse(kept) as number[]) : null;
    };
  }, subscription);
}

test('a customer turns order notifications on and off for this device, and the shop is told each time', async ({ page, request }) => {
  test.slow(Boolean(process.env.SHOTS_DIR), 'six full-page photographs on a loaded machine');
  const customer = await newCustomerWithAddress(request, 'push');
  const [product] = await twoProducts(request);
  const order = await orderThroughApi(request, customer, product!);
  const device = deviceSubscription();
  await standInPushService(page, device);
  await page.goto('/');
  await waitForCurrencyDetection(page);
  await signIn(page, customer);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));

  await page.goto(`/orders/${order.id}`);
  const card = page.getByRole('region', { name: 'Order updates on this device' });
  await expect(card.getByTestId('notifications-status')).toHaveText('Notifications are off for this device.');
  await shoot(page, 'push-order-off');

  const subscribing = page.waitForRequest((sent) => sent.url().endsWith('/api/v1/user/push/subscriptions') && sent.method() === 'POST');
  await card.getByRole('button', { name: 'Turn on notifications' }).click();
  const sent = await subscribing;
  expect(sent.postDataJSON()).toEqual({ endpoint: device.endpoint, expirationTime: null, keys: device.keys });
  expect(sent.headers().authorization).toBe(`Bearer ${customer.token}`);
  const answer = await sent.response();
  expect(answer?.status()).toBe(201);
  expect((await answer!.json()).data.subscription.endpoint).toBe(device.endpoint);
  await expect(card.getByTestId('notifications-status')).toHaveText('Notifications are on for this device.');
  await shoot(page, 'push-order-on');

  // The account's own place for it shows the same device as on; turning it off tells the shop.
  await page.goto('/account-details');
  const settings = page.getByRole('region', { name: 'Notifications' });
  await expect(settings.getByTestId('notifications-status')).toHaveText('Notifications are on for this device.');
  await shoot(page, 'push-account-details');
  const removing = page.waitForRequest((sent) => sent.url().endsWith('/api/v1/user/push/subscriptions/remove'));
  await settings.getByRole('button', { name: 'Turn off' }).click();
  const removal = await removing;
  expect(removal.postDataJSON()).toEqual({ endpoint: device.endpoint });
  expect((await (await removal.response())!.json()).data).toEqual({ removed: true });
  await expect(settings.getByTestId('notifications-status')).toHaveText('Notifications are off for this device.');
});

test('the service worker shows an order’s push, and clicking it opens the order', async ({ page, request }) => {
  const customer = await newCustomerWithAddress(request, 'push-sw');
  const [product] = await twoProducts(request);
  const order = await orderThroughApi(request, customer, product!);
  await page.goto('/');
  await waitForCurrencyDetection(page);
  await signIn(page, customer);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  // Controlled by the worker (the first install claims the page), so the click can take this window to the order.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  const origin = new URL(page.url()).origin;
  const cdp = await page.context().newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => registrations.push(...updated));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted)?.registrationId).toBeTruthy();
  const { registrationId } = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted)!;

  const message = {
    kind: 'order',
    event: 'shipped',
    orderId: order.id,
    orderNumber: order.number,
    status: 'shipped',
    paymentStatus: 'paid',
    title: `Order #${order.number} is on its way`,
    body: 'Shipped with Royal Mail: AB123456789GB. Most parcels arrive within 2 to 5 working days.',
    url: `/orders/${order.id}`,
  };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(message) });

  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown })),
    );
  await expect.poll(shown).toEqual([{ title: message.title, body: message.body, tag: `order-${order.id}`, data: { url: message.url } }]);

  await page.evaluate((tag) => navigator.serviceWorker.controller!.postMessage({ type: 'CLICK_NOTIFICATION', tag }), `order-${order.id}`);
  await page.waitForURL(`**/orders/${order.id}`);
  await expect(page.getByRole('heading', { name: `Order #${order.number}` })).toBeVisible();
  // The click closed the notification.
  await expect.poll(shown).toEqual([]);
  await cdp.detach();
});
