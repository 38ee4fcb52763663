/**
 * Abandoned checkouts in a real browser (docs/decisions/0255-abandoned-checkouts.md): a customer
 * reaches Payment, goes back, changes the bag, pays, and has one order, for the new bag; and a
 * pending order's page offers "Pay now" beside "Cancel order", which pays it through checkout's own
 * Payment step. With SHOTS_DIR set, the pending order's page is photographed at 1440 and 390 px.
 */
import { expect, test } from './support/test';
import { addToBag, newCustomerWithAddress, openCheckout, orderThroughApi, ordersOf, signIn, twoProducts, typeCard } from './support/checkout';
import { shoot } from './support/shots';
import { blockLocationServices, formatMoney, LONDON_SHOPPER, waitForCurrencyDetection } from './support/storefront';

test.use(LONDON_SHOPPER);

test.beforeEach(async ({ context }) => {
  await blockLocationServices(context);
});

test('back from Payment, a changed bag revises the same order, and paying it leaves one order', async ({ page, request }) => {
  const customer = await newCustomerWithAddress(request, 'abandoned');
  const [first, second] = await twoProducts(request);
  await page.goto('/');
  await waitForCurrencyDetection(page);
  await signIn(page, customer);

  await addToBag(page, first, 2);
  let checkout = await openCheckout(page);
  await checkout.getByRole('button', { name: /Continue to Payment/ }).click();
  await expect(checkout.getByTestId('payment-step')).toBeVisible();
  const number = (await checkout.getByTestId('payment-step').getByText(/^Order #\d+$/).textContent())!;

  // Back to review, then out to the shop: one fewer of the first, and the second added.
  await checkout.getByRole('button', { name: 'Back to Review' }).click();
  await page.keyboard.press('Escape');
  await addToBag(page, second, 1);
  const bag = page.getByRole('dialog', { name: /My Bag/ });
  await bag.getByTestId('cart-line').filter({ hasText: first.name }).getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(bag.getByTestId('cart-line')).toHaveCount(2);
  const subtotal = first.price + second.price;
  await expect(bag.getByTestId('bag-subtotal')).toHaveText(formatMoney(subtotal, 'GBP'));

  checkout = await openCheckout(page);
  await checkout.getByRole('button', { name: /Continue to Payment/ }).click();
  const payment = checkout.getByTestId('payment-step');
  await expect(payment).toBeVisible();
  // The same order, revised: its number, and the new bag's total on the pay button.
  await expect(payment.getByText(number)).toBeVisible();
  await expect(checkout.getByTestId('summary-subtotal')).toHaveText(formatMoney(subtotal, 'GBP'));
  const [order] = await ordersOf(request, customer.token);
  await typeCard(page, '4242 4242 4242 4242');
  await checkout.getByRole('button', { name: /^Pay / }).click();
  await expect(checkout.getByRole('heading', { name: 'Order Received!' })).toBeVisible();

  const orders = await ordersOf(request, customer.token);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ id: order!.id, status: 'unfulfilled', paymentStatus: 'paid' });
  await checkout.getByRole('link', { name: /View order/ }).click();
  const items = page.getByRole('region', { name: /Items/ });
  await expect(items.getByText(first.name)).toBeVisible();
  await expect(items.getByText(second.name)).toBeVisible();
});

test('a pending order’s page offers Pay now beside Cancel order, and paying it there completes it', async ({ page, request }) => {
  const customer = await newCustomerWithAddress(request, 'pay-now');
  const [product] = await twoProducts(request);
  const placed = await orderThroughApi(request, customer, product, { quantity: 1, pay: false });
  await page.goto('/');
  await waitForCurrencyDetection(page);
  await signIn(page, customer);

  await page.goto(`/orders/${placed.id}`);
  const pending = page.getByTestId('pending-payment');
  await expect(pending.getByRole('heading', { name: 'Waiting for payment' })).toBeVisible();
  await expect(pending).toContainText("We're holding your items until");
  await expect(pending.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  await shoot(page, 'pending-order');

  await pending.getByRole('link', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout\\?order=${placed.id}$`));
  const payment = page.getByTestId('payment-step');
  await expect(payment).toBeVisible();
  await expect(payment.getByText(`Order #${placed.number}`, { exact: true })).toBeVisible();
  await expect(page.getByTestId('summary-line')).toHaveCount(1);
  await expect(payment.getByRole('link', { name: `Back to order #${placed.number}` })).toBeVisible();
  await typeCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Order Received!' })).toBeVisible();

  expect(await ordersOf(request, customer.token)).toEqual([expect.objectContaining({ id: placed.id, status: 'unfulfilled', paymentStatus: 'paid' })]);
  await page.getByRole('link', { name: `View order #${placed.number}` }).click();
  await expect(page.getByRole('heading', { name: `Order #${placed.number}` })).toBeVisible();
  await expect(page.getByTestId('pending-payment')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
});
