/**
 * The storefront in a real browser against the real API: browse to a product, fill the bag, change
 * currency, keep both over a reload, clear the bag; the list's filters live in the URL; an unknown
 * product says so.
 */
import { expect, test } from './support/test';
import {
  apiProduct,
  apiProducts,
  blockLocationServices,
  expectedBag,
  formatMoney,
  LONDON_SHOPPER,
  waitForCurrencyDetection,
} from './support/storefront';

test.use(LONDON_SHOPPER);

test.beforeEach(async ({ context }) => {
  await blockLocationServices(context);
});

test('home → category → product → bag in GBP, then EUR; a reload keeps both; Clear Cart confirms', async ({ page, request }) => {
  await page.goto('/');
  await waitForCurrencyDetection(page);
  const picker = page.getByTestId('currency-picker-nav');
  await expect(picker).toContainText('GBP');

  // A face product with enough stock for two, as the list shows them (newest first).
  const faceProducts = await apiProducts(request, { category: 'face', limit: 12, sort: 'newest' });
  const chosen = faceProducts.find((product) => product.stock >= 3);
  if (!chosen) throw new Error('The seed has no face product with stock for this test');

  await page.getByRole('region', { name: 'A ritual for every part of you' }).getByRole('link', { name: /^Face/ }).click();
  await expect(page).toHaveURL(/\/products\?category=face$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Face' })).toBeVisible();
  await page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name: chosen.name, exact: true }) }).click();

  await expect(page).toHaveURL(new RegExp(`/products/${chosen.id}$`));
  const product = await apiProduct(request, chosen.id);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('article').getByText(formatMoney(product.price, 'GBP')).first()).toBeVisible();

  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByTestId('quantity')).toHaveText('2');
  await page.getByRole('button', { name: 'Add to bag' }).click();

  const bag = page.getByRole('dialog', { name: /My Bag/ });
  await expect(bag).toBeVisible();
  const line = bag.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(product.name);
  await expect(line.getByTestId('cart-line-quantity')).toHaveText('2');
  const gbp = expectedBag(product.price, 2, 'GBP');
  await expect(bag.getByTestId('bag-subtotal')).toHaveText(gbp.subtotal);
  await expect(bag.getByTestId('bag-total')).toHaveText(gbp.total);
  await expect(page.getByTestId('bag-count')).toHaveText('2');

  // Switch to euros: every price converts at the spec's rates.
  await page.keyboard.press('Escape');
  await expect(bag).toBeHidden();
  await picker.click();
  await page.getByRole('option', { name: /Euro/ }).click();
  await expect(picker).toContainText('EUR');
  await expect(page.getByRole('article').getByText(formatMoney(product.price, 'EUR')).first()).toBeVisible();
  await page.getByRole('button', { name: /Open bag/ }).click();
  const eur = expectedBag(product.price, 2, 'EUR');
  await expect(bag.getByTestId('bag-subtotal')).toHaveText(eur.subtotal);
  await expect(bag.getByTestId('bag-total')).toHaveText(eur.total);
  await expect(bag.getByTestId('gbp-note')).toContainText(gbp.total);

  // A reload keeps the bag and the currency (IndexedDB), and detection does not run again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('alertdialog', { name: 'Detecting Your Location' })).toHaveCount(0);
  await expect(picker).toContainText('EUR');
  await expect(page.getByTestId('bag-count')).toHaveText('2');
  await page.getByRole('button', { name: /Open bag/ }).click();
  await expect(bag.getByTestId('bag-subtotal')).toHaveText(eur.subtotal);

  // Clear Cart asks first.
  await bag.getByRole('button', { name: 'Clear Cart' }).click();
  const confirm = page.getByTestId('clear-cart-confirm');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes, Clear Cart' }).click();
  await expect(page.getByText('Cart cleared successfully!')).toBeVisible();
  await expect(bag.getByText('Your bag is empty')).toBeVisible();
  await expect(page.getByTestId('bag-count')).toHaveCount(0);
});

test('the products list keeps its filters in the URL through reload and back', async ({ page }) => {
  await page.goto('/products');
  await waitForCurrencyDetection(page);
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  await page.getByRole('link', { name: 'Hair', exact: true }).click();
  await expect(page).toHaveURL(/\/products\?category=hair$/);
  await page.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL(/\/products\?category=hair&sort=price_asc$/);

  await page.getByRole('searchbox', { name: 'Search products' }).fill('oil');
  await expect(page).toHaveURL(/search=oil/);
  await expect(page.getByText(/for “oil”/)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('oil');
  await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
  await expect(page.getByRole('heading', { level: 1, name: 'Hair' })).toBeVisible();

  // The search replaced the sorted list's history entry instead of adding one per keystroke, so
  // Back goes to the hair list as it was before sorting.
  await page.goBack();
  await expect(page).toHaveURL(/\/products\?category=hair$/);
  await expect(page.getByLabel('Sort by')).toHaveValue('newest');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});

test('an unknown product shows a clear not-found state with a way back to the shop', async ({ page }) => {
  await page.goto('/products/no-such-product');
  await waitForCurrencyDetection(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
  await page.getByRole('link', { name: /Back to the shop/ }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
});
