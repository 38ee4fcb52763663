/**
 * Exporting the orders list as an admin does it (decision 0229): filter the list by status, press
 * Export orders, and the downloaded file holds exactly the orders the list holds for that filter
 * (the API's list, every page), in its order, money in pounds; Export order lines gives one line
 * per line of those orders.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { adminToken, signInAsAdmin } from './support/accounts';

async function download(page: Page, button: string): Promise<{ rows: string[][]; fileName: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const text = await readFile(await file.path(), 'utf8');
  // The seed's orders hold no commas, quotes or line breaks in their cells.
  const rows = text.split('\r\n').filter(Boolean).map((line) => line.split(','));
  return { rows, fileName: file.suggestedFilename() };
}

test('orders: the export holds the filtered list, and its lines one per order line', async ({ page, request }) => {
  await signInAsAdmin(page, '/admin/orders');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Order status' }).selectOption('shipped');
  await expect(page).toHaveURL(/status=shipped/);
  await expect(page.getByRole('table', { name: 'Orders' }).getByRole('row').nth(1)).toBeVisible();

  // The list's orders for the same filter, every one of them, from the API.
  const token = await adminToken(request);
  const listed = await request.get('/api/v1/admin/orders?status=shipped&limit=100', { headers: { Authorization: `Bearer ${token}` } });
  const { orders } = (await listed.json()).data as { orders: Array<{ number: number; total: number; status: string }> };
  expect(orders.length).toBeGreaterThan(0);

  const { rows, fileName } = await download(page, 'Export orders as CSV');
  expect(fileName).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...lines] = rows;
  const column = (name: string) => header!.indexOf(name);
  expect(lines.map((line) => Number(line[column('order')]))).toEqual(orders.map((order) => order.number));
  expect(lines.every((line) => line[column('status')] === 'shipped')).toBe(true);
  expect(lines.map((line) => line[column('total (GBP)')])).toEqual(orders.map((order) => (order.total / 100).toFixed(2)));
  await expect(page.getByRole('status').filter({ hasText: `Downloaded ${fileName}` })).toBeVisible();

  const orderLines = await download(page, 'Export order lines as CSV');
  const [lineHeader, ...orderLineRows] = orderLines.rows;
  const exported = new Set(orderLineRows.map((line) => Number(line[lineHeader!.indexOf('order')])));
  expect([...exported].sort()).toEqual(orders.map((order) => order.number).sort());
  expect(orderLineRows.every((line) => line[lineHeader!.indexOf('status')] === 'shipped')).toBe(true);
});
