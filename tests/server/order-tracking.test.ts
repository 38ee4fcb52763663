/**
 * A shipped parcel's tracking (docs/decisions/0231-order-tracking.md): marking an order shipped
 * with a carrier and number shows "Shipped with <carrier>: <number>" and the carrier's tracking
 * page on the customer's order, the admin's order and in the shipped email; "other" has no link;
 * the tracking can be added or corrected later (audited, no second email); bad numbers, unknown
 * carriers and tracking on any other move are refused, changing nothing. Runs on both databases.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, emails, orders } from '../../server/db/schema';
import { callWith, createAdmin, insertOrder, registerCustomer, type TestCustomer } from './support/accounts';
import { asAdmin } from './support/admin';
import { useTestApp } from './support/app';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
let admin: string;
let customer: TestCustomer;

beforeAll(async () => {
  admin = (await createAdmin(t.app)).token;
  customer = await registerCustomer(t.app, { firstName: 'Ivy', lastName: 'Marsh', email: 'ivy@example.com' });
});

/** A paid order of the customer's, packed and ready to ship unless said. */
const order = (status = 'fulfilled') =>
  insertOrder(t.app.db, { customerId: customer.user.id, email: customer.email, status, lines: [{ productId: null, quantity: 1, unitPrice: 2200 }] });

const ship = (orderId: string, tracking?: object) => asAdmin(t.app, admin, 'PUT', `/admin/orders/${orderId}/status`, { status: 'shipped', ...(tracking ? { tracking } : {}) });
const customersView = async (orderId: string) => (await callWith(t.app, customer.token, 'GET', `/user/orders/${orderId}`)).json().data.order;
const shippedMails = (orderNumber: number) =>
  t.app.db.select().from(emails).where(and(eq(emails.to, customer.email), eq(emails.kind, 'order-shipped'), eq(emails.subject, `Your Verdant order #${orderNumber} is on its way`)));

describe('marking an order shipped with tracking', () => {
  it('shows the carrier, the number and the tracking link to the customer, the admin and in the shipped email', async () => {
    const placed = await order();
    const res = await ship(placed.id, { carrier: 'royal-mail', number: '  AB 1234-5678 GB ' });
    expect(res.statusCode, res.body).toBe(200);
    const url = 'https://www.royalmail.com/track-your-item#/tracking-results/AB%201234-5678%20GB';
    const tracking = { carrier: 'royal-mail', number: 'AB 1234-5678 GB', url };
    expect(res.json().data.order).toMatchObject({ status: 'shipped', tracking });

    expect(await customersView(placed.id)).toMatchObject({ status: 'shipped', tracking });

    const [mail] = await shippedMails(placed.number);
    expect(mail, 'the shipped email').toBeTruthy();
    expect(mail!.text).toContain('Shipped with Royal Mail: AB 1234-5678 GB');
    expect(mail!.text).toContain(`Track your parcel: ${url}`);
    expect(mail!.html).toContain('Shipped with Royal Mail: AB 1234-5678 GB');
    expect(mail!.html).toContain(`href="${url}"`);

    const [entry] = await t.app.db.select().from(auditEntries).where(eq(auditEntries.recordId, placed.id));
    expect(entry).toMatchObject({
      action: 'order.status',
      changes: { status: { before: 'fulfilled', after: 'shipped' }, trackingCarrier: { before: null, after: 'royal-mail' }, trackingNumber: { before: null, after: 'AB 1234-5678 GB' } },
    });
  });

  it('links each known carrier’s own page, the number encoded, and gives "other" no link', async () => {
    const pages: Record<string, string> = {
      dpd: 'https://track.dpd.co.uk/parcels/15501234567890',
      evri: 'https://www.evri.com/track/parcel/15501234567890/details',
      dhl: 'https://www.dhl.com/gb-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=15501234567890',
      ups: 'https://www.ups.com/track?loc=en_GB&tracknum=15501234567890',
    };
    for (const [carrier, url] of Object.entries(pages)) {
      const placed = await order();
      expect((await ship(placed.id, { carrier, number: '15501234567890' })).json().data.order.tracking, carrier).toEqual({ carrier, number: '15501234567890', url });
    }
    const other = await order();
    expect((await ship(other.id, { carrier: 'other', number: 'LOCAL-77' })).json().data.order.tracking).toEqual({ carrier: 'other', number: 'LOCAL-77', url: null });
    const [mail] = await shippedMails(other.number);
    expect(mail!.text).toContain('Shipped with another carrier: LOCAL-77');
    expect(mail!.text).not.toContain('Track your parcel');
  });

  it('ships without tracking too: the order and the email simply have none', async () => {
    const placed = await order();
    expect((await ship(placed.id)).json().data.order).toMatchObject({ status: 'shipped', tracking: null });
    const [mail] = await shippedMails(placed.number);
    expect(mail!.text).not.toContain('Shipped with');
  });

  it('refuses bad numbers, unknown carriers and tracking on another move, changing nothing', async () => {
    const placed = await order();
    const bad: Array<[object, RegExp]> = [
      [{ carrier: 'royal-mail', number: '' }, /1 to 40 letters, digits, spaces or dashes/],
      [{ carrier: 'royal-mail', number: '   ' }, /1 to 40 letters/],
      [{ carrier: 'royal-mail', number: 'A'.repeat(41) }, /1 to 40 letters/],
      [{ carrier: 'royal-mail', number: 'AB12<script>' }, /1 to 40 letters/],
      [{ carrier: 'royal-mail', number: 'AB/12?x=1' }, /1 to 40 letters/],
      [{ carrier: 'parcelforce', number: 'AB123' }, /carrier must be one of royal-mail, dpd, evri, dhl, ups, other/],
      [{ number: 'AB123' }, /carrier must be one of/],
    ];
    for (const [tracking, message] of bad) {
      const res = await ship(placed.id, tracking);
      expect(res.statusCode, JSON.stringify(tracking)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const unpacked = await order('unfulfilled');
    const onFulfil = await asAdmin(t.app, admin, 'PUT', `/admin/orders/${unpacked.id}/status`, { status: 'fulfilled', tracking: { carrier: 'dpd', number: '123' } });
    expect(onFulfil.statusCode).toBe(400);
    expect(onFulfil.json().message).toMatch(/tracking is given only when marking an order shipped/);

    const rows = await t.app.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(rows[0]).toMatchObject({ status: 'fulfilled', trackingCarrier: null, trackingNumber: null });
    expect((await t.app.db.select().from(orders).where(eq(orders.id, unpacked.id)))[0]!.status).toBe('unfulfilled');
    // The database holds the pair together whatever a caller does.
    await expect(t.app.db.update(orders).set({ trackingNumber: 'X1' }).where(eq(orders.id, placed.id))).rejects.toThrow();
  });
});

describe('PUT /admin/orders/{id}/tracking', () => {
  it('adds tracking to an order shipped without it and corrects a typo, audited, with no second email', async () => {
    const placed = await order();
    await ship(placed.id);
    const added = await asAdmin(t.app, admin, 'PUT', `/admin/orders/${placed.id}/tracking`, { carrier: 'evri', number: 'H01HYA0012345678' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ message: 'Tracking saved', data: { order: { tracking: { carrier: 'evri', number: 'H01HYA0012345678' } } } });
    const fixed = await asAdmin(t.app, admin, 'PUT', `/admin/orders/${placed.id}/tracking`, { carrier: 'evri', number: 'H01HYA0012345679' });
    expect(fixed.json().data.order.tracking.url).toBe('https://www.evri.com/track/parcel/H01HYA0012345679/details');
    expect((await customersView(placed.id)).tracking.number).toBe('H01HYA0012345679');

    // Saving the same again changes nothing and records nothing.
    expect((await asAdmin(t.app, admin, 'PUT', `/admin/orders/${placed.id}/tracking`, { carrier: 'evri', number: 'H01HYA0012345679' })).statusCode).toBe(200);
    const entries = await t.app.db.select().from(auditEntries).where(and(eq(auditEntries.recordId, placed.id), eq(auditEntries.action, 'order.tracking')));
    expect(entries.map((entry) => entry.changes)).toEqual(
      expect.arrayContaining([
        { trackingCarrier: { before: null, after: 'evri' }, trackingNumber: { before: null, after: 'H01HYA0012345678' } },
        { trackingNumber: { before: 'H01HYA0012345678', after: 'H01HYA0012345679' } },
      ]),
    );
    expect(entries).toHaveLength(2);
    expect(await shippedMails(placed.number)).toHaveLength(1);
  });

  it('refuses an order that has not shipped, and a bad number', async () => {
    const packed = await order();
    const notShipped = await asAdmin(t.app, admin, 'PUT', `/admin/orders/${packed.id}/tracking`, { carrier: 'dpd', number: '1550' });
    expect(notShipped.statusCode).toBe(409);
    expect(notShipped.json().message).toBe('Tracking is added when an order ships; this one is fulfilled');
    const shipped = await order('shipped');
    expect((await asAdmin(t.app, admin, 'PUT', `/admin/orders/${shipped.id}/tracking`, { carrier: 'dpd', number: 'no#hash' })).statusCode).toBe(400);
    const rows = await t.app.db.select().from(orders).where(eq(orders.id, shipped.id));
    expect(rows[0]!.trackingNumber).toBeNull();
  });
});
