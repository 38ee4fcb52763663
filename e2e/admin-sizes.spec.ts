/**
 * The product editor's Sizes table (decision 0251): an admin adds a size to a product of one, moves
 * it up by keyboard, reprices it, removes the first, and the products list and the product follow.
 * The product is a draft, so specs that buy the shop's newest products never pick it while its
 * sizes change. With SHOTS_DIR set, the editor of a demo product of three sizes and the products list
 * are captured at 1440 and 390 px (the demo product is only looked at, never changed).
 */
import { adminToken, signInAsAdmin } from './support/accounts';
import { shoot } from './support/shots';
import { expect, test } from './support/test';

test('an admin adds, moves, reprices and removes sizes, and the list and the product follow', async ({ page, request }) => {
  test.setTimeout(150_000);
  const token = await adminToken(request);
  const name = `Calendula Balm ${Date.now()}`;
  const created = await request.post('/api/v1/admin/products', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { name, description: 'A soft balm for dry hands.', category: 'body', size: '30 ml', price: '1800', stock: '9', sku: `CAL-${Date.now()}-30`, status: 'draft' },
  });
  expect(created.status()).toBe(201);
  const product = (await created.json()).data.product as { id: string; slug: string; variants: { sku: string }[] };

  await signInAsAdmin(page, `/admin/products/${product.id}/edit`);
  const sizes = page.getByRole('list', { name: `Sizes of ${name}` });
  await expect(sizes.getByRole('listitem')).toHaveCount(1);
  // The one size cannot be removed: a product always has one.
  await expect(page.getByRole('button', { name: 'Remove 30 ml' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Add a size' }).click();
  const editor = page.getByRole('form', { name: 'New size' });
  await editor.getByLabel('Size').fill('75 ml');
  const taken = product.variants[0]!.sku.toLowerCase();
  await editor.getByLabel('SKU').fill(taken);
  await editor.getByLabel('Price (£)').fill('32.00');
  await editor.getByLabel('Stock').fill('4');
  await editor.getByRole('button', { name: 'Add size' }).click();
  // A SKU another size has, in any case: the server's refusal shows by the SKU box.
  await expect(editor.getByText(`Another size already uses SKU ${taken}`)).toBeVisible();
  await editor.getByLabel('SKU').fill(`CAL-${Date.now()}-75`);
  await editor.getByRole('button', { name: 'Add size' }).click();
  await expect(sizes.getByRole('listitem')).toHaveCount(2);

  await page.getByRole('button', { name: 'Move 75 ml up' }).focus();
  await page.keyboard.press('Enter');
  await expect(sizes.getByRole('listitem').first()).toContainText('75 ml');
  await expect(page.getByRole('button', { name: 'Move 75 ml down' })).toBeFocused();

  await page.getByRole('button', { name: 'Edit 75 ml' }).click();
  const edit = page.getByRole('form', { name: 'Edit 75 ml' });
  await edit.getByLabel('Price (£)').fill('28.50');
  await edit.getByRole('button', { name: 'Save size' }).click();
  await expect(sizes.getByRole('listitem').first()).toContainText('£28.50');

  await page.goto(`/admin/products?search=${encodeURIComponent(name)}`);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('2 sizes');
  await expect(row).toContainText('from £18.00');
  await expect(row).toContainText('13');

  await page.goto(`/admin/products/${product.id}/edit`);
  await page.getByRole('button', { name: 'Remove 30 ml' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('archived rather than erased');
  await dialog.getByRole('button', { name: 'Remove size' }).click();
  await expect(page.getByText('Size deleted')).toBeVisible();
  await expect(sizes.getByRole('listitem')).toHaveCount(1);

  const saved = await request.get(`/api/v1/admin/products/${product.id}`, { headers: { authorization: `Bearer ${token}` } });
  const shown = (await saved.json()).data.product as { price: number; size: string; variants: unknown[] };
  expect(shown).toMatchObject({ price: 2850, size: '75 ml' });
  expect(shown.variants).toHaveLength(1);
});

test('the editor of a product of three sizes, and the products list', async ({ page, request }) => {
  const token = await adminToken(request);
  const listed = await request.get('/api/v1/admin/products?search=Rosehip%20%26%20Sea%20Buckthorn', { headers: { authorization: `Bearer ${token}` } });
  const [oil] = (await listed.json()).data.products as { id: string }[];
  await signInAsAdmin(page, `/admin/products/${oil!.id}/edit`);
  await expect(page.getByRole('list', { name: /^Sizes of / }).getByRole('listitem')).toHaveCount(3);
  await shoot(page, 'product-editor-sizes');
  await page.goto('/admin/products');
  await expect(page.getByRole('table', { name: 'Products' })).toContainText('3 sizes');
  await shoot(page, 'products-list');
});
