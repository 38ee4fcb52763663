/**
 * /admin/reports as an admin uses it (decision 0140): the sales figures are the API's
 * for the seeded paid orders, the report and range live in the address, Products and Customers
 * show their tables, a refused range is explained in the page, and a table downloads as CSV.
 * Screenshots go to test-results/admin-reports/ for a person to look at (nothing compares them),
 * each taken after the assertions on that screen, once it stands still.
 */
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { SalesReport } from '../src/contracts/admin-reports';
import { formatPaid } from '../src/lib/format';
import { adminToken, signInAsAdmin } from './support/accounts';
import { settledWithCharts } from './support/settled';

async function shot(page: Page, name: string) {
  await settledWithCharts(page);
  await page.screenshot({ path: `test-results/admin-reports/${name}.png`, fullPage: true });
}

async function salesTotals(request: APIRequestContext): Promise<SalesReport['totals']> {
  const token = await adminToken(request);
  const response = await request.get('/api/v1/admin/reports/sales', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()).data as SalesReport).totals;
}

async function firstLineOfDownload(page: Page, button: string): Promise<{ line: string; fileName: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const path = await download.path();
  const text = await readFile(path, 'utf8');
  return { line: text.split('\r\n')[0] ?? '', fileName: download.suggestedFilename() };
}

test('reports: sales figures, products and customers, the address, a refused range and a CSV', async ({ page, request }) => {
  // Three reports, two downloads, four reloads and full-page screenshots: 45 s on a quiet machine.
  test.slow();
  await signInAsAdmin(page, '/admin/reports');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sales', pressed: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Range' })).toHaveValue('30d');

  // The seed has paid orders 1 and 6 days ago: the last 30 days' revenue is the API's figure.
  // (Another spec may pay for an order meanwhile, so read both again until they agree.)
  await expect(async () => {
    const totals = await salesTotals(request);
    expect(totals.orders).toBeGreaterThan(0);
    await page.reload();
    await expect(page.getByText(formatPaid(totals.revenue), { exact: true }).first()).toBeVisible({ timeout: 5000 });
    await expect(page.getByText(formatPaid(totals.averageOrderValue), { exact: true }).first()).toBeVisible();
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('table', { name: 'Sales by day' }).getByRole('row')).toHaveCount(31);
  await expect(page.locator('canvas')).toBeVisible();
  await shot(page, 'sales-1440');

  // The sales table as CSV, named by its range.
  const sales = await firstLineOfDownload(page, 'Export CSV of Sales by day');
  // Money columns are pounds with two decimals, the currency named in the header (decision 0161).
  expect(sales.line).toBe('period,orders,revenue (GBP),averageOrderValue (GBP),tax (GBP),discounts (GBP),shipping (GBP),refunds,refunded (GBP)');
  expect(sales.fileName).toMatch(/^verdant-sales-buckets-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);

  // Grouping by week: the address holds it, a reload keeps it.
  await page.getByRole('button', { name: 'Week' }).click();
  await expect(page).toHaveURL(/groupBy=week/);
  await expect(page.getByRole('heading', { name: 'Sales by week' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Week', pressed: true })).toBeVisible();

  await page.getByRole('button', { name: 'Products' }).click();
  await expect(page).toHaveURL(/report=products/);
  const bestSellers = page.getByRole('table', { name: 'Best sellers' });
  await expect(bestSellers.getByRole('link').first()).toBeVisible();
  await expect(page.getByText(/Stock turnover is an estimate/)).toBeVisible();
  await shot(page, 'products-1440');

  await page.getByRole('button', { name: 'Customers' }).click();
  await expect(page).toHaveURL(/report=customers/);
  const top = page.getByRole('table', { name: 'Top customers' });
  await expect(top.getByRole('link', { name: 'Ada Greene' })).toHaveAttribute('href', /^\/admin\/customers\/[0-9a-f-]{36}$/);
  await shot(page, 'customers-1440');
  const customers = await firstLineOfDownload(page, 'Export CSV of Top customers');
  expect(customers.line).toBe('name,email,customerId,orders,revenue (GBP)');

  // Back returns to the products report.
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Products', pressed: true })).toBeVisible();

  // More than three years: the API's sentence, in the page.
  await page.goto('/admin/reports?from=2020-01-01&to=2026-01-01&groupBy=month');
  await expect(page.getByRole('alert').filter({ hasText: 'A report covers at most 1096 days; choose a shorter range' })).toBeVisible();
  // More than a year, up to today, cannot be grouped by day.
  const today = new Date().toISOString().slice(0, 10);
  const longAgo = new Date(Date.now() - 400 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await page.goto(`/admin/reports?from=${longAgo}&to=${today}&groupBy=day`);
  await expect(page.getByRole('button', { name: 'Day' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Week', pressed: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sales by week' })).toBeVisible();
});

/** The page itself never scrolls sideways (a wide table scrolls inside its card). */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test('reports on a phone: the drawer layout, nothing wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page, '/admin/reports');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Sales by day' })).toBeVisible();
  await settledWithCharts(page);
  await expectNoSidewaysScroll(page);
  await shot(page, 'sales-390');
  await page.getByRole('button', { name: 'Products' }).click();
  await expect(page.getByRole('table', { name: 'Best sellers' })).toBeVisible();
  await settledWithCharts(page);
  await expectNoSidewaysScroll(page);
  await shot(page, 'products-390');
  await page.getByRole('button', { name: 'Customers' }).click();
  await expect(page.getByRole('table', { name: 'Top customers' })).toBeVisible();
  await settledWithCharts(page);
  await expectNoSidewaysScroll(page);
  await shot(page, 'customers-390');
});
