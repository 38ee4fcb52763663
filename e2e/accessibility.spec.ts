/**
 * Every screen of the shop scanned by axe-core (e2e/support/axe.ts): the storefront pages, the
 * account area, My Bag and checkout's three steps at 1440 px, again at 390 px for one page of
 * each template and the whole checkout, and every back-office screen of the route table at 1440 px. No serious or critical violation anywhere; moderate and
 * minor ones only where the allow-list names them (docs/decisions/0165-accessibility-scans.md).
 * The run ends by printing the summary: pages scanned, violations by impact and by rule.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { DEMO_CUSTOMER, adminToken } from './support/accounts';
import { expectAccessible, axeSummary } from './support/axe';
import { addToBag, newCustomerWithAddress, signIn, twoProducts } from './support/checkout';
import { apiProducts, blockLocationServices, LONDON_SHOPPER, waitForCurrencyDetection } from './support/storefront';
import { expect, test } from './support/test';

test.use(LONDON_SHOPPER);
// Each test scans a group of screens in one browser context (warm caches); a scan reads the whole
// page, so on a busy machine a group takes minutes. The groups are independent (each signs in and
// finds or makes the records it needs), so the file's tests share the run's workers instead of
// queueing behind one another on one: this file was half of the browser tests' time in CI.
test.describe.configure({ mode: 'parallel', timeout: 600_000 });

test.beforeEach(async ({ context }) => {
  await blockLocationServices(context);
});

test.afterAll(async ({}, testInfo) => {
  console.log(axeSummary(testInfo));
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

const STOREFRONT_PAGES: ReadonlyArray<readonly [string, string]> = [
  ['landing', '/'],
  ['shop', '/shop'],
  ['products', '/products'],
  ['our story', '/story'],
  ['about', '/about'],
  ['contact', '/contact'],
  ['journal', '/journal'],
  ['privacy policy', '/privacy-policy'],
  ['terms of service', '/terms-of-service'],
  ['shipping policy', '/shipping-policy'],
  ['refund and return policy', '/refund-and-return-policy'],
  ['sign in', '/login'],
  ['sign up', '/register'],
  ['forgot password', '/forgot-password'],
  ['reset password', '/reset-password?token=not-a-real-token'],
  ['not found', '/no-such-page'],
];

/**
 * At 390 px, one page of each template: the rules axe checks (names, roles, contrast, structure)
 * give the same answer at both widths on pages that share a template, so the phone pass scans
 * what the phone layout changes (the navigation and its menu, the product grid and page, a
 * content page, a form, the error screen) and leaves the rest to the 1440 px pass.
 */
const PHONE_STOREFRONT_PAGES = new Set(['landing', 'products', 'our story', 'shipping policy', 'sign in', 'not found', 'a product']);
const PHONE_ACCOUNT_PAGES = new Set(['account dashboard', 'account addresses', 'an order']);

const ACCOUNT_PAGES: ReadonlyArray<readonly [string, string]> = [
  ['account dashboard', '/dashboard'],
  ['account overview', '/overview'],
  ['account orders', '/orders'],
  ['account addresses', '/addressess'],
  ['account details', '/account-details'],
];

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Opens a screen as a first visit would (currency detection settles) and waits for its heading. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForCurrencyDetection(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/** Every page of this context starts signed in: the token is in storage before the app reads it. */
async function signedIn(context: BrowserContext, key: 'customer-token' | 'admin-token', token: string): Promise<void> {
  await context.addInitScript(([name, value]) => localStorage.setItem(name, value), [key, token] as const);
}

async function customerToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/v1/user/login', { data: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } });
  expect(login.ok(), await login.text()).toBe(true);
  return (await login.json()).data.token as string;
}

async function firstId(request: APIRequestContext, token: string, path: string, key: string): Promise<string> {
  const response = await request.get(`/api/v1${path}`, { headers: bearer(token), params: { limit: 1 } });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  const list = (await response.json()).data[key] as { id: string }[];
  expect(list.length, `${path} lists at least one`).toBeGreaterThan(0);
  return list[0]!.id;
}

for (const viewport of [DESKTOP, PHONE]) {
  const onPhone = viewport === PHONE;
  test.describe(`storefront at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('storefront pages', async ({ page, request }, testInfo) => {
      const [product] = await apiProducts(request, { limit: 1, sort: 'newest' });
      const pages = [...STOREFRONT_PAGES, ['a product', `/products/${product!.id}`] as const];
      for (const [name, path] of pages.filter(([name]) => !onPhone || PHONE_STOREFRONT_PAGES.has(name))) {
        await open(page, path);
        await expectAccessible(page, testInfo, `storefront: ${name}`);
      }
    });

    test('account pages, signed in', async ({ page, context, request }, testInfo) => {
      const token = await customerToken(request);
      const orderId = await firstId(request, token, '/user/orders', 'orders');
      await signedIn(context, 'customer-token', token);
      const pages = [...ACCOUNT_PAGES, ['an order', `/orders/${orderId}`] as const];
      for (const [name, path] of pages.filter(([name]) => !onPhone || PHONE_ACCOUNT_PAGES.has(name))) {
        await open(page, path);
        await expectAccessible(page, testInfo, `account: ${name}`);
      }
    });

    test("My Bag and checkout's three steps", async ({ page, request }, testInfo) => {
      const customer = await newCustomerWithAddress(request, 'a11y');
      const [product] = await twoProducts(request);
      await page.goto('/');
      await waitForCurrencyDetection(page);
      await signIn(page, customer);
      await addToBag(page, product, 1);
      await expectAccessible(page, testInfo, 'storefront: My Bag open');

      await page.getByRole('dialog', { name: /My Bag/ }).getByRole('button', { name: 'Checkout' }).click();
      const checkout = page.getByRole('dialog', { name: 'Checkout' });
      await expect(checkout.getByText('8 Willow Walk')).toBeVisible();
      await expectAccessible(page, testInfo, 'checkout: step 1, shipping');

      await checkout.getByRole('button', { name: /Continue to Payment/ }).click();
      await expect(checkout.getByTestId('payment-step')).toBeVisible();
      await expectAccessible(page, testInfo, 'checkout: step 2, payment');

      const card = checkout.getByTestId('local-card-form');
      await card.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
      await card.getByLabel(/^Expiry date/).fill(`12 / ${String(new Date().getUTCFullYear() + 3).slice(-2)}`);
      await card.getByLabel(/^CVC/).fill('123');
      await checkout.getByRole('button', { name: /^Pay / }).click();
      await expect(checkout.getByRole('heading', { name: 'Order Received!' })).toBeVisible();
      await expectAccessible(page, testInfo, 'checkout: step 3, order received');
    });
  });
}

const ADMIN_SIGN_IN_SCREENS: ReadonlyArray<readonly [string, string]> = [
  ['sign in', '/admin/login'],
  ['register', '/admin/register'],
  ['forgot password', '/admin/forgot-password'],
  ['reset password', '/admin/reset-password?token=not-a-real-token'],
  ['invitation refused', '/admin/invitation?token=not-a-real-invitation-token'],
];

/** A path that needs a record: the screen names the record it needs, found through the API. */
type Needs = (request: APIRequestContext) => Promise<string>;

const record =
  (list: string, key: string, to: (id: string) => string): Needs =>
  async (request) =>
    to(await firstId(request, await adminToken(request), list, key));

/** A draft campaign of its own, so its page and form have something to show. */
const draftCampaign =
  (to: (id: string) => string): Needs =>
  async (request) => {
    const created = await request.post('/api/v1/admin/campaigns', {
      headers: bearer(await adminToken(request)),
      data: { name: 'Accessibility check', subject: 'Winter balm', preheader: '', body: 'Our **winter balm** is here.', audience: 'newsletter' },
    });
    expect(created.status(), await created.text()).toBe(201);
    return to((await created.json()).data.campaign.id as string);
  };

/** An email of its own in the outbox (a password reset for the demo customer), so the spec needs no other spec's mail. */
const sentEmail =
  (to: (id: string) => string): Needs =>
  async (request) => {
    const asked = await request.post('/api/v1/user/forgot-password', { data: { email: DEMO_CUSTOMER.email } });
    expect(asked.ok(), await asked.text()).toBe(true);
    let id = '';
    await expect(async () => {
      id = await firstId(request, await adminToken(request), '/admin/emails', 'emails');
    }).toPass({ timeout: 15_000 });
    return to(id);
  };

/** Every screen of the back office's route table (src/app/routes.tsx). */
const ADMIN_SCREENS: ReadonlyArray<readonly [string, string | Needs]> = [
  ['dashboard', '/admin/dashboard'],
  ['orders', '/admin/orders'],
  ['an order', record('/admin/orders', 'orders', (id) => `/admin/orders/${id}`)],
  ['products', '/admin/products'],
  ['a product', record('/admin/products', 'products', (id) => `/admin/products/${id}`)],
  ['product form (edit)', record('/admin/products', 'products', (id) => `/admin/products/${id}/edit`)],
  ['product form (add)', '/admin/products/add'],
  ['customers', '/admin/customers'],
  ['a customer', record('/admin/customers', 'customers', (id) => `/admin/customers/${id}`)],
  ['customer form', record('/admin/customers', 'customers', (id) => `/admin/customers/${id}/edit`)],
  ['marketing', '/admin/marketing'],
  ['discounts', '/admin/marketing/discounts'],
  ['campaigns', '/admin/marketing/email-campaigns'],
  ['campaign form (new)', '/admin/marketing/email-campaigns/create'],
  ['a campaign', draftCampaign((id) => `/admin/marketing/email-campaigns/${id}`)],
  ['campaign form (edit)', draftCampaign((id) => `/admin/marketing/email-campaigns/${id}/edit`)],
  ['subscribers', '/admin/marketing/newsletter-subscribers'],
  ['reports', '/admin/reports'],
  ['audit trail', '/admin/audit'],
  ['settings', '/admin/settings'],
  ['staff', '/admin/settings/staff'],
  ['outbox', '/admin/outbox'],
  ['an outbox email', sentEmail((id) => `/admin/outbox/${id}`)],
  ['notifications', '/admin/notifications'],
  ['not found', '/admin/no-such-screen'],
];

test.describe('back office at 1440 px', () => {
  test.use({ viewport: DESKTOP });

  test('sign-in screens', async ({ page }, testInfo) => {
    for (const [name, path] of ADMIN_SIGN_IN_SCREENS) {
      await open(page, path);
      await expectAccessible(page, testInfo, `admin: ${name}`);
    }
  });

  // The route table in three parts, so two workers can share it (it was one test of 4 minutes in CI).
  const PARTS = 3;
  const partSize = Math.ceil(ADMIN_SCREENS.length / PARTS);
  for (let part = 0; part < PARTS; part += 1) {
    const screens = ADMIN_SCREENS.slice(part * partSize, (part + 1) * partSize);
    test(`every screen of the route table, part ${part + 1} of ${PARTS} (${screens[0]![0]} to ${screens.at(-1)![0]})`, async ({ page, context, request }, testInfo) => {
      await signedIn(context, 'admin-token', await adminToken(request));
      for (const [name, path] of screens) {
        await open(page, typeof path === 'string' ? path : await path(request));
        await expectAccessible(page, testInfo, `admin: ${name}`);
      }
    });
  }

  test('discount form', async ({ page, context, request }, testInfo) => {
    await signedIn(context, 'admin-token', await adminToken(request));
    await open(page, '/admin/marketing/discounts');
    await page.getByRole('button', { name: 'New code' }).click();
    await expect(page.getByRole('form', { name: 'New discount code' })).toBeVisible();
    await expectAccessible(page, testInfo, 'admin: discount form');
  });
});

/**
 * At 390 px, the back office's screens whose tables are wider than a phone, and the lists with their
 * Export buttons (whose names begin with their visible text, WCAG 2.5.3). A table that scrolls
 * sideways is a named region the keyboard reaches (axe's scrollable-region-focusable): the demo
 * customer's page, with its orders, is the one that showed it.
 */
test.describe('back office at 390 px', () => {
  test.use({ viewport: PHONE });

  test('lists, a product and a customer with orders', async ({ page, context, request }, testInfo) => {
    const token = await adminToken(request);
    await signedIn(context, 'admin-token', token);
    const found = await request.get('/api/v1/admin/customers', { headers: bearer(token), params: { search: DEMO_CUSTOMER.email, limit: 1 } });
    expect(found.ok(), await found.text()).toBe(true);
    const customerId = (await found.json()).data.customers[0].id as string;
    const screens: ReadonlyArray<readonly [string, string | Needs]> = [
      ['products', '/admin/products'],
      ['a product', record('/admin/products', 'products', (id) => `/admin/products/${id}`)],
      ['customers', '/admin/customers'],
      ['orders', '/admin/orders'],
      ['a customer with orders', `/admin/customers/${customerId}`],
    ];
    for (const [name, path] of screens) {
      await open(page, typeof path === 'string' ? path : await path(request));
      await expectAccessible(page, testInfo, `admin at 390 px: ${name}`);
    }

    // Still on the customer: the orders table scrolls sideways, and Tab reaches it by its name.
    const scroller = page.getByRole('region', { name: /^Orders.*\(scrolls sideways\)$/ });
    await expect(scroller).toHaveAttribute('tabindex', '0');
    await scroller.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });
});
