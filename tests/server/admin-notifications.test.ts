/**
 * /admin/notifications (decision 0122): the events that record one in their own transaction (a
 * paid order, a failed payment, stock crossing its threshold, a contact message, and the
 * campaigns module's call), the paged list, the unread count, and marking one or all read.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../server/db/schema';
import { recordNotification } from '../../server/modules/notifications';
import { bearer, createAdmin, registerCustomer } from './support/accounts';
import { useTestApp } from './support/app';
import { payWithCard, placeOrder, VISA_DECLINED } from './support/checkout';
import { insertProduct } from './support/fixtures';

const t = useTestApp();
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

let token = '';
const adminHeaders = async () => {
  if (!token) token = (await createAdmin(t.app, { email: 'notifications-admin@example.com' })).token;
  return bearer(token);
};
const get = async (path: string, headers?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/notifications${path}`, headers: headers ?? (await adminHeaders()) });
const put = async (path: string, headers?: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/admin/notifications${path}`, headers: headers ?? (await adminHeaders()) });

type Listed = { id: string; type: string; title: string; body: string; link: string | null; readAt: string | null };
const newest = async (n: number): Promise<Listed[]> => (await get(`?limit=${n}`)).json().data.notifications;

describe('events that notify the team', () => {
  it('a failed payment, then a paid order, each once, with a link to the order', async () => {
    const customer = await registerCustomer(t.app);
    const product = await insertProduct(t.database.db, { name: 'Calm Cleanser', price: 2_500, stock: 100, lowStockThreshold: 5 });
    const order = await placeOrder(t.app, customer.token, [{ productId: product.id, quantity: 1 }]);
    await payWithCard(t.app, customer.token, order.orderId, VISA_DECLINED);
    const [failed] = await newest(1);
    expect(failed).toMatchObject({ type: 'payment_failed', link: `/admin/orders/${order.orderId}`, readAt: null });
    expect(failed!.body).toContain('Your card was declined.');

    await payWithCard(t.app, customer.token, order.orderId);
    const [paid, previous] = await newest(2);
    expect(paid).toMatchObject({ type: 'new_order', link: `/admin/orders/${order.orderId}` });
    expect(paid!.title).toMatch(/^New order #\d+$/);
    expect(previous!.id).toBe(failed!.id);
  });

  it('stock crossing its low-stock threshold notifies once, not on every sale below it', async () => {
    // A shopper per sale: one shopper's next checkout would revise their unpaid order (decision 0255).
    const buy = async (quantity: number) => placeOrder(t.app, (await registerCustomer(t.app)).token, [{ productId: product.id, quantity }]);
    const product = await insertProduct(t.database.db, { name: 'Rose Balm', price: 1_000, stock: 7, lowStockThreshold: 5 });
    await buy(1); // 6 left: not low
    expect((await newest(1))[0]?.link).not.toBe(`/admin/products/${product.id}`);
    await buy(2); // 4 left: low
    const [low] = await newest(1);
    expect(low).toMatchObject({ type: 'low_stock', title: 'Rose Balm is running low', link: `/admin/products/${product.id}` });
    await buy(1); // 3 left: still low, no new notice
    expect((await newest(1))[0]!.id).toBe(low!.id);
  });

  it('a contact message links to its email in the outbox', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/general/contact',
      payload: { name: 'Mina Park', email: 'mina@example.com', subject: 'Gift wrap', message: 'Do you offer gift wrapping for the holidays?' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [message] = await newest(1);
    expect(message).toMatchObject({ type: 'contact_message', title: 'Message from Mina Park' });
    expect(message!.body).toBe('Gift wrap: Do you offer gift wrapping for the holidays?');
    const emailId = message!.link!.replace('/admin/outbox/', '');
    const email = await t.app.inject({ method: 'GET', url: `/api/v1/admin/emails/${emailId}`, headers: await adminHeaders() });
    expect(email.statusCode).toBe(200);
    expect(email.json().data.email.subject).toBe('Contact form: Gift wrap');
  });

  it('records what another module reports through recordNotification, with its transaction', async () => {
    await t.app.store.write((tx) => recordNotification(tx, { type: 'campaign_sent', title: 'Campaign “Autumn” sent', body: '120 recipients' }));
    await t.app.store
      .write(async (tx) => {
        await recordNotification(tx, { type: 'campaign_sent', title: 'Rolled back' });
        throw new Error('the campaign failed');
      })
      .catch(() => undefined);
    const [latest] = await newest(1);
    expect(latest).toMatchObject({ type: 'campaign_sent', title: 'Campaign “Autumn” sent', link: null });
  });
});

describe('reading and marking', () => {
  it('pages newest first, filters unread, marks one and then all read, and counts what is left', async () => {
    await t.database.db.update(notifications).set({ readAt: new Date() });
    const titles = ['one', 'two', 'three'];
    for (const title of titles) await t.app.store.write((tx) => recordNotification(tx, { type: 'low_stock', title }));
    // A second apart: three writes in a row can share a clock tick, and then the order would be the ids'.
    for (const [index, title] of titles.entries())
      await t.database.db.update(notifications).set({ createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)) }).where(eq(notifications.title, title));
    expect((await get('/unread-count')).json().data).toEqual({ unreadCount: 3 });
    const page = (await get('?unread=true&limit=2&page=1')).json().data;
    expect(page).toMatchObject({ unreadCount: 3, pagination: { page: 1, limit: 2, total: 3, totalPages: 2 } });
    expect(page.notifications.map((n: Listed) => n.title)).toEqual(['three', 'two']);

    const one = await put(`/${page.notifications[0].id}/read`);
    expect(one.statusCode).toBe(200);
    const readAt = one.json().data.notification.readAt;
    expect(readAt).not.toBeNull();
    expect((await put(`/${page.notifications[0].id}/read`)).json().data.notification.readAt).toBe(readAt);
    expect((await get('/unread-count')).json().data.unreadCount).toBe(2);

    const all = await put('/read-all');
    expect(all.json().data).toEqual({ marked: 2, unreadCount: 0 });
    expect((await put('/read-all')).json()).toMatchObject({ data: { marked: 0 }, message: 'Nothing was unread' });
    expect((await get('?unread=true')).json().data.notifications).toEqual([]);
  });

  it('answers 404 for an unknown id, 400 for bad input', async () => {
    const unknown = await put(`/${UNKNOWN}/read`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Notification not found');
    expect((await put('/not-an-id/read')).statusCode).toBe(400);
    expect((await get('?unread=maybe')).statusCode).toBe(400);
    expect((await get('?limit=1000')).statusCode).toBe(400);
  });

  it('refuses customers and visitors', async () => {
    const customer = await registerCustomer(t.app);
    for (const [method, path] of [['GET', ''], ['GET', '/unread-count'], ['PUT', '/read-all'], ['PUT', `/${UNKNOWN}/read`]] as const) {
      for (const headers of [bearer(customer.token), {}]) {
        const res = await t.app.inject({ method, url: `/api/v1/admin/notifications${path}`, headers });
        expect(res.statusCode, `${method} ${path}`).toBe(401);
      }
    }
  });
});
