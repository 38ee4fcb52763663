/**
 * What a shopper's walk through the shop found, in a real browser (docs/decisions/0263 and 0264):
 * the bag's plus stops at a size's stock and says "Only N left"; the bag says when it holds the 30
 * items one order may; a removed line comes back, in its place and with its quantity, on Undo; and
 * an unpaid order the customer cancelled reads "Payment: cancelled" on their order page and in the
 * back office. With SHOTS_DIR set, each screen is photographed at 1440 and 390 px.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken, signInAsAdmin } from './support/accounts';
import { addToBag, newCustomerWithAddress, orderThroughApi, signIn } from './support/checkout';
import { shoot } from './support/shots';
import { blockLocationServices, LONDON_SHOPPER, waitForCurrencyDetection } from './support/storefront';
import { expect, test } from './support/test';

test.use(LONDON_SHOPPER);

test.beforeEach(async ({ context }) => {
  await blockLocationServices(context);
});

/** A new product of one size with `stock` units, as the storefront answers it. */
async function newProduct(request: APIRequestContext, name: string, stock: number, price = 1800) {
  const created = await request.post('/api/v1/admin/products', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    multipart: { name, description: 'A small batch for the shopper walk.', category: 'body', size: '50 ml', price: String(price), stock: String(stock) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).data.product.id as string;
  return (await (await request.get(`/api/v1/general/products/${id}`)).json()).data.product;
}

const bagOf = (page: Page) => page.getByRole('dialog', { name: /My Bag/ });

test('the bag stops at stock and at 30 items, and brings a removed line back on Undo', async ({ page, request }) => {
  // Four product pages and 26 clicks of plus: minutes on a busy machine.
  test.setTimeout(300_000);
  const batch = Date.now().toString(36);
  const scarce = await newProduct(request, `Sorrel Balm ${batch}`, 2);
  const plenty = await Promise.all(['Yarrow', 'Nettle', 'Tansy'].map((name) => newProduct(request, `${name} Wash ${batch}`, 40, 900)));
  const shopper = await newCustomerWithAddress(request, 'walk');
  await page.goto('/');
  await waitForCurrencyDetection(page);
  await signIn(page, shopper);

  await addToBag(page, scarce, 1);
  const bag = bagOf(page);
  const line = bag.getByTestId('cart-line').filter({ hasText: scarce.name });
  await line.getByRole('button', { name: `Increase quantity of ${scarce.name}, 50 ml` }).click();
  await expect(line.getByTestId('cart-line-quantity')).toHaveText('2');
  await expect(line.getByRole('button', { name: `Increase quantity of ${scarce.name}, 50 ml` })).toBeDisabled();
  await expect(line.getByTestId('cart-line-limit')).toHaveText('Only 2 left');
  await shoot(page, 'bag-only-left');

  // 2 + 10 + 10 + 8 = 30: the product page offers the third no more than the 8 the order's limit leaves.
  await addToBag(page, plenty[0], 10);
  await addToBag(page, plenty[1], 10);
  await addToBag(page, plenty[2], 8);
  await expect(bag.getByTestId('bag-item-count')).toHaveText('30 items · An order can hold at most 30 items.');
  for (const plus of await bag.getByRole('button', { name: /^Increase quantity of/ }).all()) await expect(plus).toBeDisabled();
  await shoot(page, 'bag-full');

  // Remove the second line and bring it back: same place, same quantity.
  const namesInBag = () => bag.getByTestId('cart-line').locator('a:not([aria-hidden])').allTextContents();
  const before = await namesInBag();
  const removeSecond = () => bag.getByRole('button', { name: `Remove ${plenty[0].name}, 50 ml from your bag` }).click();
  await removeSecond();
  await expect(bag.getByTestId('cart-line').filter({ hasText: plenty[0].name })).toHaveCount(0);
  const offer = page.getByTestId('cart-removed');
  await expect(offer).toContainText('Item removed from cart');
  await offer.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(namesInBag).toEqual(before);
  await expect(bag.getByTestId('cart-line').filter({ hasText: plenty[0].name }).getByTestId('cart-line-quantity')).toHaveText('10');

  // Photographed on a second removal, so the pictures' time never runs the offer out before Undo.
  await removeSecond();
  await expect(offer).toContainText('Item removed from cart');
  // The toast fades in: photographed once it has.
  await expect.poll(() => offer.evaluate((element) => Number(getComputedStyle(element.closest('[role="status"]')?.parentElement ?? element).opacity))).toBe(1);
  await shoot(page, 'bag-undo');
});

test('an unpaid order the customer cancelled reads "payment cancelled" for them and in the back office', async ({ page, request, browser }) => {
  const product = await newProduct(request, `Cancelled Tonic ${Date.now().toString(36)}`, 5);
  const shopper = await newCustomerWithAddress(request, 'cancel-unpaid');
  const order = await orderThroughApi(request, shopper, product, { quantity: 1, pay: false });
  const cancelled = await request.put(`/api/v1/user/orders/${order.id}/cancel`, { headers: { authorization: `Bearer ${shopper.token}` } });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);

  await page.goto('/');
  await signIn(page, shopper);
  await page.goto(`/orders/${order.id}`);
  const badges = page.locator('header [data-colour]');
  await expect(badges).toHaveText(['Order: cancelled', 'payment cancelled']);
  await shoot(page, 'customer-cancelled-unpaid-order');

  const admin = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signInAsAdmin(admin, `/admin/orders/${order.id}`);
  await expect(admin.getByRole('heading', { level: 1, name: `Order #${order.number}` })).toBeVisible();
  // The header's pair of badges, and the Payment panel's status.
  await expect(admin.getByText('payment cancelled', { exact: true })).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Payment' }).getByText('Payment: cancelled')).toBeAttached();
  await shoot(admin, 'admin-cancelled-unpaid-order');
  await admin.close();
});
