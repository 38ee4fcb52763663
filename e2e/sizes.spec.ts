/**
 * Sizes as variants in a real browser (decision 0249): a customer chooses 50 ml and then 30 ml of
 * one product, finds two lines in the bag with their sizes and prices, pays, and finds both sizes
 * on the order's page. A product page's address chooses its size, rendered by the server (without
 * JavaScript too); the arrow keys move the choice; choosing replaces the history entry; the lists
 * show "from" prices.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { newCustomerWithAddress, openCheckout, signIn, typeCard } from './support/checkout';
import { blockLocationServices, formatMoney, LONDON_SHOPPER, waitForCurrencyDetection } from './support/storefront';

test.use(LONDON_SHOPPER);

const OIL = '/products/rosehip-sea-buckthorn-facial-oil';
const OIL_NAME = 'Rosehip & Sea Buckthorn Facial Oil';

/** Taps a size's option as a shopper does (the radio itself is drawn by its label). */
const chooseSize = (page: Page, name: string) => page.getByRole('radiogroup', { name: 'Size' }).locator('label').filter({ hasText: new RegExp(`^${name}`) }).click();

test.beforeEach(async ({ context }) => {
  await blockLocationServices(context);
});

test('two sizes of one product are two lines of the bag and of the order', async ({ page, request }) => {
  const customer = await newCustomerWithAddress(request, 'sizes');
  await page.goto('/');
  await waitForCurrencyDetection(page);
  await signIn(page, customer);

  await page.goto(OIL);
  await chooseSize(page, '50 ml');
  await expect(page).toHaveURL(/\?size=50-ml$/);
  await expect(page.getByTestId('chosen-size')).toHaveText('50 ml');
  await expect(page.getByText('£56.00').first()).toBeVisible();
  await page.getByRole('button', { name: 'Add to bag' }).click();
  const bag = page.getByRole('dialog', { name: /My Bag/ });
  await expect(bag).toBeVisible();
  await page.keyboard.press('Escape');

  await chooseSize(page, '30 ml');
  await expect(page).toHaveURL(/\?size=30-ml$/);
  await page.getByRole('button', { name: 'Add to bag' }).click();
  await expect(bag).toBeVisible();

  const lines = bag.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0).getByTestId('cart-line-size')).toHaveText('50 ml');
  await expect(lines.nth(0)).toContainText(formatMoney(5600, 'GBP'));
  await expect(lines.nth(1).getByTestId('cart-line-size')).toHaveText('30 ml');
  await expect(lines.nth(1)).toContainText(formatMoney(3800, 'GBP'));
  await expect(bag.getByTestId('bag-subtotal')).toHaveText(formatMoney(9400, 'GBP'));

  const checkout = await openCheckout(page);
  await expect(checkout.getByTestId('summary-line-size')).toHaveText(['50 ml · ', '30 ml · ']);
  await expect(checkout.getByTestId('summary-subtotal')).toHaveText(formatMoney(9400, 'GBP'));
  await checkout.getByRole('button', { name: /Continue to Payment/ }).click();
  await expect(checkout.getByTestId('payment-step')).toBeVisible();
  await typeCard(page, '4242 4242 4242 4242');
  await checkout.getByRole('button', { name: /^Pay / }).click();
  await expect(checkout.getByRole('heading', { name: 'Order Received!' })).toBeVisible();

  await checkout.getByRole('link', { name: /View order/ }).click();
  const items = page.getByRole('region', { name: /Items/ });
  await expect(items.getByText(OIL_NAME)).toHaveCount(2);
  // The order lists a product's sizes in the shop's order of sizes, whatever order the bag had.
  await expect(items.getByTestId('order-line-size')).toHaveText(['30 ml', '50 ml']);
});

test('a choice replaces the address, and the arrow keys move it', async ({ page }) => {
  await page.goto('/shop');
  await page.goto(OIL);
  const sizes = page.getByRole('radiogroup', { name: 'Size' });
  const thirty = sizes.getByRole('radio', { name: /30 ml/ });
  await expect(thirty).toBeChecked();

  await thirty.focus();
  await page.keyboard.press('ArrowRight');
  await expect(sizes.getByRole('radio', { name: /50 ml/ })).toBeChecked();
  await expect(sizes.getByRole('radio', { name: /50 ml/ })).toBeFocused();
  await expect(page).toHaveURL(/\?size=50-ml$/);
  await page.keyboard.press('ArrowRight');
  await expect(sizes.getByRole('radio', { name: /100 ml/ })).toBeChecked();
  await expect(page.getByTestId('chosen-size')).toHaveText('100 ml');
  await page.keyboard.press('ArrowLeft');
  await expect(sizes.getByRole('radio', { name: /50 ml/ })).toBeChecked();
  await expect(page).toHaveURL(/\?size=50-ml$/);

  // Three choices, no new history entries: Back leaves the product.
  await page.goBack();
  await expect(page).toHaveURL(/\/shop$/);
});

test('the lists show "from" the cheapest size', async ({ page }) => {
  await page.goto('/products?category=face');
  await waitForCurrencyDetection(page);
  const card = page.getByTestId('product-card').filter({ hasText: OIL_NAME });
  await expect(card.getByTestId('from-price')).toHaveText(`from ${formatMoney(3800, 'GBP')}`);
  await expect(card).toContainText('3 sizes');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server renders the size the address names, and every size in the JSON-LD', async ({ page }) => {
    const response = await page.goto(`${OIL}?size=100-ml`);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('chosen-size')).toHaveText('100 ml');
    await expect(page.getByText('£98.00').first()).toBeVisible();
    await expect(page.getByRole('radio', { name: /100 ml/ })).toBeChecked();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd.offers.map((offer: { name: string; price: string }) => [offer.name, offer.price])).toEqual([
      ['30 ml', '38.00'],
      ['50 ml', '56.00'],
      ['100 ml', '98.00'],
    ]);
  });
});
