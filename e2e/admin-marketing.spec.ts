/**
 * The back office's marketing and settings in a real browser against the real API:
 * an admin creates a 15% code on the discounts screen, a customer pays with it at checkout, and the
 * stats count it; an admin changes the tax rate on the settings screen and checkout prices with it
 * at once. The settings test puts the spec's figures back, whatever happens, since every other spec
 * prices with them.
 */
import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { formatMoney } from '../src/domain/money';
import { DEFAULT_PRICING_RULES, priceOrder } from '../src/domain/pricing';
import { adminToken, signInAsAdmin } from './support/accounts';
import { addToBag, newCustomerWithAddress, signIn, twoProducts } from './support/checkout';
import { blockLocationServices, LONDON_SHOPPER, waitForCurrencyDetection } from './support/storefront';

test.use(LONDON_SHOPPER);
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ context }) => {
  await blockLocationServices(context);
});

async function discountStats(request: APIRequestContext) {
  const token = await adminToken(request);
  const response = await request.get('/api/v1/admin/discounts/stats', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()).data as { redemptions: number; discountGiven: number; topCodes: { code: string; redemptions: number }[] };
}

/** A new customer in their own browser, signed in, with one product in the bag (the drawer open). */
async function shopperWithOneProduct(browser: Browser, request: APIRequestContext, label: string) {
  const shopper = await browser.newContext({ ...LONDON_SHOPPER });
  await blockLocationServices(shopper);
  const shop = await shopper.newPage();
  const customer = await newCustomerWithAddress(request, label);
  const [product] = await twoProducts(request);
  await shop.goto('/');
  await waitForCurrencyDetection(shop);
  await signIn(shop, customer);
  await addToBag(shop, product, 1);
  return { shopper, shop, product };
}

async function payAtCheckout(page: Page, code?: string) {
  await page.getByRole('dialog', { name: /My Bag/ }).getByRole('button', { name: 'Checkout' }).click();
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await expect(checkout.getByText('8 Willow Walk')).toBeVisible();
  if (code) {
    await checkout.getByRole('textbox', { name: 'Discount code' }).fill(code);
    await checkout.getByRole('button', { name: 'Apply' }).click();
    await expect(checkout.getByTestId('discount-applied')).toContainText(`${code} applied: 15% off`);
  }
  return checkout;
}

test('an admin creates a 15% code, a customer pays with it, and the stats count it', async ({ page, request, browser }) => {
  const code = `SPRING${Date.now().toString(36).toUpperCase()}`;
  const before = await discountStats(request);

  await signInAsAdmin(page, '/admin/marketing/discounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Discounts' })).toBeVisible();
  await page.getByRole('button', { name: 'New code' }).click();
  const form = page.getByRole('form', { name: 'New discount code' });
  const codeBox = form.getByRole('textbox', { name: 'Code', exact: true });
  await codeBox.pressSequentially(code.toLowerCase());
  await expect(codeBox).toHaveValue(code);
  await form.getByRole('textbox', { name: 'Percentage off' }).fill('15');
  await form.getByRole('textbox', { name: /^Description/ }).fill('Spring sale, e2e');
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByText(`Discount code ${code} created`)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row.getByText('15% off')).toBeVisible();
  await expect(row.locator('[data-colour="green"]:visible')).toHaveText(/active/);

  // A customer, in their own browser, pays with it.
  const { shopper, shop, product } = await shopperWithOneProduct(browser, request, 'marketing');
  const checkout = await payAtCheckout(shop, code);
  const priced = priceOrder([{ unitPrice: product.price, quantity: 1 }], { type: 'percentage', value: 15 });
  await expect(checkout.getByTestId('summary-total')).toHaveText(formatMoney(priced.total));
  await checkout.getByRole('button', { name: /Continue to Payment/ }).click();
  const card = shop.getByTestId('local-card-form');
  await card.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
  await card.getByLabel(/^Expiry date/).fill(`12 / ${String(new Date().getUTCFullYear() + 3).slice(-2)}`);
  await card.getByLabel(/^CVC/).fill('123');
  await checkout.getByRole('button', { name: `Pay ${formatMoney(priced.total)}` }).click();
  await expect(checkout.getByRole('heading', { name: 'Order Received!' })).toBeVisible();
  await shopper.close();

  const after = await discountStats(request);
  expect(after.redemptions - before.redemptions).toBe(1);
  expect(after.discountGiven - before.discountGiven).toBe(priced.discount);
  expect(after.topCodes).toContainEqual(expect.objectContaining({ code, redemptions: 1 }));

  // The admin's screen says so too.
  await page.reload();
  await expect(page.getByTestId('stat-Redemptions')).toContainText(String(after.redemptions));
  await expect(page.getByRole('row', { name: new RegExp(code) }).getByRole('cell', { name: /^1$/ })).toBeVisible();
});

test('an admin changes the tax rate and checkout prices with it at once', async ({ page, request, browser }) => {
  const token = await adminToken(request);
  try {
    await signInAsAdmin(page, '/admin/settings');
    const taxBox = page.getByRole('textbox', { name: 'Tax rate (%)' });
    await expect(taxBox).toHaveValue('8.5');
    await taxBox.fill('12.5');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();

    const { shopper, shop, product } = await shopperWithOneProduct(browser, request, 'taxrate');
    const rules = { ...DEFAULT_PRICING_RULES, taxRateBasisPoints: 1250 };
    const priced = priceOrder([{ unitPrice: product.price, quantity: 1 }], null, rules);
    await expect(shop.getByTestId('bag-tax')).toHaveText(formatMoney(priced.tax));
    await expect(shop.getByText('Tax (12.5%)').first()).toBeVisible();
    const checkout = await payAtCheckout(shop);
    await expect(checkout.getByTestId('summary-tax')).toHaveText(formatMoney(priced.tax));
    await expect(checkout.getByTestId('summary-total')).toHaveText(formatMoney(priced.total));
    await checkout.getByRole('button', { name: /Continue to Payment/ }).click();
    await expect(checkout.getByRole('button', { name: `Pay ${formatMoney(priced.total)}` })).toBeVisible();

    await shop.goto('/terms-of-service');
    await expect(shop.getByText(/A sales tax of 12\.5% of your subtotal/)).toBeVisible();
    await shopper.close();
  } finally {
    const reset = await request.put('/api/v1/admin/settings', {
      headers: { Authorization: `Bearer ${token}` },
      data: { taxRatePercent: DEFAULT_PRICING_RULES.taxRateBasisPoints / 100 },
    });
    expect(reset.ok()).toBe(true);
  }
});
