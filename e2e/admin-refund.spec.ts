/**
 * A partial refund (decision 0232): a customer's paid order of two products, an admin refunds one
 * unit of one line from the order page's Refund dialog, back into stock; the order then lists the
 * refund and "Refunded £x of £y", stays paid and reads partially refunded, and the customer's own
 * order page shows the refund. Screenshots of the dialog and the order go to SHOTS_DIR when set.
 */
import { signInAsAdmin } from './support/accounts';
import { newCustomerWithAddress, twoProducts } from './support/checkout';
import { expect, test } from './support/test';

const SHOTS_DIR = process.env.SHOTS_DIR;

test('an admin refunds one unit of one line, and both order pages show it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const customer = await newCustomerWithAddress(request, 'refund');
  const [first, second] = await twoProducts(request);
  const auth = { authorization: `Bearer ${customer.token}` };
  const address = { firstName: 'Iris', lastName: 'Fernleaf', email: customer.email, phone: '+44 7700 900321', address1: '8 Willow Walk', city: 'Bristol', postalCode: 'BS1 4DJ', country: 'GB' };
  const placed = await request.post('/api/v1/general/checkout/create-order', {
    headers: auth,
    // Each product's first size (decision 0249: a product of several sizes needs one named).
    data: {
      items: [
        { productId: first.id, variantId: first.variants[0]!.id, quantity: 2 },
        { productId: second.id, variantId: second.variants[0]!.id, quantity: 1 },
      ],
      shippingAddress: address,
      billingAddress: address,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { orderId, orderNumber } = (await placed.json()).data as { orderId: string; orderNumber: number };
  const intent = await request.post(`/api/v1/general/checkout/${orderId}/payment`, { headers: auth });
  expect(intent.ok(), await intent.text()).toBe(true);
  const paid = await request.post('/api/v1/general/payments/local/confirm', {
    headers: auth,
    data: { clientSecret: (await intent.json()).data.clientSecret, cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' },
  });
  expect((await paid.json()).data.status).toBe('succeeded');

  await signInAsAdmin(page, `/admin/orders/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderNumber}` })).toBeVisible();
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: `Refund order #${orderNumber}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: `One more: ${[first.name, first.variants[0]!.name].filter(Boolean).join(', ')}` }).click();
  await dialog.getByRole('textbox', { name: /Note/ }).fill('One jar arrived cracked');
  const total = (await dialog.getByTestId('refund-total').textContent())!;
  expect(total).toMatch(/^£\d+\.\d{2}$/);
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/refund-dialog-1440.png` });
  await dialog.getByRole('button', { name: `Refund ${total}` }).click();

  await expect(page.getByText(`Refunded ${total}`).first()).toBeVisible();
  const refunds = page.getByRole('region', { name: 'Refunds' });
  await expect(refunds).toContainText(`1 × ${[first.name, first.variants[0]!.name].filter(Boolean).join(', ')} (back in stock)`);
  await expect(refunds).toContainText('“One jar arrived cracked”');
  await expect(refunds.getByTestId('refunded-of')).toContainText(`Refunded ${total} of £`);
  await expect(page.getByText('partially refunded').first()).toBeVisible();
  if (SHOTS_DIR) {
    await page.screenshot({ path: `${SHOTS_DIR}/order-after-refund-1440.png`, fullPage: true });
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'An amount' }).click();
    await page.getByRole('alertdialog').getByRole('textbox', { name: /Amount to refund/ }).fill('5');
    await page.screenshot({ path: `${SHOTS_DIR}/refund-dialog-amount-1440.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS_DIR}/refund-dialog-amount-390.png` });
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await page.screenshot({ path: `${SHOTS_DIR}/order-after-refund-390.png`, fullPage: true });
  }

  // The customer's order lists the refund too.
  const mine = await request.get(`/api/v1/user/orders/${orderId}`, { headers: auth });
  const order = (await mine.json()).data.order;
  expect(order).toMatchObject({ paymentStatus: 'paid', refunds: [{ lines: [{ name: first.name, quantity: 1 }] }] });
  expect(`£${(order.refundedAmount / 100).toFixed(2)}`).toBe(total);
});
