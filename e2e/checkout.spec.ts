/**
 * Checkout in a real browser against the real API and the local card provider: a new
 * customer pays for two products with their WELCOME code and finds the order paid; a declined card
 * shows the provider's words and leaves the order unpaid; a signed-out visitor is asked to log in.
 */
import { expect, test } from './support/test';
import { formatMoney } from '../src/domain/money';
import { priceOrder } from '../src/domain/pricing';
import { addToBag, emailsTo, newCustomerWithAddress, openCheckout, ordersOf, signIn, twoProducts, typeCard, welcomeCode } from './support/checkout';
import { blockLocationServices, LONDON_SHOPPER, waitForCurrencyDetection } from './support/storefront';

test.use(LONDON_SHOPPER);

test.beforeEach(async ({ context }) => {
  await blockLocationServices(context);
});

test('a new customer pays for two products with a 20% code and finds the order paid, with its email', async ({ page, request }) => {
  const customer = await newCustomerWithAddress(request, 'checkout');
  const code = await welcomeCode(request, customer.email);
  const [serum, balm] = await twoProducts(request);

  await page.goto('/');
  await waitForCurrencyDetection(page);
  await signIn(page, customer);
  await addToBag(page, serum, 2);
  await page.keyboard.press('Escape');
  await addToBag(page, balm, 1);
  const checkout = await openCheckout(page);

  // Exact pricing, previewed with the shop's rules before the code.
  const lines = [{ unitPrice: serum.price, quantity: 2 }, { unitPrice: balm.price, quantity: 1 }];
  const plain = priceOrder(lines);
  await expect(checkout.getByText('8 Willow Walk')).toBeVisible();
  await expect(checkout.getByRole('progressbar', { name: 'Checkout progress' })).toHaveAttribute('aria-valuenow', '33');
  await expect(checkout.getByTestId('summary-subtotal')).toHaveText(formatMoney(plain.subtotal));
  await expect(checkout.getByTestId('summary-shipping')).toHaveText(plain.shipping === 0 ? 'Free' : formatMoney(plain.shipping));
  await expect(checkout.getByTestId('summary-tax')).toHaveText(formatMoney(plain.tax));
  await expect(checkout.getByTestId('summary-total')).toHaveText(formatMoney(plain.total));

  // The code typed in lower case is upper-cased, applied by the server, and taken off.
  const codeBox = checkout.getByRole('textbox', { name: 'Discount code' });
  await codeBox.pressSequentially(code.toLowerCase());
  await expect(codeBox).toHaveValue(code);
  await checkout.getByRole('button', { name: 'Apply' }).click();
  await expect(checkout.getByTestId('discount-applied')).toContainText(`${code} applied: 20% off`);
  const discounted = priceOrder(lines, { type: 'percentage', value: 20 });
  await expect(checkout.getByTestId('summary-discount')).toHaveText(`−${formatMoney(discounted.discount)}`);
  await expect(checkout.getByTestId('summary-total')).toHaveText(formatMoney(discounted.total));

  await checkout.getByRole('button', { name: /Continue to Payment/ }).click();
  await expect(checkout.getByTestId('payment-step')).toBeVisible();
  await expect(checkout.getByRole('progressbar', { name: 'Checkout progress' })).toHaveAttribute('aria-valuenow', '66');
  await typeCard(page, '4242 4242 4242 4242');
  await expect(checkout.getByTestId('card-brand')).toHaveText('Visa');
  await checkout.getByRole('button', { name: `Pay ${formatMoney(discounted.total)}` }).click();

  await expect(checkout.getByRole('heading', { name: 'Order Received!' })).toBeVisible();
  await expect(checkout.getByRole('progressbar', { name: 'Checkout progress' })).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByTestId('bag-count')).toHaveCount(0);
  await checkout.getByRole('button', { name: 'Continue Shopping' }).click();
  await expect(page.getByRole('dialog', { name: 'Checkout' })).toHaveCount(0);

  const [order] = await ordersOf(request, customer.token);
  expect(order).toMatchObject({ status: 'unfulfilled', paymentStatus: 'paid', total: discounted.total });
  await page.goto('/orders');
  const row = page.getByRole('list', { name: 'All orders' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Payment: paid')).toBeVisible();
  await expect(row.getByText(/unfulfilled/i).first()).toBeVisible();

  await expect.poll(async () => (await emailsTo(request, customer.email, 'order-confirmation')).length, { timeout: 10_000 }).toBe(1);
});

test("a declined card shows the provider's message and the order stays unpaid", async ({ page, request }) => {
  const customer = await newCustomerWithAddress(request, 'declined');
  const [product] = await twoProducts(request);

  await page.goto('/');
  await waitForCurrencyDetection(page);
  await signIn(page, customer);
  await addToBag(page, product, 1);
  const checkout = await openCheckout(page);
  await expect(checkout.getByText('8 Willow Walk')).toBeVisible();
  await checkout.getByRole('button', { name: /Continue to Payment/ }).click();
  await expect(checkout.getByTestId('payment-step')).toBeVisible();
  await typeCard(page, '4000 0000 0000 0002');
  await checkout.getByRole('button', { name: /^Pay £/ }).click();

  await expect(checkout.getByText('Your card was declined.')).toBeVisible();
  await expect(checkout.getByTestId('payment-step')).toBeVisible();
  const [order] = await ordersOf(request, customer.token);
  expect(order?.paymentStatus).not.toBe('paid');
  expect(order?.status).toBe('pending');
  await expect(page.getByTestId('bag-count')).toHaveText('1');
});

test('a signed-out visitor is asked to log in, from the bag and at /checkout', async ({ page, request }) => {
  const [product] = await twoProducts(request);
  await page.goto('/');
  await waitForCurrencyDetection(page);
  await addToBag(page, product, 1);
  await page.getByRole('dialog', { name: /My Bag/ }).getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByText('Please login to complete your purchase').first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Checkout' })).toHaveCount(0);

  await page.goto('/checkout');
  await expect(page.getByRole('main').getByText('Please login to complete your purchase')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fcheckout$/);
});
