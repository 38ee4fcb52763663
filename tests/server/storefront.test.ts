import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages, discounts, emails, newsletterSubscribers, products, productViews } from '../../server/db/schema';
import { createTestApp, useTestApp } from './support/app';
import { expectNoInternals } from './support/assertions';
import { insertProduct } from './support/fixtures';
import { confirmationToken, confirmNewsletter } from './support/newsletter';
import { NEWSLETTER_SIGNUP_MESSAGE } from '#contracts/storefront';
import { CONFIRM_LINK_INVALID, CONFIRM_LINK_MS } from '../../server/modules/newsletter/sign-up';

const t = useTestApp();

// Each test uses its own client IP so the per-IP form limits of one test don't leak into another.
let ip = 10;
const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: `10.0.0.${ip}` });

describe('POST /general/contact', () => {
  it('stores the message and emails the shop', async () => {
    ip += 1;
    const res = await post('/api/v1/general/contact', {
      name: 'Grace',
      email: 'Grace@Example.com',
      subject: 'Sensitive skin',
      message: 'Which cleanser would you suggest for very sensitive skin?',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: null });
    const [stored] = await t.database.db.select().from(contactMessages);
    expect(stored).toMatchObject({ name: 'Grace', email: 'grace@example.com', subject: 'Sensitive skin' });
    await t.app.jobs.idle();
    const [mail] = await t.database.db.select().from(emails).where(eq(emails.kind, 'contact'));
    expect(mail).toMatchObject({ to: t.config.supportEmail, subject: 'Contact form: Sensitive skin', status: 'sent' });
    expect(t.config.supportEmail).toBe('support@verdant.test');
    expect(mail!.text).toContain('grace@example.com');
  });

  it('refuses bad input with the field named and stores nothing', async () => {
    ip += 1;
    const before = (await t.database.db.select().from(contactMessages)).length;
    const res = await post('/api/v1/general/contact', { name: '', email: 'not-an-email', message: 'short' });
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'email', 'message']));
    expectNoInternals(res.body);
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(before);
  });

  it('throttles a flood from one address', async () => {
    ip += 1;
    const statuses = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await post('/api/v1/general/contact', {})).statusCode);
    expect(statuses.slice(0, 5).every((s) => s === 400)).toBe(true);
    expect(statuses[6]).toBe(429);
  });
});

describe('the newsletter, double opt-in', () => {
  it('answers a sign-up the same for a new and a subscribed address, and mails a confirmation link, not a code', async () => {
    ip += 1;
    const first = await post('/api/v1/general/newsletter', { email: 'Newbie@Example.com' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: NEWSLETTER_SIGNUP_MESSAGE, data: { email: 'newbie@example.com' } });
    expect(first.body).not.toMatch(/WELCOME-/);
    expect(await t.database.db.select().from(discounts).where(eq(discounts.restrictedToEmail, 'newbie@example.com'))).toHaveLength(0);
    const [pending] = await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'newbie@example.com'));
    expect(pending!.confirmedAt).toBeNull();

    const confirmed = await confirmNewsletter(t, await confirmationToken(t, 'newbie@example.com'));
    expect(confirmed.statusCode).toBe(200);
    const code = confirmed.json().data.discountCode as string;
    expect(code).toMatch(/^WELCOME-[A-Z2-9]{8}$/);
    expect(confirmed.json().data).toMatchObject({ email: 'newbie@example.com', percentOff: 20 });
    const [discount] = await t.database.db.select().from(discounts).where(eq(discounts.code, code));
    expect(discount).toMatchObject({ type: 'percentage', value: 20, usageLimit: 1, firstOrderOnly: true, restrictedToEmail: 'newbie@example.com' });

    // Subscribed now: a second sign-up answers word for word as the first did; the code goes by email.
    const again = await post('/api/v1/general/newsletter', { email: 'newbie@example.com' });
    expect(again.json()).toEqual(first.json());
    // The link again: the same code, no second one.
    const twice = await confirmNewsletter(t, await confirmationToken(t, 'newbie@example.com'));
    expect(twice.json().data.discountCode).toBe(code);
    expect(await t.database.db.select().from(discounts).where(eq(discounts.restrictedToEmail, 'newbie@example.com'))).toHaveLength(1);
  });

  it('mails an address at most once in ten minutes, however often the form is sent', async () => {
    for (let i = 0; i < 3; i += 1) {
      ip += 1;
      expect((await post('/api/v1/general/newsletter', { email: 'flooded@example.com' })).statusCode).toBe(200);
    }
    const sent = await t.database.db.select().from(emails).where(eq(emails.to, 'flooded@example.com'));
    expect(sent.map((email) => email.kind)).toEqual(['newsletter-confirm']);
  });

  it('keeps one subscription and one code when the same email signs up twice at once', async () => {
    ip += 1;
    const [a, b] = await Promise.all([
      post('/api/v1/general/newsletter', { email: 'twice@example.com' }),
      post('/api/v1/general/newsletter', { email: 'twice@example.com' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'twice@example.com'))).toHaveLength(1);
    const token = await confirmationToken(t, 'twice@example.com');
    const [x, y] = await Promise.all([confirmNewsletter(t, token), confirmNewsletter(t, token)]);
    expect(x.json().data.discountCode).toBe(y.json().data.discountCode);
    expect(await t.database.db.select().from(discounts).where(eq(discounts.restrictedToEmail, 'twice@example.com'))).toHaveLength(1);
  });

  it('refuses a bad email, and an unknown or expired link', async () => {
    ip += 1;
    const res = await post('/api/v1/general/newsletter', { email: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Enter a valid email address');
    const unknown = await confirmNewsletter(t, 'not-a-real-token');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, CONFIRM_LINK_INVALID]);

    ip += 1;
    await post('/api/v1/general/newsletter', { email: 'late@example.com' });
    await t.database.db
      .update(newsletterSubscribers)
      .set({ confirmSentAt: new Date(Date.now() - CONFIRM_LINK_MS - 1_000) })
      .where(eq(newsletterSubscribers.email, 'late@example.com'));
    const late = await confirmNewsletter(t, await confirmationToken(t, 'late@example.com'));
    expect(late.statusCode).toBe(404);
  });
});

describe('POST /general/products/{id}/views', () => {
  it('counts one view per address per product, only for products on sale, ignoring unknown ids', async () => {
    ip += 1;
    const product = await insertProduct(t.database.db);
    const draft = await insertProduct(t.database.db, { status: 'draft' });
    const archived = await insertProduct(t.database.db, { status: 'archived' });
    for (let i = 0; i < 50; i += 1) expect((await post(`/api/v1/general/products/${product.id}/views`, {})).statusCode).toBe(202);
    ip += 1;
    for (let i = 0; i < 3; i += 1) expect((await post(`/api/v1/general/products/${product.id}/views`, {})).statusCode).toBe(202);
    for (const hidden of [draft, archived]) expect((await post(`/api/v1/general/products/${hidden.id}/views`, {})).statusCode).toBe(202);
    expect((await post('/api/v1/general/products/00000000-0000-4000-8000-000000000001/views', {})).statusCode).toBe(202);
    expect((await post('/api/v1/general/products/not-an-id/views', {})).statusCode).toBe(400);
    await t.app.close(); // flushes the pending views
    const rows = await t.database.db.select().from(productViews);
    expect(rows).toEqual([expect.objectContaining({ productId: product.id, views: 2 })]);
    const counts = await t.database.db.select({ id: products.id, views: products.viewCount }).from(products).where(inArray(products.id, [product.id, draft.id, archived.id]));
    expect(Object.fromEntries(counts.map((row) => [row.id, row.views]))).toEqual({ [product.id]: 2, [draft.id]: 0, [archived.id]: 0 });
  });
});

describe('GET /general/config', () => {
  it('tells the browser the location services, the payment provider and the support address, never a secret', async () => {
    const fresh = await createTestApp({ GEO_IP_URL: 'http://127.0.0.1:9/ip/{ip}', SUPPORT_EMAIL: 'Care@Verdant-Skincare.co.uk' });
    const res = await fresh.app.inject({ method: 'GET', url: '/api/v1/general/config' });
    expect(res.json().data).toEqual({
      geo: { reverseUrl: 'https://api.bigdatacloud.net/data/reverse-geocode-client' },
      payments: { provider: 'local', publishableKey: null },
      support: { email: 'care@verdant-skincare.co.uk' },
      // The shop's figures (admin settings, decision 0121): the spec's until an admin changes them.
      pricing: { taxRateBasisPoints: 850, shippingFee: 2000, freeShippingThreshold: 100_000 },
      currencyRates: { GBP: 0.79, USD: 1, EUR: 0.92, NGN: 1650 },
    });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).not.toMatch(/secret/i);

    // The same address receives the contact form's messages.
    const sent = await fresh.app.inject({
      method: 'POST',
      url: '/api/v1/general/contact',
      payload: { name: 'Ada', email: 'ada@example.com', message: 'Do you ship to Lagos before Christmas?' },
    });
    expect(sent.statusCode).toBe(200);
    await fresh.app.jobs.idle();
    const [mail] = await fresh.database.db.select().from(emails).where(eq(emails.kind, 'contact'));
    expect(mail).toMatchObject({ to: 'care@verdant-skincare.co.uk' });
    await fresh.dispose();
  }, 90_000); // a fresh app and database of its own: slow on a loaded machine
});

describe('GET /general/location', () => {
  it("answers null for an address that locates nothing, without asking the service", async () => {
    const fresh = await createTestApp({ GEO_IP_URL: 'http://127.0.0.1:9/ip/{ip}' });
    const res = await fresh.app.inject({ method: 'GET', url: '/api/v1/general/location' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ country: null });
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    await fresh.dispose();
  });
});
