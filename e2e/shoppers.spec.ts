/**
 * What a shopper meets, end to end: signed in with dollars chosen, every storefront page loads
 * without a console error and shows their own navigation and currency (docs/decisions/0151); a new
 * customer with no saved address goes from the filled form to payment (docs/decisions/0150); the
 * amounts in the words follow the currency (docs/decisions/0152); a very long address line wraps;
 * the navigation's search finds products, with the keyboard too (docs/decisions/0153).
 * Screenshots go to SHOTS_DIR when it is set (outside the repository).
 */
import { type APIRequestContext, type ConsoleMessage, type Page } from '@playwright/test';
import path from 'node:path';
import { addToBag, signIn, twoProducts, type NewCustomer } from './support/checkout';
import { uniqueEmail } from './support/accounts';
import { apiProducts, blockLocationServices, LONDON_SHOPPER, waitForCurrencyDetection } from './support/storefront';
import { expect, test } from './support/test';

test.use(LONDON_SHOPPER);
// Several full page loads each (the first test thirteen), on a machine that may be busy.
test.describe.configure({ timeout: 240_000 });

test.beforeEach(async ({ context }) => {
  await blockLocationServices(context);
});

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false });
}

/** A customer with no saved address. */
async function newCustomer(request: APIRequestContext, label: string): Promise<NewCustomer> {
  const email = uniqueEmail(label);
  const registered = await request.post('/api/v1/user/register', {
    data: { firstName: 'Juniper', lastName: 'Moss', email, password: 'moss-and-fern-2026' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { token, user } = (await registered.json()).data as { token: string; user: NewCustomer['user'] };
  return { email, token, user: { firstName: user.firstName, lastName: user.lastName, email: user.email } };
}

async function chooseCurrency(page: Page, name: RegExp, code: string) {
  const picker = page.getByTestId('currency-picker-nav');
  await picker.click();
  await page.getByRole('option', { name }).click();
  await expect(picker).toContainText(code);
}

test('signed in with dollars and a full bag, every storefront page loads with no console error and the shopper’s own navigation', async ({ page, request }) => {
  test.setTimeout(420_000); // thirteen full loads
  const customer = await newCustomer(request, 'hydrate');
  await page.goto('/');
  await waitForCurrencyDetection(page);
  await chooseCurrency(page, /US Dollar/, 'USD');
  await signIn(page, customer);
  const [product] = await twoProducts(request);
  await addToBag(page, product!, 1);

  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  page.on('console', onConsole);
  page.on('pageerror', (error) => errors.push(error.message));
  const pages = ['/', '/shop', '/products', '/products?category=face', `/products/${product!.slug}`, '/about', '/story', '/contact', '/journal', '/privacy-policy', '/shipping-policy', '/refund-and-return-policy', '/terms-of-service'];
  for (const where of pages) {
    await page.goto(where); // waits until the page has hydrated (support/test.ts)
    expect(errors, `console errors on a signed-in full load of ${where}`).toEqual([]);
    // The shopper's navigation (their initials' link, not the guest's), the bag's count and dollars.
    await expect(page.getByRole('link', { name: 'Dashboard (Juniper)' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login to your account' })).toHaveCount(0);
    await expect(page.getByTestId('bag-count')).toHaveText('1');
    await expect(page.getByTestId('currency-picker-nav')).toContainText('USD');
  }
  await expect(page.locator('[data-currency="USD"]').first()).toBeVisible();
  expect(errors, 'console errors after the last load').toEqual([]);
  page.off('console', onConsole);
});

test('a new customer with no saved address: the filled form goes on to payment, prefilled with their name', async ({ page, request }) => {
  const customer = await newCustomer(request, 'first-order');
  await page.goto('/');
  await waitForCurrencyDetection(page);
  await signIn(page, customer);
  const [product] = await twoProducts(request);
  await addToBag(page, product!, 1);
  await page.goto('/checkout');
  const form = page.getByRole('form', { name: 'Shipping address' });
  await expect(form.getByLabel(/^First name/)).toHaveValue('Juniper');
  await expect(form.getByLabel(/^Email/)).toHaveValue(customer.email);
  const next = page.getByRole('button', { name: /Continue to Payment/ });
  await expect(next).toBeDisabled();
  await form.getByLabel(/^Phone/).fill('7700 900456');
  await form.getByLabel(/^Address line 1/).fill('3 Bracken Lane');
  await form.getByLabel(/^City/).fill('York');
  await form.getByLabel(/^Postal code/).fill('YO1 7HH');
  await form.getByLabel('Save to my addresses').check();
  await expect(next).toBeEnabled();
  await shot(page, `checkout-new-customer-filled-${page.viewportSize()!.width}`);
  await next.click();
  await expect(page.getByTestId('payment-step')).toBeVisible();
  await shot(page, `checkout-new-customer-payment-${page.viewportSize()!.width}`);
  // Ticked, so it is saved once the payment step shows (after it: the order comes first), and
  // the shopper is told; it is in the address book now, and became the default.
  await expect(page.getByText('Address saved to your addresses')).toBeVisible();
  const saved = await request.get('/api/v1/user/addresses/default', { headers: { Authorization: `Bearer ${customer.token}` } });
  expect((await saved.json()).data.shipping).toMatchObject({ address1: '3 Bracken Lane', city: 'York' });
});

test('with dollars chosen, /contact quotes free shipping and the fee in dollars', async ({ page }) => {
  await page.goto('/contact');
  await waitForCurrencyDetection(page);
  await chooseCurrency(page, /US Dollar/, 'USD');
  await page.reload();
  const note = page.getByText(/^Free from/);
  await expect(note).toHaveText('Free from $1,265.82, $25.32 below.');
  await note.scrollIntoViewIfNeeded();
  await shot(page, `contact-usd-${page.viewportSize()!.width}`);
});

test('an unbroken 200-character address line wraps: /addressess does not get wider than the window', async ({ page, request }) => {
  const customer = await newCustomer(request, 'long-line');
  const line = 'W'.repeat(200);
  const added = await request.post('/api/v1/user/addresses/add', {
    headers: { Authorization: `Bearer ${customer.token}` },
    data: { firstName: 'Juniper', lastName: 'Moss', email: customer.email, phone: '+44 7700 900654', address1: line, city: 'Leeds', postalCode: 'LS1 4AP', country: 'GB' },
  });
  expect(added.status(), await added.text()).toBe(201);
  await page.goto('/');
  await signIn(page, customer);
  await page.goto('/addressess');
  await expect(page.locator('address').getByText(line)).toBeVisible();
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.window);
  await shot(page, `addresses-long-line-${page.viewportSize()!.width}`);
});

test('the navigation search finds products from any page, with the keyboard, and offline from the saved catalogue', async ({ page, context, request }) => {
  const [first] = await apiProducts(request, { page: 1, limit: 1, sort: 'name' });
  const question = first!.name.split(' ')[0]!;
  await page.goto('/story');
  await waitForCurrencyDetection(page);
  const open = page.getByRole('button', { name: 'Search products' });
  await open.focus();
  await page.keyboard.press('Enter');
  const box = page.getByRole('searchbox', { name: 'Search products' });
  await expect(box).toBeFocused();
  await page.keyboard.type(question);
  const results = page.getByRole('list', { name: 'Matching products' }).getByRole('link');
  await expect(results.first()).toContainText(first!.name);
  await expect(page.getByTestId('nav-search-status')).toContainText(`match “${question}”`);
  await shot(page, `nav-search-${page.viewportSize()!.width}`);
  await page.keyboard.press('ArrowDown');
  await expect(results.first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/products/${first!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: first!.name })).toBeVisible();

  // Escape closes it and gives the focus back.
  await open.click();
  await expect(box).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
  await expect(open).toBeFocused();

  // Offline, the catalogue saved on this device answers.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await context.setOffline(true);
  await open.click();
  await box.fill(question);
  await expect(page.getByRole('list', { name: 'Matching products' }).getByRole('link').first()).toContainText(first!.name);
  await context.setOffline(false);
});
