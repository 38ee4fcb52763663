/**
 * The caps on one network's unpaid holds in a real browser (docs/decisions/0254-holds-per-client-address.md):
 * two shoppers of this test's network already hold the last unit of two items unpaid, so a third
 * shopper of the same network who wants the last unit of another is told at checkout why, and
 * what to do, and no order is placed. With SHOTS_DIR set, the refusal is photographed at 1440
 * and 390 px.
 */
import type { APIRequestContext } from '@playwright/test';
import { adminToken } from './support/accounts';
import { addToBag, newCustomerWithAddress, openCheckout, orderThroughApi, ordersOf, signIn } from './support/checkout';
import { shoot } from './support/shots';
import { blockLocationServices, LONDON_SHOPPER, waitForCurrencyDetection } from './support/storefront';
import { expect, test } from './support/test';

test.use(LONDON_SHOPPER);

test.beforeEach(async ({ context }) => {
  await blockLocationServices(context);
});

/** A new product with one unit left, as the storefront answers it. */
async function lastOne(request: APIRequestContext, token: string, name: string) {
  const created = await request.post('/api/v1/admin/products', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { name, description: 'A small batch for the network test.', category: 'body', size: '50 ml', price: '1600', stock: '1' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).data.product.id as string;
  return (await (await request.get(`/api/v1/general/products/${id}`)).json()).data.product;
}

test('a shopper whose network already holds the last of two items is told why at checkout, and nothing is placed', async ({ page, request }) => {
  const token = await adminToken(request);
  const batch = Date.now().toString(36);
  const items = [];
  for (const name of ['Nettle', 'Yarrow', 'Sorrel']) items.push(await lastOne(request, token, `${name} Balm ${batch}`));
  // Two shoppers of this test's network (its own X-Forwarded-For, e2e/support/test.ts) hold the last of two, unpaid.
  for (const [i, item] of items.slice(0, 2).entries()) {
    await orderThroughApi(request, await newCustomerWithAddress(request, `holder-${i}`), item, { quantity: 1, pay: false });
  }

  const shopper = await newCustomerWithAddress(request, 'third-on-network');
  await page.goto('/');
  await waitForCurrencyDetection(page);
  await signIn(page, shopper);
  await addToBag(page, items[2], 1);
  const checkout = await openCheckout(page);
  await checkout.getByRole('button', { name: /Continue to Payment/ }).click();
  await expect(checkout).toContainText(`This order would hold the last of ${items[2].name}.`);
  await expect(checkout).toContainText('Orders waiting for payment from your network may hold the last of at most 2 items together');
  await expect(checkout.getByTestId('payment-step')).toHaveCount(0);
  await shoot(page, 'network-holds-refusal');
  expect(await ordersOf(request, shopper.token)).toHaveLength(0);
});
