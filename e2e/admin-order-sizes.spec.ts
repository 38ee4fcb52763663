/**
 * Sizes on an order's lines, end to end (docs/decisions/0249-sizes-as-variants.md): a customer buys
 * two sizes of one seeded product; the confirmation email lists each line with its size; the admin's
 * order page and its refund dialog show each line's size and SKU; the products report's "By size"
 * table lists both sizes. Screenshots of the order page and the report at 1440 and 390 px go to
 * SHOTS_DIR when set.
 */
import { signInAsAdmin } from './support/accounts';
import { emailsTo, newCustomerWithAddress } from './support/checkout';
import { apiProducts } from './support/storefront';
import { expect, test } from './support/test';

const SHOTS_DIR = process.env.SHOTS_DIR;
const PHONE = { width: 390, height: 844 };

test('two sizes of one product read apart in the email, on the admin order page and in the report', async ({ page, request }) => {
  test.setTimeout(120_000);
  const customer = await newCustomerWithAddress(request, 'sizes');
  const product = (await apiProducts(request, { limit: 40 })).find((listed) => listed.variants.filter((size) => size.stock >= 2).length >= 2)!;
  const [small, large] = product.variants.filter((size) => size.stock >= 2);
  const auth = { authorization: `Bearer ${customer.token}` };
  const address = { firstName: 'Iris', lastName: 'Fernleaf', email: customer.email, phone: '+44 7700 900321', address1: '8 Willow Walk', city: 'Bristol', postalCode: 'BS1 4DJ', country: 'GB' };
  const items = [
    { productId: product.id, variantId: small!.id, quantity: 1 },
    { productId: product.id, variantId: large!.id, quantity: 2 },
  ];
  const placed = await request.post('/api/v1/general/checkout/create-order', { headers: auth, data: { items, shippingAddress: address, billingAddress: address } });
  expect(placed.status(), await placed.text()).toBe(201);
  const { orderId, orderNumber } = (await placed.json()).data as { orderId: string; orderNumber: number };
  const intent = await request.post(`/api/v1/general/checkout/${orderId}/payment`, { headers: auth });
  expect(intent.ok(), await intent.text()).toBe(true);
  const paid = await request.post('/api/v1/general/payments/local/confirm', {
    headers: auth,
    data: { clientSecret: (await intent.json()).data.clientSecret, cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' },
  });
  expect((await paid.json()).data.status).toBe('succeeded');

  await expect.poll(async () => (await emailsTo(request, customer.email, 'order-confirmation'))[0]?.text ?? '').toContain(`${product.name}, ${large!.name} × 2`);
  expect((await emailsTo(request, customer.email, 'order-confirmation'))[0]!.text).toContain(`${product.name}, ${small!.name} × 1`);

  await signInAsAdmin(page, `/admin/orders/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderNumber}` })).toBeVisible();
  const lines = page.getByRole('region', { name: /^Items/ });
  await expect(lines).toContainText(`${small!.name} · SKU ${small!.sku}`);
  await expect(lines).toContainText(`${large!.name} · SKU ${large!.sku}`);
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/admin-order-1440.png`, fullPage: true });

  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: `Refund order #${orderNumber}` });
  await expect(dialog.getByRole('button', { name: `One more: ${product.name}, ${large!.name}` })).toBeVisible();
  await expect(dialog).toContainText(`${large!.name} · SKU ${large!.sku}`);
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/refund-dialog-1440.png` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.setViewportSize(PHONE);
  await expect(lines).toContainText(`${large!.name} · SKU ${large!.sku}`);
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/admin-order-390.png`, fullPage: true });

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin/reports?report=products');
  const bySize = page.getByRole('table', { name: 'By size' });
  await expect(bySize).toContainText(large!.sku);
  await expect(bySize).toContainText(small!.sku);
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/report-products-1440.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await expect(bySize).toContainText(large!.name);
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/report-products-390.png`, fullPage: true });
});
