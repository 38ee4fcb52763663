/**
 * GET/PUT /admin/settings (decision 0121): the settings record, its validation, and that pricing
 * follows it at once: the bag's preview, the order's own figures and reservation window, and the
 * figures the client reads from GET /general/config.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../server/db/schema';
import { bearer, createAdmin, registerCustomer } from './support/accounts';
import { useTestApp } from './support/app';
import { bagOf, checkoutCall, placeOrder } from './support/checkout';
import { insertProduct } from './support/fixtures';
import { formBody } from './support/multipart';

const t = useTestApp({ ORDER_RESERVATION_MINUTES: '30' });

const settingsCall = (method: 'GET' | 'PUT', headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: '/api/v1/admin/settings', headers, ...(payload ? { payload } : {}) });

describe('admin settings', () => {
  it('answers the defaults before anything is saved: the spec’s figures', async () => {
    const admin = await createAdmin(t.app, { email: 'settings-defaults@example.com' });
    const res = await settingsCall('GET', bearer(admin.token));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.settings).toMatchObject({
      taxRatePercent: 8.5,
      shippingFee: 2000,
      freeShippingThreshold: 100_000,
      currencyRates: { GBP: 0.79, USD: 1, EUR: 0.92, NGN: 1650 },
      reservationMinutes: 30,
      lowStockThreshold: 5,
    });
  });

  it('a new tax rate and threshold price the next bag, the next order and the client’s config', async () => {
    const admin = await createAdmin(t.app, { email: 'settings-pricing@example.com' });
    const customer = await registerCustomer(t.app);
    const product = await insertProduct(t.database.db, { price: 10_000, stock: 50 });
    const bag = bagOf([{ productId: product.id, quantity: 1 }]);

    const before = (await checkoutCall(t.app, null, '/general/checkout/validate', bag)).json().data.pricing;
    expect(before).toMatchObject({ subtotal: 10_000, tax: 850, shipping: 2000 });

    const saved = await settingsCall('PUT', bearer(admin.token), { taxRatePercent: 12.25, freeShippingThreshold: 5000, reservationMinutes: 45 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.settings).toMatchObject({ taxRatePercent: 12.25, freeShippingThreshold: 5000, reservationMinutes: 45, shippingFee: 2000 });

    const after = (await checkoutCall(t.app, null, '/general/checkout/validate', bag)).json().data.pricing;
    expect(after).toEqual({ subtotal: 10_000, tax: 1225, shipping: 0, discount: 0, total: 11_225 });

    const order = await placeOrder(t.app, customer.token, [{ productId: product.id, quantity: 1 }]);
    expect(order.pricing).toMatchObject({ tax: 1225, shipping: 0, total: 11_225 });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.orderId));
    const heldMinutes = (row!.reservedUntil!.getTime() - row!.createdAt.getTime()) / 60_000;
    expect(Math.round(heldMinutes)).toBe(45);

    const config = await t.app.inject({ method: 'GET', url: '/api/v1/general/config' });
    expect(config.headers['cache-control']).toBe('no-cache');
    expect(config.json().data.pricing).toEqual({ taxRateBasisPoints: 1225, shippingFee: 2000, freeShippingThreshold: 5000 });

    // Put the spec's figures back for the other tests of this file.
    await settingsCall('PUT', bearer(admin.token), { taxRatePercent: 8.5, freeShippingThreshold: 100_000, reservationMinutes: 30 });
  });

  it('keeps the fields it was not sent, and the store row’s other keys', async () => {
    const admin = await createAdmin(t.app, { email: 'settings-partial@example.com' });
    await settingsCall('PUT', bearer(admin.token), { storeName: 'Verdant Apothecary', supportPhone: '+44 20 7946 0000', currencyRates: { GBP: 0.8, USD: 1, EUR: 0.9, NGN: 1500 } });
    await settingsCall('PUT', bearer(admin.token), { contactEmail: 'Care@Verdant.test' });
    const settings = (await settingsCall('GET', bearer(admin.token))).json().data.settings;
    expect(settings).toMatchObject({ storeName: 'Verdant Apothecary', contactEmail: 'care@verdant.test', supportPhone: '+44 20 7946 0000' });
    expect(settings.currencyRates).toEqual({ GBP: 0.8, USD: 1, EUR: 0.9, NGN: 1500 });
    const config = (await t.app.inject({ method: 'GET', url: '/api/v1/general/config' })).json().data;
    expect(config.currencyRates).toEqual({ GBP: 0.8, USD: 1, EUR: 0.9, NGN: 1500 });
  });

  it('a new product without its own low-stock threshold takes the shop’s', async () => {
    const admin = await createAdmin(t.app);
    await settingsCall('PUT', bearer(admin.token), { lowStockThreshold: 12 });
    const { payload, headers } = formBody({ name: 'Threshold Test Oil', description: 'A product for the threshold test.', category: 'body', price: '1500', stock: '40' }, []);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/admin/products', payload, headers: { ...headers, ...bearer(admin.token) } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.product.lowStockThreshold).toBe(12);
    await settingsCall('PUT', bearer(admin.token), { lowStockThreshold: 5 });
  });

  it.each([
    [{ taxRatePercent: 8.555 }, 'Tax rate may have at most two decimals'],
    [{ taxRatePercent: -1 }, 'Tax rate must be at least 0%'],
    [{ freeShippingThreshold: 12.5 }, 'Free shipping threshold must be a whole number'],
    [{ currencyRates: { GBP: 0.79, USD: 2, EUR: 0.92, NGN: 1650 } }, 'The USD rate is 1'],
    [{ currencyRates: { GBP: 0, USD: 1, EUR: 0.92, NGN: 1650 } }, 'The GBP rate must be above 0'],
    [{ contactEmail: 'not-an-email' }, 'Enter a valid email address'],
    [{ storeName: '   ' }, 'Store name is required'],
    [{ reservationMinutes: 1 }, 'Reservation window must be at least 5'],
    [{}, 'Nothing to update'],
  ])('refuses %j with a clear message and changes nothing', async (body, message) => {
    const admin = await createAdmin(t.app);
    const before = (await settingsCall('GET', bearer(admin.token))).json().data.settings;
    const res = await settingsCall('PUT', bearer(admin.token), body);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(message);
    expect((await settingsCall('GET', bearer(admin.token))).json().data.settings).toEqual(before);
  });

  it('refuses customers and visitors', async () => {
    const customer = await registerCustomer(t.app);
    for (const method of ['GET', 'PUT'] as const) {
      expect((await settingsCall(method, bearer(customer.token), { taxRatePercent: 0 })).statusCode).toBe(401);
      expect((await settingsCall(method, {}, { taxRatePercent: 0 })).statusCode).toBe(401);
    }
  });
});
