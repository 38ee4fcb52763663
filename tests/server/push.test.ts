/**
 * Web Push for a customer's orders (docs/decisions/0257-web-push-for-orders.md), end to end on
 * both databases: a device subscribes (its keys made here as a browser makes them, its endpoint a
 * receiver on 127.0.0.1 that PUSH_ALLOWED_HOSTS lets through), the order's events queue a push in
 * their own transaction, and the delivery job sends it after the commit; the test decrypts each
 * message with the device's keys (RFC 8291) and checks its VAPID signature. A 410 drops the
 * device, a 500 is retried later and not before, and endpoints outside the push services are
 * refused with a 400 that says why, storing nothing.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderPushMessage } from '#contracts/push-message';
import { formatMoney } from '#domain/money';
import { pushMessages, pushSubscriptions } from '../../server/db/schema';
import { DEFAULT_PUSH_HOSTS, endpointRefusal, parsePushHosts, refusedAddress } from '../../server/lib/push-endpoints';
import { generateVapidKeys } from '../../server/lib/vapid-keys';
import { EMAIL_DELIVERY_JOB } from '../../server/modules/email';
import { PUSH_DELIVERY_JOB } from '../../server/modules/push';
import { sendPush } from '../../server/modules/push/transport';
import { callWith, createAdmin, insertOrder, registerCustomer, type TestCustomer } from './support/accounts';
import { asAdmin } from './support/admin';
import { useTestApp } from './support/app';
import { payWithCard, placeOrder } from './support/checkout';
import { insertProduct } from './support/fixtures';
import { decryptPush, type Device, makeDevice, type PushReceiver, startPushReceiver, vapidSigner } from './support/push-receiver';

const vapid = generateVapidKeys();
const METRICS_TOKEN = 'push-test-metrics-token-0123456789';
const t = useTestApp({
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  VAPID_SUBJECT: 'mailto:ops@verdant.test',
  PUSH_ALLOWED_HOSTS: '127.0.0.1,fcm.googleapis.com,*.notify.windows.com',
  METRICS_TOKEN,
  RATE_LIMIT_PER_MINUTE: '100000',
});

let receiver: PushReceiver;
let admin: string;
let productId: string;

beforeAll(async () => {
  receiver = await startPushReceiver();
  admin = (await createAdmin(t.app)).token;
  productId = (await insertProduct(t.app.db, { name: 'Rosehip Oil', price: 2400, stock: 100 })).id;
});
afterAll(async () => {
  await receiver?.close();
});

let devices = 0;
/** A device of `customer`'s, subscribed through the API, whose pushes arrive at its own path. */
async function subscribedDevice(customer: TestCustomer): Promise<{ device: Device; path: string; endpoint: string }> {
  const device = makeDevice();
  const path = `/push/device-${++devices}`;
  const endpoint = `${receiver.origin}${path}`;
  const res = await callWith(t.app, customer.token, 'POST', '/user/push/subscriptions', device.subscription(endpoint));
  expect(res.statusCode, res.body).toBe(201);
  return { device, path, endpoint };
}

/** Waits for the delivery job (kicked after each commit) to finish, then answers what `path` has received. */
async function pushesTo(path: string, device: Device): Promise<OrderPushMessage[]> {
  await t.app.jobs.idle();
  const arrived = receiver.received.filter((push) => push.path === path);
  for (const push of arrived) {
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(await vapidSigner(push.headers.authorization, receiver.origin)).toBe(vapid.publicKey);
  }
  return arrived.map((push) => JSON.parse(decryptPush(device, push.body)) as OrderPushMessage);
}

async function paidOrder(customer: TestCustomer) {
  const { orderId, orderNumber, pricing } = await placeOrder(t.app, customer.token, [{ productId, quantity: 1 }]);
  expect((await payWithCard(t.app, customer.token, orderId)).status).toBe('succeeded');
  return { orderId, orderNumber, total: pricing.total };
}

const metric = async (name: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const line = res.body.split('\n').find((row) => row.startsWith(`${name} `) || row.startsWith(`${name}{`));
  return line ? Number(line.split(' ').at(-1)) : 0;
};

describe('the shop’s public key', () => {
  it('is served to anyone, the key the pushes are signed with', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/general/push/key' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ publicKey: vapid.publicKey });
  });
});

describe('an order’s events, pushed to the customer’s device', () => {
  it('sends payment received, shipped with its tracking, and delivered, each once, decrypted with the device’s keys', async () => {
    const customer = await registerCustomer(t.app);
    const { device, path } = await subscribedDevice(customer);
    const { orderId, orderNumber, total } = await paidOrder(customer);

    const [paid, ...more] = await pushesTo(path, device);
    expect(more).toEqual([]);
    expect(paid).toEqual({
      kind: 'order',
      event: 'paid',
      orderId,
      orderNumber,
      status: 'unfulfilled',
      paymentStatus: 'paid',
      title: `Order #${orderNumber}: payment received`,
      body: `Thank you! We have your payment of ${formatMoney(total)} and are preparing your order.`,
      url: `/orders/${orderId}`,
    });

    // Packed in the warehouse: nothing for the customer yet (as with the emails, decision 0115).
    expect((await asAdmin(t.app, admin, 'PUT', `/admin/orders/${orderId}/status`, { status: 'fulfilled' })).statusCode).toBe(200);
    const shipped = await asAdmin(t.app, admin, 'PUT', `/admin/orders/${orderId}/status`, { status: 'shipped', tracking: { carrier: 'royal-mail', number: 'AB123456789GB' } });
    expect(shipped.statusCode, shipped.body).toBe(200);
    // The same move again is refused (409) before anything is queued.
    expect((await asAdmin(t.app, admin, 'PUT', `/admin/orders/${orderId}/status`, { status: 'shipped' })).statusCode).toBe(409);
    expect((await asAdmin(t.app, admin, 'PUT', `/admin/orders/${orderId}/status`, { status: 'delivered' })).statusCode).toBe(200);

    const messages = await pushesTo(path, device);
    expect(messages.map((m) => [m.event, m.status, m.paymentStatus])).toEqual([
      ['paid', 'unfulfilled', 'paid'],
      ['shipped', 'shipped', 'paid'],
      ['delivered', 'delivered', 'paid'],
    ]);
    expect(messages[1]).toMatchObject({ title: `Order #${orderNumber} is on its way`, body: 'Shipped with Royal Mail: AB123456789GB. Most parcels arrive within 2 to 5 working days.' });
    expect(messages[2]!.title).toBe(`Order #${orderNumber} has been delivered`);

    const rows = await t.app.db.select().from(pushMessages).where(eq(pushMessages.orderId, orderId));
    expect(rows.map((row) => [row.event, row.status, row.attempts])).toEqual(
      expect.arrayContaining([
        ['paid', 'sent', 1],
        ['shipped', 'sent', 1],
        ['delivered', 'sent', 1],
      ]),
    );
    expect(rows).toHaveLength(3);
  });

  it('sends each refund, and a cancellation, to every device of the customer and to no one else’s', async () => {
    const customer = await registerCustomer(t.app);
    const phone = await subscribedDevice(customer);
    const laptop = await subscribedDevice(customer);
    const stranger = await subscribedDevice(await registerCustomer(t.app));
    const { orderId, orderNumber, total } = await paidOrder(customer);

    const part = await asAdmin(t.app, admin, 'POST', `/admin/orders/${orderId}/refunds`, { amount: 500 });
    expect(part.statusCode, part.body).toBe(201);
    const rest = await asAdmin(t.app, admin, 'POST', `/admin/orders/${orderId}/refunds`, { amount: total - 500 });
    expect(rest.statusCode, rest.body).toBe(201);

    for (const { device, path } of [phone, laptop]) {
      const messages = await pushesTo(path, device);
      expect(messages.map((m) => [m.event, m.title, m.status, m.paymentStatus])).toEqual([
        ['paid', `Order #${orderNumber}: payment received`, 'unfulfilled', 'paid'],
        ['refunded', `Part of order #${orderNumber} has been refunded`, 'unfulfilled', 'paid'],
        ['refunded', `Order #${orderNumber} has been refunded`, 'cancelled', 'refunded'],
      ]);
      expect(messages[1]!.body).toBe('We have refunded £5.00 to your card. Banks usually show it within 5 to 10 working days.');
      expect(messages[2]!.body).toBe(`We have refunded ${formatMoney(total - 500)} to your card. Your order has been cancelled. Banks usually show it within 5 to 10 working days.`);
    }

    // An unpaid order the customer cancels themselves.
    const unpaid = await placeOrder(t.app, customer.token, [{ productId, quantity: 1 }]);
    expect((await callWith(t.app, customer.token, 'PUT', `/user/orders/${unpaid.orderId}/cancel`)).statusCode).toBe(200);
    const last = (await pushesTo(phone.path, phone.device)).at(-1)!;
    expect(last).toMatchObject({ event: 'cancelled', orderId: unpaid.orderId, status: 'cancelled', body: 'Nothing was charged and nothing will be sent.' });

    expect(await pushesTo(stranger.path, stranger.device)).toEqual([]);
  });

  it('leaves out a customer who never turned notifications on: a payment queues nothing and wakes no delivery', async () => {
    const customer = await registerCustomer(t.app);
    const kick = vi.spyOn(t.app.jobs, 'kick');
    const { orderId } = await paidOrder(customer);
    await t.app.jobs.idle();
    const kicked = kick.mock.calls.map(([job]) => job);
    expect(kicked).toContain(EMAIL_DELIVERY_JOB);
    expect(kicked).not.toContain(PUSH_DELIVERY_JOB);
    expect(await t.app.db.select().from(pushMessages).where(eq(pushMessages.orderId, orderId))).toEqual([]);
  });

  it('queues nothing for a guest’s order, which has no devices', async () => {
    const guests = await insertOrder(t.app.db, { customerId: null, email: 'guest@example.com', status: 'fulfilled', lines: [{ productId: null, quantity: 1, unitPrice: 2400 }] });
    expect((await asAdmin(t.app, admin, 'PUT', `/admin/orders/${guests.id}/status`, { status: 'shipped' })).statusCode).toBe(200);
    await t.app.jobs.idle();
    expect(await t.app.db.select().from(pushMessages).where(eq(pushMessages.orderId, guests.id))).toEqual([]);
  });
});

describe('what the push service answers', () => {
  it('drops the device on 410 (and on 404), with its queued messages, and counts it', async () => {
    const droppedBefore = await metric('shop_push_subscriptions_dropped_total');
    const customer = await registerCustomer(t.app);
    const { path, endpoint } = await subscribedDevice(customer);
    receiver.answer(path, 410);
    await paidOrder(customer);
    await t.app.jobs.idle();
    expect(receiver.received.filter((push) => push.path === path)).toHaveLength(1);
    expect(await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toEqual([]);
    expect(await metric('shop_push_subscriptions_dropped_total')).toBe(droppedBefore + 1);

    // The next event finds no device to tell.
    const gone = await subscribedDevice(customer);
    receiver.answer(gone.path, 404);
    const { orderId } = await paidOrder(customer);
    await t.app.jobs.idle();
    expect(await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, gone.endpoint))).toEqual([]);
    expect(await t.app.db.select().from(pushMessages).where(eq(pushMessages.orderId, orderId))).toEqual([]);
  });

  it('retries a 500 later, not at once, and sends it then', async () => {
    const retriesBefore = await metric('shop_push_failures_total{outcome="retry"}');
    const sentBefore = await metric('shop_push_sent_total');
    const customer = await registerCustomer(t.app);
    const { device, path } = await subscribedDevice(customer);
    receiver.answer(path, 500);
    const { orderId } = await paidOrder(customer);
    await t.app.jobs.idle();

    const [waiting] = await t.app.db.select().from(pushMessages).where(eq(pushMessages.orderId, orderId));
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, lastError: 'the push service answered 500' });
    const wait = (waiting!.nextAttemptAt.getTime() - Date.now()) / 1000;
    expect(wait).toBeGreaterThan(20);
    expect(wait).toBeLessThanOrEqual(31);
    expect(await metric('shop_push_failures_total{outcome="retry"}')).toBe(retriesBefore + 1);

    // A round now (another commit's kick) leaves it alone: it is not due.
    t.app.jobs.kick('push-delivery');
    await t.app.jobs.idle();
    expect(receiver.received.filter((push) => push.path === path)).toHaveLength(1);

    // Once due, the next round sends it, and the push service takes it.
    await t.app.db.update(pushMessages).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(eq(pushMessages.id, waiting!.id));
    t.app.jobs.kick('push-delivery');
    const [paid] = await pushesTo(path, device);
    expect(receiver.received.filter((push) => push.path === path)).toHaveLength(2);
    expect(paid).toMatchObject({ event: 'paid', orderId, status: 'unfulfilled' });
    const [sent] = await t.app.db.select().from(pushMessages).where(eq(pushMessages.id, waiting!.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(await metric('shop_push_sent_total')).toBeGreaterThan(sentBefore);
  });
});

describe('subscribing and unsubscribing a device', () => {
  it('updates the same endpoint instead of adding one, also when another customer signs in on it', async () => {
    const ada = await registerCustomer(t.app);
    const bea = await registerCustomer(t.app);
    const device = makeDevice();
    const endpoint = `${receiver.origin}/push/shared-device`;
    expect((await callWith(t.app, ada.token, 'POST', '/user/push/subscriptions', device.subscription(endpoint))).statusCode).toBe(201);
    const again = await callWith(t.app, bea.token, 'POST', '/user/push/subscriptions', makeDevice().subscription(endpoint));
    expect(again.statusCode).toBe(201);
    expect(again.json().data.subscription).toMatchObject({ endpoint });
    const rows = await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(rows.map((row) => row.customerId)).toEqual([bea.user.id]);

    // Ada cannot turn off a device that is now Bea's; Bea can.
    expect((await callWith(t.app, ada.token, 'POST', '/user/push/subscriptions/remove', { endpoint })).json().data).toEqual({ removed: false });
    const off = await callWith(t.app, bea.token, 'POST', '/user/push/subscriptions/remove', { endpoint });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ message: 'Notifications are off for this device', data: { removed: true } });
    expect(await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toEqual([]);
  });

  it('refuses keys of the wrong shape, naming the field, and asks for a token', async () => {
    const customer = await registerCustomer(t.app);
    const endpoint = `${receiver.origin}/push/bad-keys`;
    const bad = await callWith(t.app, customer.token, 'POST', '/user/push/subscriptions', { endpoint, keys: { p256dh: 'short', auth: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().errors)).toContain('keys.p256dh');
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/user/push/subscriptions', payload: makeDevice().subscription(endpoint) });
    expect(anonymous.statusCode).toBe(401);
    expect(await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toEqual([]);
  });
});

describe('no request forgery through push endpoints', () => {
  const refused: ReadonlyArray<[string, string]> = [
    ['http://fcm.googleapis.com/fcm/send/abc', 'must be an https URL'],
    ['https://evil.example.com/fcm/send/abc', 'evil.example.com is not one this shop uses'],
    ['https://fcm.googleapis.com.evil.example/x', 'is not one this shop uses'],
    ['https://notify.windows.com/w/x', 'notify.windows.com is not one this shop uses'],
    ['https://169.254.169.254/latest/meta-data/', 'not an IP address'],
    ['https://10.0.0.7/push', 'not an IP address'],
    ['https://[::1]/push', 'not an IP address'],
    ['https://[fd00::1]/push', 'not an IP address'],
    ['https://167772161/push', 'not an IP address'],
    ['https://user:secret@fcm.googleapis.com/fcm/send/abc', 'user name or password'],
    ['https://fcm.googleapis.com:8443/fcm/send/abc', 'standard https port'],
    ['http://127.0.0.2:8080/push', 'must be an https URL'],
    ['http://localhost:8080/push', 'must be an https URL'],
    ['file:///etc/passwd', 'must be an https URL'],
    ['not a url at all', 'is not a URL'],
  ];

  it.each(refused)('refuses %s with a 400 saying why, storing nothing', async (endpoint, why) => {
    const customer = await registerCustomer(t.app);
    const res = await callWith(t.app, customer.token, 'POST', '/user/push/subscriptions', makeDevice().subscription(endpoint));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(why);
    expect(res.json().errors).toEqual([{ field: 'endpoint', message: res.json().message }]);
    expect(await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.customerId, customer.user.id))).toEqual([]);
  });

  it('accepts the listed push services and the test’s loopback receiver', async () => {
    const customer = await registerCustomer(t.app);
    for (const endpoint of ['https://fcm.googleapis.com/fcm/send/abc:def', 'https://wns2-par02p.notify.windows.com/w/?token=abc', `${receiver.origin}/push/ok`]) {
      const res = await callWith(t.app, customer.token, 'POST', '/user/push/subscriptions', makeDevice().subscription(endpoint));
      expect(res.statusCode, `${endpoint}: ${res.body}`).toBe(201);
    }
    expect(await t.app.db.select().from(pushSubscriptions).where(and(eq(pushSubscriptions.customerId, customer.user.id)))).toHaveLength(3);
  });

  it('by default knows the major browsers’ push services and nothing else', () => {
    const parsed = parsePushHosts(DEFAULT_PUSH_HOSTS);
    if (!parsed.ok) throw new Error(parsed.problem);
    const hosts = parsed.value;
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/x',
      'https://updates.push.services.mozilla.com/wpush/v2/x',
      'https://web.push.apple.com/QGx',
      'https://wns2-bl2p.notify.windows.com/w/?token=x',
    ])
      expect(endpointRefusal(hosts, endpoint), endpoint).toBeNull();
    expect(endpointRefusal(hosts, 'http://127.0.0.1:9000/push')).toContain('https');
    expect(endpointRefusal(hosts, 'https://push.example.org/x')).toContain('not one this shop uses');
  });

  it('never connects to an internal address a listed name resolves to', () => {
    const parsed = parsePushHosts('fcm.googleapis.com,127.0.0.1');
    if (!parsed.ok) throw new Error(parsed.problem);
    for (const address of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fd12::1', 'fe80::1', '::ffff:10.0.0.1'])
      expect(refusedAddress(parsed.value, 'fcm.googleapis.com', address), address).toBe(true);
    expect(refusedAddress(parsed.value, 'fcm.googleapis.com', '142.250.180.10')).toBe(false);
    expect(refusedAddress(parsed.value, 'fcm.googleapis.com', '2a00:1450:4009:81f::200a')).toBe(false);
    // The listed loopback receiver is reached on loopback only.
    expect(refusedAddress(parsed.value, '127.0.0.1', '127.0.0.1')).toBe(false);
    expect(refusedAddress(parsed.value, '127.0.0.1', '10.0.0.1')).toBe(true);
  });

  it('refuses the connection when a listed name resolves to an internal address', async () => {
    // As if an operator listed a name that points inside the network: the send never connects.
    const hosts = { names: new Set(['localhost']), suffixes: [], loopback: new Set<string>() };
    const device = makeDevice().subscription('https://localhost/push/inside');
    const answer = await sendPush(hosts, device.endpoint, { headers: {}, body: Buffer.from('x') });
    expect(answer).toEqual({ refused: 'localhost resolves to an address push messages are never sent to' });
  });

  it('refuses a PUSH_ALLOWED_HOSTS that lists a non-loopback address or a bad name', () => {
    expect(parsePushHosts('10.0.0.5')).toMatchObject({ ok: false });
    expect(parsePushHosts('169.254.169.254')).toMatchObject({ ok: false });
    expect(parsePushHosts('not a host')).toMatchObject({ ok: false });
    expect(parsePushHosts(' , ')).toMatchObject({ ok: false });
    expect(parsePushHosts('[::1],127.0.0.1,*.push.example')).toMatchObject({ ok: true });
  });
});
