/**
 * Saved cards in a real browser against the real API and the local card provider
 * (docs/decisions/0155-saving-a-card-while-paying.md, 0156-payment-methods-screen.md): a card saved
 * while paying shows on the account's Payment Methods screen, where another card is made the
 * default and the first removed; the next checkout offers the default card and pays with it.
 */
import { expect, test } from './support/test';
import { addToBag, newCustomerWithAddress, openCheckout, ordersOf, signIn, twoProducts, typeCard } from './support/checkout';
import { blockLocationServices, LONDON_SHOPPER, waitForCurrencyDetection } from './support/storefront';

test.use(LONDON_SHOPPER);

test.beforeEach(async ({ context }) => {
  await blockLocationServices(context);
});

test('saved cards from the account screen used at checkout', async ({ page, request }) => {
  // Two checkouts and the account screen in one journey: three times the usual time allowed.
  test.slow();
  const customer = await newCustomerWithAddress(request, 'saved-cards');
  const [serum, balm] = await twoProducts(request);

  // 1. Pay with a new Visa and ask to keep it.
  await page.goto('/');
  await waitForCurrencyDetection(page);
  await signIn(page, customer);
  await addToBag(page, serum, 1);
  let checkout = await openCheckout(page);
  await expect(checkout.getByText('8 Willow Walk')).toBeVisible();
  await checkout.getByRole('button', { name: /Continue to Payment/ }).click();
  await expect(checkout.getByTestId('payment-step')).toBeVisible();
  // A customer with no saved card sees the card form straight away, and the choice to keep it.
  await expect(checkout.getByRole('group', { name: 'Pay with' })).toHaveCount(0);
  await typeCard(page, '4242 4242 4242 4242');
  await checkout.getByLabel('Save this card for next time').check();
  await checkout.getByRole('button', { name: /^Pay £/ }).click();
  await expect(checkout.getByRole('heading', { name: 'Order Received!' })).toBeVisible();
  await expect(page.getByText('Card saved for next time')).toBeVisible();
  await checkout.getByRole('button', { name: 'Continue Shopping' }).click();

  // A second card the customer saved another time (through the API, as the browser does).
  const saved = await request.post('/api/v1/user/payment-methods/add', {
    headers: { Authorization: `Bearer ${customer.token}` },
    data: { providerRef: `pm_local_e2e${Date.now()}`, brand: 'mastercard', last4: '4444', expMonth: 6, expYear: new Date().getUTCFullYear() + 4, holderName: 'Iris Fernleaf' },
  });
  expect(saved.status(), await saved.text()).toBe(201);

  // 2. The account's Payment Methods screen: both cards, the Visa the default.
  await page.goto('/overview');
  await page.getByRole('complementary', { name: 'Account' }).getByRole('link', { name: 'Payment Methods' }).first().click();
  await expect(page).toHaveURL(/\/payment-methods$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Saved cards' });
  const visa = cards.getByRole('listitem', { name: /^Visa •••• 4242/ });
  const mastercard = cards.getByRole('listitem', { name: /^Mastercard •••• 4444/ });
  await expect(visa.getByText('Default', { exact: true })).toBeVisible();
  await expect(visa.getByText(`Expires 12/${String(new Date().getUTCFullYear() + 3).slice(-2)}`)).toBeVisible();
  await expect(mastercard.getByText('Default', { exact: true })).toHaveCount(0);

  // Make the Mastercard the default, then remove the Visa (asked first).
  await mastercard.getByRole('button', { name: 'Make Mastercard ending 4444 the default' }).click();
  await expect(mastercard.getByText('Default', { exact: true })).toBeVisible();
  await expect(visa.getByText('Default', { exact: true })).toHaveCount(0);
  await visa.getByRole('button', { name: 'Remove Visa ending 4242' }).click();
  await visa.getByRole('alertdialog', { name: 'Remove this card?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(visa).toHaveCount(0);
  await expect(cards.getByRole('listitem')).toHaveCount(1);

  // 3. The next checkout offers the default card, chosen already, and pays with it.
  await addToBag(page, balm, 1);
  checkout = await openCheckout(page);
  await checkout.getByRole('button', { name: /Continue to Payment/ }).click();
  const payWith = checkout.getByRole('group', { name: 'Pay with' });
  await expect(payWith.getByRole('radio', { name: /Mastercard ending 4444/ })).toBeChecked();
  await expect(payWith.getByRole('radio', { name: /Visa/ })).toHaveCount(0);
  await expect(checkout.getByLabel(/^Card number/)).toHaveCount(0);
  await checkout.getByRole('button', { name: /^Pay £/ }).click();
  await expect(checkout.getByRole('heading', { name: 'Order Received!' })).toBeVisible();

  const orders = await ordersOf(request, customer.token);
  expect(orders).toHaveLength(2);
  expect(orders.every((order) => order.paymentStatus === 'paid')).toBe(true);
});
