/**
 * The audit trail (decision 0224): an admin changes a product's price in the back office (its one
 * size's, in the editor's Sizes table, decision 0251), opens the product's History and finds the change there, who made it and the price before and after in
 * pounds. Screenshots of the whole trail and of the one record's history go to the folder SHOTS_DIR names,
 * when it is set.
 */
import { adminToken, signInAsAdmin } from './support/accounts';
import { expect, test } from './support/test';

const SHOTS_DIR = process.env.SHOTS_DIR;

test('a price change made in the back office is in the product’s history', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await adminToken(request);
  const name = `Audit Rosehip Oil ${Date.now().toString(36)}`;
  const created = await request.post('/api/v1/admin/products', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { name, description: 'A light oil of rosehip for the face.', category: 'face', size: '30 ml', price: '1800', stock: '6' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const productId = (await created.json()).data.product.id as string;

  await signInAsAdmin(page, `/admin/products/${productId}/edit`);
  await page.getByRole('button', { name: 'Edit 30 ml' }).click();
  await page.getByRole('form', { name: 'Edit 30 ml' }).getByLabel('Price (£)').fill('21.50');
  await page.getByRole('button', { name: 'Save size' }).click();
  await expect(page.getByText('Size updated').first()).toBeVisible();

  await page.goto(`/admin/products/${productId}`);
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/audit\\?recordType=product&recordId=${productId}$`));
  const row = page.getByRole('table', { name: 'Audit trail' }).getByRole('row', { name: /Edited a product’s size/ });
  await expect(row).toContainText('Price: £18.00→£21.50');
  await expect(row).toContainText('Verdant Admin');
  await expect(page.getByText(`History of product ${name}`)).toBeVisible();
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/audit-one-record-1440.png`, fullPage: true });

  // Two more changes through the API, so the whole trail shows more than one kind of entry.
  const auth = { authorization: `Bearer ${token}` };
  const code = `AUDIT${Date.now().toString(36).toUpperCase()}`;
  expect((await request.post('/api/v1/admin/discounts', { headers: auth, data: { code, type: 'fixed_amount', value: 500 } })).status()).toBe(201);
  expect((await request.put(`/api/v1/admin/products/${productId}`, { headers: auth, multipart: { stock: '14' } })).status()).toBe(200);
  await page.getByRole('button', { name: /Show every record/ }).click();
  await expect(page.getByRole('table', { name: 'Audit trail' }).getByRole('row', { name: /Created a discount code/ }).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Audit trail' }).getByRole('row', { name: /Added a product/ }).first()).toBeVisible();
  if (SHOTS_DIR) {
    await page.screenshot({ path: `${SHOTS_DIR}/audit-trail-1440.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/audit-trail-390.png`, fullPage: true });
  }
});
