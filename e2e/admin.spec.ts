/**
 * The back office in a real browser against the real API: at 1440 px an admin signs in,
 * adds a product with two pictures, the shop shows it, a customer buys it with the local card
 * provider, the admin fulfils and ships the order, and the customer sees it shipped; at 390 px the
 * admin's drawer opens, navigates and closes.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import sharp from 'sharp';
import { DEMO_ADMIN } from './support/accounts';
import { newCustomerWithAddress, ordersOf, signIn } from './support/checkout';
import { apiProduct, blockLocationServices, LONDON_SHOPPER, waitForCurrencyDetection } from './support/storefront';

test.use(LONDON_SHOPPER);

test.beforeEach(async ({ context }) => {
  await blockLocationServices(context);
});

/** A small solid-colour PNG, made here so the spec needs no fixture files. */
async function png(name: string, colour: { r: number; g: number; b: number }) {
  const buffer = await sharp({ create: { width: 480, height: 480, channels: 3, background: colour } }).png().toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

async function adminSignIn(page: Page) {
  await page.goto('/admin/login');
  const form = page.getByRole('form', { name: 'Admin sign in' });
  await form.getByLabel('Email').fill(DEMO_ADMIN.email);
  await form.getByLabel(/^Password/).fill(DEMO_ADMIN.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** Confirms the order page's action in its dialog and waits for the server's sentence. */
async function orderAction(page: Page, button: string, confirm: string, toast: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(page.getByText(toast).first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

test('an admin adds a product with two images, a customer buys it, the admin fulfils and ships it, the customer sees it shipped', async ({ page, browser, request }) => {
  test.setTimeout(150_000);
  const name = `Meadowsweet Balm ${Date.now().toString(36)}`;

  // The admin adds the product through the form, with two pictures, the second moved first.
  await adminSignIn(page);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Products' }).click();
  await page.getByRole('link', { name: 'Add product' }).first().click();
  await expect(page).toHaveURL(/\/admin\/products\/add$/);
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel('Description').fill('A soft balm of meadowsweet and beeswax for dry hands.');
  await page.getByLabel('Category').selectOption('body');
  await page.getByLabel('Price (£)').fill('12.50');
  await page.getByLabel(/^Stock/).fill('10');
  await page.locator('input[type="file"]').setInputFiles([await png('green.png', { r: 96, g: 140, b: 96 }), await png('sand.png', { r: 214, g: 190, b: 150 })]);
  await expect(page.getByRole('img', { name: /^Image \d$/ })).toHaveCount(2);
  await page.getByRole('button', { name: 'Move image 2 earlier' }).click();
  await page.getByRole('button', { name: 'Add product' }).click();

  await expect(page.getByText('Product added').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Show image \d$/ })).toHaveCount(2);
  const productId = /\/admin\/products\/([^/]+)$/.exec(page.url())?.[1];
  expect(productId).toBeTruthy();
  const stored = await apiProduct(request, productId!);
  expect(stored).toMatchObject({ name, price: 1250, stock: 10 });
  expect(stored.images).toHaveLength(2);

  // It is in the shop at once, and a customer, in a browser of their own, buys one.
  const customer = await newCustomerWithAddress(request, 'admin-e2e');
  const shopperContext = await browser.newContext({ ...LONDON_SHOPPER, viewport: { width: 1440, height: 900 } });
  await blockLocationServices(shopperContext);
  const shopper = await shopperContext.newPage();
  await shopper.goto('/');
  await waitForCurrencyDetection(shopper);
  await signIn(shopper, customer);
  await shopper.goto(`/products/${productId}`);
  await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
  await shopper.getByRole('button', { name: 'Add to bag' }).click();
  await shopper.getByRole('dialog', { name: /My Bag/ }).getByRole('button', { name: 'Checkout' }).click();
  const checkout = shopper.getByRole('dialog', { name: 'Checkout' });
  await expect(checkout.getByText('8 Willow Walk')).toBeVisible();
  await checkout.getByRole('button', { name: /Continue to Payment/ }).click();
  const card = shopper.getByTestId('local-card-form');
  await card.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
  await card.getByLabel(/^Expiry date/).fill(`12 / ${String(new Date().getUTCFullYear() + 3).slice(-2)}`);
  await card.getByLabel(/^CVC/).fill('123');
  await checkout.getByRole('button', { name: /^Pay £/ }).click();
  await expect(checkout.getByRole('heading', { name: 'Order Received!' })).toBeVisible();
  const [order] = await ordersOf(request, customer.token);
  expect(order).toMatchObject({ status: 'unfulfilled', paymentStatus: 'paid' });

  // The admin finds it by the customer's email, fulfils it and ships it.
  await page.goto('/admin/orders');
  await page.getByRole('searchbox', { name: 'Search by order number or customer' }).fill(customer.email);
  const rows = page.getByRole('table', { name: 'Orders' }).getByRole('row');
  await expect(rows).toHaveCount(2); // the header and the one order
  await rows.nth(1).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order!.id}$`));
  await expect(page.getByRole('link', { name })).toBeVisible();
  await orderAction(page, 'Fulfil order', 'Fulfil', 'Order fulfilled');
  await orderAction(page, 'Mark as shipped', 'Update status', 'Order marked shipped');
  await expect(page.getByText('Order: shipped')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as delivered' })).toBeVisible();

  // The customer sees it shipped.
  await shopper.goto('/orders');
  const row = shopper.getByRole('list', { name: 'All orders' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Order: shipped')).toBeVisible();
  await shopperContext.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the admin's drawer opens, navigates and closes", async ({ page }) => {
    await adminSignIn(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    // Under 1024 px the sidebar is a drawer kept off-screen until the menu button slides it in.
    const drawer = page.getByRole('complementary', { name: 'Back office menu' });
    await expect(drawer).not.toBeInViewport();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer).toBeInViewport({ ratio: 0.95 });
    await drawer.getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(drawer).not.toBeInViewport();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

    await toggle.click();
    await expect(drawer).toBeInViewport({ ratio: 0.95 });
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).not.toBeInViewport();
  });
});
